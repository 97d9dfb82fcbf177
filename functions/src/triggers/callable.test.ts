import { type CallableName, CALLABLES as CONTRACT } from '@engage/domain/contract';
import { messageFor } from '@engage/domain/errors';
import { organiserNodes } from '@engage/domain/store/organisers';
import type { Deps } from '@engage/server/deps';
import fc from 'fast-check';
import { HttpsError } from 'firebase-functions/v2/https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDLERS, PUBLIC_HANDLERS } from '../callables.ts';
import { claimsStore } from '../testing/claims-store.ts';
import {
  baseData,
  caller,
  EVENT,
  registerAll,
  startStack,
  type TestStack,
} from '../testing/stack.ts';
import { runCallable, runPublicCallable, validSinceSecond } from './callable.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack(1);
  await stack.reset(baseData(100));
  await registerAll(stack, ['ann']);
});
afterAll(() => stack.close());

// Every callable of the contract for signed-in callers, with its input schema and handler.
type Run = (deps: Deps, auth: Parameters<typeof runCallable>[3], data: unknown) => Promise<unknown>;
const CALLABLES: [string, Run][] = Object.entries(HANDLERS).map(([name, handler]) => [
  name,
  (deps, auth, data) =>
    runCallable(CONTRACT[name as CallableName], handler as never, deps, auth, data),
]);

const ann = caller('ann');

/**
 * The database without what a valid call of a callable that takes no input writes for its own
 * caller: the isLoggedIn flag (sign-in and sign-out), a QR token, a bingo card, a spent token of
 * the caller's rate limit.
 */
const withoutSession = (root: unknown): unknown =>
  JSON.parse(JSON.stringify(root), (key, value: unknown) =>
    ['isLoggedIn', 'qrTokens', 'act01', 'limits'].includes(key) ? undefined : value,
  );
const auth = { uid: ann.uid, token: { ...ann.token } };

