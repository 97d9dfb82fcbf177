import * as inputs from '@engage/domain/inputs';
import fc from 'fast-check';
import { HttpsError } from 'firebase-functions/v2/https';
import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Handler, runCallable, runPublicCallable } from './callable.ts';
import type { Deps } from './deps.ts';
import * as admin from './handlers/admin.ts';
import * as market from './handlers/market.ts';
import * as otp from './handlers/otp.ts';
import * as pairing from './handlers/pairing.ts';
import { register } from './handlers/register.ts';
import * as rps from './handlers/rps.ts';
import * as scoring from './handlers/scoring.ts';
import * as signIn from './handlers/sign-in.ts';
import { baseData, caller, registerAll, startStack, type TestStack } from './testing/stack.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack(1);
  await stack.reset(baseData(100));
  await registerAll(stack, ['ann']);
});
afterAll(() => stack.close());

// Every callable of functions/src/index.ts, with its input schema and handler.
type Run = (deps: Deps, auth: Parameters<typeof runCallable>[3], data: unknown) => Promise<unknown>;
const entry = <S extends v.GenericSchema, O>(
  name: string,
  schema: S,
  handler: Handler<v.InferOutput<S>, O>,
): [string, Run] => [name, (deps, auth, data) => runCallable(schema, handler, deps, auth, data)];
const CALLABLES: [string, Run][] = [
  entry('register', inputs.registerInput, register),
  entry('eventSignIn', inputs.eventSignInInput, signIn.eventSignIn),
  entry('signOut', inputs.signOutInput, signIn.signOut),
  entry('awardConnection', inputs.awardConnectionInput, scoring.awardConnection),
  entry('completeGame', inputs.completeGameInput, scoring.completeGame),
  entry('levelUp', inputs.levelUpInput, scoring.levelUp),
  entry('buyPrize', inputs.buyPrizeInput, market.buyPrize),
  entry('allocatePrize', inputs.allocatePrizeInput, market.allocatePrize),
  entry('requestPair', inputs.pairingRequestInput, pairing.requestPair),
  entry('respondPair', inputs.pairingRespondInput, pairing.respondPair),
  entry('disconnectPair', inputs.pairingDisconnectInput, pairing.disconnectPair),
  entry('playRps', inputs.rpsMoveInput, rps.rpsMove),
  entry('adminListUsers', inputs.adminListUsersInput, admin.listUsers),
  entry('adminAdjustPoints', inputs.adminAdjustPointsInput, admin.adjustPoints),
  entry('adminCreateCompany', inputs.createCompanyInput, admin.createCompany),
  entry('adminWriteSpeaker', inputs.writeSpeakerInput, admin.writeSpeaker),
  entry('adminWriteSponsor', inputs.writeSponsorInput, admin.writeSponsor),
  entry('adminWritePrize', inputs.writePrizeInput, admin.writePrize),
  entry('adminSetTheme', inputs.setThemeInput, admin.setTheme),
];

const ann = caller('ann');

/** The database without the callers' own isLoggedIn flags, which sign-in and sign-out set. */
const withoutSession = (root: unknown): unknown =>
  JSON.parse(JSON.stringify(root), (key, value: unknown) =>
    key === 'isLoggedIn' ? undefined : value,
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

  it('turns a domain error into an HttpsError with the catalogue message and the domain code', async () => {
    const error = await runCallable(
      inputs.levelUpInput,
      scoring.levelUp,
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

  it('names the invalid fields of an invalid input', async () => {
    const error = await runCallable(inputs.buyPrizeInput, market.buyPrize, stack.deps(), auth, {
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
  it.each([
    ['sendOtp', inputs.sendOtpInput, otp.sendOtp],
    ['verifyOtp', inputs.verifyOtpInput, otp.verifyOtp],
  ] as const)(
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