describe('callable wrapper', () => {
  it.each(CALLABLES)(
    '%s refuses an unauthenticated caller with unauthenticated',
    async (_name, run) => {
      const error = await run(stack.deps(), undefined, {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpsError);
      expect(error).toMatchObject({
        code: 'unauthenticated',
        message: 'You need to sign in first',
      });
    },
  );

  // A venue kiosk's sign-in (openKiosk) only reads: no callable takes it, whatever it sends,
  // and nothing is written on its behalf.
  it.each(CALLABLES)(
    '%s refuses a kiosk’s token with unauthenticated, writing nothing',
    async (_name, run) => {
      const before = await stack.root();
      const kiosk = { uid: 'kiosk--K1', token: { kiosk: '-K1', kioskEvent: EVENT } };
      const error = await run(stack.deps(), kiosk, { eventId: EVENT }).catch((e: unknown) => e);
      expect(error).toMatchObject({
        code: 'unauthenticated',
        message: 'You need to sign in first',
      });
      expect(await stack.root()).toEqual(before);
    },
  );

  // The organiser callables of the contract, each with an input no schema of theirs accepts.
  const ORGANISER_CALLABLES = CALLABLES.filter(
    ([name]) => CONTRACT[name as CallableName].access === 'organiser',
  );
  const notAdmin = {
    code: 'permission-denied',
    message: messageFor('not-admin'),
    details: { code: 'not-admin' },
  };

  it('gates every callable the contract marks organiser', () => {
    expect(ORGANISER_CALLABLES.map(([name]) => name).sort()).toEqual(
      Object.entries(CONTRACT)
        .filter(([, entry]) => entry.access === 'organiser')
        .map(([name]) => name)
        .sort(),
    );
  });

  it.each(ORGANISER_CALLABLES)(
    '%s refuses a caller who organises nothing with not-admin before reading the input',
    async (_name, run) => {
      const before = await stack.root();
      for (const data of [{}, { eventId: 'a/b', qty: -1 }, null]) {
        const error = await run(stack.deps(), auth, data).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(HttpsError);
        expect(error).toMatchObject(notAdmin);
        // Nothing about the input's shape: no list of invalid fields.
        expect((error as HttpsError).details).not.toHaveProperty('issues');
      }
      expect(await stack.root()).toEqual(before);
    },
  );

  it.each(ORGANISER_CALLABLES)(
    '%s refuses a token whose organiser claim Auth no longer holds, before reading the input',
    async (_name, run) => {
      // The token was minted while the caller was an organiser of every event; Auth holds none now.
      const { accounts } = claimsStore();
      const stale = { uid: 'uid-former', token: { email: 'former@example.com', organiser: '*' } };
      const error = await run({ ...stack.deps(), accounts }, stale, {}).catch((e: unknown) => e);
      expect(error).toMatchObject(notAdmin);
    },
  );

  it.each(ORGANISER_CALLABLES)(
    '%s lets an organiser of another event through the gate: the input is read, the handler checks the target',
    async (_name, run) => {
      const other = {
        uid: 'uid-other',
        token: { email: 'o@example.com', organiser: '|e:elsewhere|' },
      };
      const { accounts } = claimsStore({ ...other, email: 'o@example.com' });
      const error = await run({ ...stack.deps(), accounts }, other, {}).catch((e: unknown) => e);
      expect(error).toMatchObject({
        code: 'invalid-argument',
        details: { code: 'invalid-argument' },
      });
    },
  );

  it.each(ORGANISER_CALLABLES)(
    '%s refuses a session signed in during the revoke’s own second, and takes one signed in after',
    async (_name, run) => {
      const REVOKE = 1_750_000_000;
      const rex = { uid: 'uid-rex-gate', token: { email: 'rex@example.com', organiser: '*' } };
      const { accounts } = claimsStore({ ...rex, email: 'rex@example.com' });
      const deps = { ...stack.deps(), accounts };
      await deps.db.ref(organiserNodes.revokedAt(rex.uid)).set(REVOKE);
      try {
        const at = (authTime: number) => ({ ...rex, token: { ...rex.token, auth_time: authTime } });
        for (const authTime of [REVOKE - 1, REVOKE])
          expect(await run(deps, at(authTime), {}).catch((e: unknown) => e)).toMatchObject({
            code: 'unauthenticated',
            details: { code: 'unauthenticated' },
          });
        expect(await run(deps, at(REVOKE + 1), {}).catch((e: unknown) => e)).toMatchObject({
          code: 'invalid-argument',
        });
      } finally {
        await deps.db.ref(organiserNodes.revokedAt(rex.uid)).remove();
      }
    },
  );

  it('reads the organiser claim from Auth once per call: the handler reuses the gate’s read', async () => {
    const boss = { uid: 'uid-boss', token: { email: 'boss@example.com', organiser: '*' } };
    const { accounts } = claimsStore({ ...boss, email: 'boss@example.com' });
    let reads = 0;
    const counted = {
      ...accounts,
      claimsOf: async (uid: string) => {
        reads += 1;
        return (await accounts.claimsOf?.(uid)) ?? {};
      },
    };
    await runCallable(
      CONTRACT.adminSetTheme,
      HANDLERS.adminSetTheme,
      { ...stack.deps(), accounts: counted },
      boss,
      { eventId: EVENT, scheme: { themeColor: '#123456' } },
    ).catch(() => undefined);
    expect(reads).toBe(1);
  });

  it('turns a domain error into an HttpsError with the catalogue message and the domain code', async () => {
    const error = await runCallable(
      CONTRACT.levelUp,
      HANDLERS.levelUp,
      stack.deps(),
      auth,
      {},
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'failed-precondition',
      message:
        "You do not have enough points to level up but don't worry, you can earn extra points by playing Network Bingo!",
      details: { code: 'level-up-short' },
    });
  });

  it('carries the reason a refusal gives in its details, for screens to show', async () => {
    const other = 'globex_abc_xyz';
    await stack
      .deps()
      .db.ref(organiserNodes.companyMetadata(other))
      .set({ name: 'Globex', subscription: 'free', eventTotal: 0, userLimit: 5 });
    const before = await stack.root();
    // Ann registered for the event: it keeps its company.
    const error = await runCallable(
      CONTRACT.adminWriteEvent,
      HANDLERS.adminWriteEvent,
      stack.deps(),
      { uid: 'uid-boss', token: { email: 'boss@example.com', organiser: '*' } },
      {
        eventId: EVENT,
        create: false,
        event: {
          name: 'Test Event',
          startsAt: 0,
          endsAt: 0,
          venue: '',
          description: '',
          customerId: other,
          mode: 'online',
        },
        teams: ['AGILE'],
      },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpsError);
    expect(error).toMatchObject({
      code: 'failed-precondition',
      message: 'That step is not possible from here',
      details: {
        code: 'illegal-transition',
        detail: 'an event with registrants stays with its company',
      },
    });
    expect(await stack.root()).toEqual(before);
  });

  it('names the field a refusal is about in its details, for screens to label it', async () => {
    const before = await stack.root();
    const error = await runCallable(
      CONTRACT.adminWriteSponsor,
      HANDLERS.adminWriteSponsor,
      stack.deps(),
      { uid: 'uid-boss', token: { email: 'boss@example.com', organiser: '*' } },
      {
        eventId: EVENT,
        sponsor: { Logo: 'media/another/sponsor_acme.png', Paragraph: '', Category: 'Gold' },
      },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'invalid-argument',
      details: {
        code: 'invalid-path',
        detail: "Logo: not one of this event's pictures",
        field: 'Logo',
      },
    });
    expect(await stack.root()).toEqual(before);
  });

  it('names the invalid fields of an invalid input', async () => {
    const error = await runCallable(CONTRACT.buyPrize, HANDLERS.buyPrize, stack.deps(), auth, {
      prizeId: 'a/b',
      qty: 0,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'invalid-argument',
      details: { code: 'invalid-argument' },
    });
    expect((error as HttpsError).details).toMatchObject({
      issues: expect.arrayContaining([expect.stringContaining('qty')]),
    });
  });

  // An organiser callable refuses ann before it reads any input (not-admin).
  const ATTENDEE_CALLABLES = CALLABLES.filter(
    ([name]) => CONTRACT[name as CallableName].access === 'signed-in',
  );
  it.each(ATTENDEE_CALLABLES)(
    '%s refuses a list where its input is an object',
    async (_name, run) => {
      const before = await stack.root();
      const error = await run(stack.deps(), auth, []).catch((e: unknown) => e);
      expect(error).toMatchObject({
        code: 'invalid-argument',
        details: { code: 'invalid-argument', issues: ['input: an object is expected, not a list'] },
      });
      expect(await stack.root()).toEqual(before);
    },
  );

  it('refuses a list where an object inside the input is expected, by its path', async () => {
    const error = await runCallable(
      CONTRACT.adminSetTheme,
      HANDLERS.adminSetTheme,
      stack.deps(),
      {
        uid: 'uid-boss',
        token: { email: 'boss@example.com', organiser: '*' },
      },
      { eventId: EVENT, scheme: [] },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({
      details: { code: 'invalid-argument', issues: ['scheme: an object is expected, not a list'] },
    });
  });

  // Arbitrary JSON to every callable: only typed refusals, never a crash, and nothing written.
  const junk = fc.oneof(
    fc.jsonValue(),
    fc.dictionary(
      fc.constantFrom(
        'name',
        'qty',
        'prizeId',
        'userKey',
        'eventId',
        'qr',
        'code',
        'roomId',
        'move',
        'delta',
        'scheme',
        'otherKey',
        'teamName',
      ),
      fc.jsonValue(),
    ),
  );
  it.each(CALLABLES)(
    '%s answers arbitrary input with typed errors only and changes nothing',
    async (_name, run) => {
      const before = await stack.root();
      await fc.assert(
        fc.asyncProperty(junk, async (data) => {
          const outcome = await run(stack.deps(), auth, data).then(
            () => 'accepted',
            (error: unknown) => error,
          );
          if (outcome === 'accepted') return;
          expect(outcome).toBeInstanceOf(HttpsError);
          expect([
            'invalid-argument',
            'permission-denied',
            'not-found',
            'failed-precondition',
            'already-exists',
            // A callable whose schema takes junk (publishPhoto takes {}) empties its rate-limit
            // bucket within a run: that refusal is typed too, and changes nothing.
            'resource-exhausted',
          ]).toContain((outcome as HttpsError).code);
        }),
        { numRuns: 40 },
      );
      // Valid-looking junk may be accepted by read-only or idempotent callables (an empty object
      // signs the caller in or out); none of it may change points, counters, limits or profiles.
      expect(withoutSession(await stack.root())).toEqual(withoutSession(before));
    },
  );

  const accounts = { uidForEmail: async () => null, customToken: async () => 'never' };
  it.each(
    Object.entries(PUBLIC_HANDLERS).map(
      ([name, handler]) => [name, CONTRACT[name as CallableName].input, handler] as const,
    ),
  )(
    'public %s answers arbitrary input with typed errors only and changes nothing',
    async (_name, schema, handler) => {
      const before = await stack.root();
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.jsonValue(), fc.record({ email: fc.string(), code: fc.string() })),
          async (data) => {
            const outcome = await runPublicCallable(
              schema as never,
              handler as never,
              { ...stack.deps(), accounts },
              data,
            ).then(
              () => 'accepted',
              (error: unknown) => error,
            );
            if (outcome !== 'accepted')
              expect(['invalid-argument', 'failed-precondition']).toContain(
                (outcome as HttpsError).code,
              );
          },
        ),
        { numRuns: 60 },
      );
      expect(await stack.root()).toEqual(before);
    },
  );
});

describe('validSinceSecond (the accounts adapter’s revokeSessions answer)', () => {
  const now = Date.parse('2026-11-25T21:40:00.750Z');
  it('turns Auth’s tokensValidAfterTime string into its whole second', () => {
    expect(validSinceSecond('Wed, 25 Nov 2026 21:29:46 GMT', now)).toBe(
      Date.UTC(2026, 10, 25, 21, 29, 46) / 1000,
    );
    expect(validSinceSecond('2026-11-25T21:29:46.999Z', now)).toBe(
      Date.UTC(2026, 10, 25, 21, 29, 46) / 1000,
    );
  });

  it('answers the second of now, never NaN, when Auth gives no date or no string', () => {
    const second = Date.UTC(2026, 10, 25, 21, 40, 0) / 1000;
    expect(validSinceSecond(undefined, now)).toBe(second);
    expect(validSinceSecond('not a date', now)).toBe(second);
  });
});
