import { DomainError } from '@engage/domain/errors';
import { IMPORT_MARK_DEAD_MS, importTicket } from '@engage/domain/import-ticket';
import { decodeQrPayload } from '@engage/domain/qr-payload';
import { REGISTERING_LEASE_MS } from '@engage/domain/registration';
import { boardNodes } from '@engage/domain/store/boards';
import { eventNodes } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { userNodes } from '@engage/domain/store/users';
import type { Deps } from '@engage/server/deps';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { interceptOnce, pauseAfter } from '../testing/intercept.ts';
import { countRoundTrips } from '../testing/round-trips.ts';
import {
  baseData,
  COMPANY,
  caller,
  EVENT,
  keyOf,
  registerInputFor,
  seated,
  startStack,
  type TestStack,
} from '../testing/stack.ts';
import { register } from './register.ts';
import { eventSignIn, signOut } from './sign-in.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack(8);
});
afterAll(() => stack.close());
beforeEach(() => stack.reset(baseData(100)));

const read = async (path: string) => (await stack.deps().db.ref(path).get()).val();

/** An instance whose clock is past the turn of every try so far: they are taken for dead. */
const later = (deps: Deps): Deps => {
  const now = deps.now() + REGISTERING_LEASE_MS + 1;
  return { ...deps, now: () => now };
};

/** A registration as the web makes it: an "under way" answer is asked again a moment later. */
const registerSettled = async (deps: Deps, who: ReturnType<typeof caller>) => {
  for (;;) {
    const answer = await register(deps, registerInputFor(), who);
    if (answer.status !== 'under-way') return seated(answer);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('register', () => {
  it('creates the user with the spec defaults, the uid index and counters, and no board entry before points', async () => {
    const result = seated(
      await register(stack.deps(), registerInputFor({ attendance: 'online' }), caller('ada')),
    );
    const key = keyOf('ada@example.com');
    expect(result.status).toBe('created');
    expect(result.key).toBe(key);
    expect(result.user).toMatchObject({
      isAdmin: false,
      isRep: false,
      level: 0,
      uid: 'uid-ada',
      eventId: EVENT,
    });
    // The QR's `uid` field carries the public id: a badge shows no account id.
    expect(decodeQrPayload(result.user.qr_code)).toMatchObject({
      ok: true,
      value: { uid: result.user.publicId, isRep: false },
    });
    expect(result.user.qr_code).not.toContain('uid-ada');
    expect(await read(userNodes.byUid('uid-ada'))).toBe(key);
    expect(await read(organiserNodes.userCount(COMPANY))).toBe(1);
    expect(await read(eventNodes.registrants(EVENT))).toBe(1);
    expect(result.user.publicId).toMatch(/^[-\w]{12,}$/);
    expect(result.user.publicId).not.toContain(key);
    expect(await read(boardNodes.board(EVENT, 'online'))).toBeNull();
    expect(await read(boardNodes.board(EVENT, 'all'))).toBeNull();
    expect(await read(userNodes.totalPoints(key))).toBe(0);
  });

  it('returns the existing user for a key that exists, and counts nothing twice', async () => {
    const first = seated(await register(stack.deps(), registerInputFor(), caller('ada')));
    const again = await register(
      stack.deps(),
      registerInputFor({ name: 'Someone Else' }),
      caller('ada'),
    );
    expect(again).toEqual({ status: 'duplicate', key: first.key, user: first.user });
    expect(await read(organiserNodes.userCount(COMPANY))).toBe(1);
    expect(await read(eventNodes.registrants(EVENT))).toBe(1);
  });

  it('refuses with registration-limit-reached at the limit, and writes nothing for the refused user', async () => {
    await stack.reset(baseData(1));
    await register(stack.deps(), registerInputFor(), caller('first'));
    await expect(
      register(stack.deps(), registerInputFor(), caller('second')),
    ).rejects.toMatchObject({
      code: 'registration-limit-reached',
      message: 'registration limit reached',
    });
    expect(await read(userNodes.user(keyOf('second@example.com')))).toBeNull();
    expect(await read(organiserNodes.userCount(COMPANY))).toBe(1);
  });

  it.each([
    ['invalid-colour', registerInputFor({ color: 'ultraviolet' }), caller('ada')],
    ['invalid-email', registerInputFor(), { ...caller('ada'), email: undefined }],
    ['not-found', registerInputFor({ eventId: 'no-such-event' }), caller('ada')],
    ['email-not-verified', registerInputFor(), caller('ada', { email_verified: false })],
    [
      'invalid-invitation-code',
      registerInputFor({ invitationCode: 'guessed' }),
      caller('ada', { email_verified: false }),
    ],
    ['invalid-invitation-code', registerInputFor({ invitationCode: 'guessed' }), caller('ada')],
    [
      'not-admitted',
      registerInputFor(),
      { ...caller('eve'), email: 'eve@throwaway.example', token: { email_verified: true } },
    ],
  ])('refuses with %s and leaves no trace', async (code, input, who) => {
    const before = await stack.root();
    const error = await register(stack.deps(), input, who).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code });
    expect(await stack.root()).toEqual(before);
  });

  it('takes the seat in the company the event belongs to, whatever the caller says', async () => {
    await stack
      .deps()
      .db.ref()
      .update({
        [organiserNodes.companyMetadata('other_co')]: {
          name: 'Other',
          subscription: 'free',
          eventTotal: 0,
          userLimit: 5,
        },
        [organiserNodes.userCount('other_co')]: 0,
      });
    const result = seated(await register(stack.deps(), registerInputFor(), caller('ada')));
    expect(result.user.customerId).toBe(COMPANY);
    expect(await read(organiserNodes.userCount(COMPANY))).toBe(1);
    expect(await read(organiserNodes.userCount('other_co'))).toBe(0);
  });

  it('admits any verified address with the company invitation code, but never an unverified one', async () => {
    await stack
      .deps()
      .db.ref(`${organiserNodes.companyMetadata(COMPANY)}/formId`)
      .set('acme-2026');
    await stack.deps().db.ref(organiserNodes.admission(COMPANY)).set({ code: true });
    // Was created: a code let its holder register an address they do not own (issue 20).
    const before = await stack.root();
    await expect(
      register(
        stack.deps(),
        registerInputFor({ invitationCode: 'acme-2026' }),
        caller('ada', { email_verified: false }),
      ),
    ).rejects.toMatchObject({ code: 'email-not-verified' });
    expect(await stack.root()).toEqual(before);
    const ceo = { uid: 'uid-ceo', email: 'ceo@northwind.example', token: { email_verified: true } };
    const result = await register(
      stack.deps(),
      registerInputFor({ invitationCode: 'acme-2026' }),
      ceo,
    );
    expect(result.status).toBe('created');
    expect(await read(organiserNodes.userCount(COMPANY))).toBe(1);
  });

  it('gives one profile per account: a changed Auth email registers nothing new', async () => {
    const first = seated(await register(stack.deps(), registerInputFor(), caller('ada')));
    const renamed = { ...caller('ada'), email: 'ada.new@example.com' };
    const again = await register(stack.deps(), registerInputFor(), renamed);
    expect(again).toMatchObject({ status: 'duplicate', key: first.key });
    expect(await read(userNodes.user(keyOf('ada.new@example.com')))).toBeNull();
    expect(await read(organiserNodes.userCount(COMPANY))).toBe(1);
    expect(await read(eventNodes.registrants(EVENT))).toBe(1);
  });

  it('treats a company without a user limit as full', async () => {
    await stack
      .deps()
      .db.ref(`${organiserNodes.companyMetadata(COMPANY)}/userLimit`)
      .remove();
    await expect(register(stack.deps(), registerInputFor(), caller('ada'))).rejects.toMatchObject({
      code: 'registration-limit-reached',
    });
  });

  it('keeps a chosen valid colour', async () => {
    const result = seated(
      await register(stack.deps(), registerInputFor({ color: 'teal' }), caller('ada')),
    );
    expect(result.user.color).toBe('teal');
  });

  it('reads in parallel: 2 sequential round trips before its first write, 16 in all', async () => {
    const trips = countRoundTrips(stack.deps());
    expect((await register(trips.deps, registerInputFor(), caller('ada'))).status).toBe('created');
    // Were 3 and 19: the event and its teams are read at once now, the seat an earlier try noted
    // while the profile is claimed, and the two marks of a finished registration end together.
    // One more since the seat's mark ends instead of staying: the profile read after the seat.
    expect(trips.beforeFirstWrite()).toBe(2);
    expect(trips.sequential()).toBe(16);
  });

  it('holds the limit exactly: 200 simultaneous registrations against a limit of 100', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        register(stack.deps(i), registerInputFor(), caller(`user${i}`)),
      ),
    );
    const created = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(created).toHaveLength(100);
    expect(
      refused.every(
        (r) =>
          r.status === 'rejected' &&
          (r.reason as DomainError).code === 'registration-limit-reached',
      ),
    ).toBe(true);
    expect(await read(organiserNodes.userCount(COMPANY))).toBe(100);
    expect(await read(eventNodes.registrants(EVENT))).toBe(100);
    const users = (await read(userNodes.all())) as Record<string, unknown>;
    expect(Object.keys(users)).toHaveLength(100);
  }, 120_000);
});

describe('register tapped twice', () => {
  it('takes one seat and answers one profile when one account registers twice at once', async () => {
    const names = Array.from({ length: 10 }, (_, i) => `twice${i}`);
    // Neither call waits in the server: a try that finds the other under way says so, and is
    // asked again (as the web does) until it answers the profile.
    const answers = await Promise.all(
      names.flatMap((name, i) => [
        registerSettled(stack.deps(2 * i), caller(name)),
        registerSettled(stack.deps(2 * i + 1), caller(name)),
      ]),
    );
    expect(await read(organiserNodes.userCount(COMPANY))).toBe(names.length);
    expect(await read(eventNodes.registrants(EVENT))).toBe(names.length);
    for (let i = 0; i < names.length; i += 1) {
      const [first, second] = [answers[2 * i], answers[2 * i + 1]];
      expect(second?.key).toBe(first?.key);
      expect(second?.user.publicId).toBe(first?.user.publicId);
      expect(await read(userNodes.byPublicId(first?.user.publicId ?? ''))).toBe(first?.key);
      expect([first?.status, second?.status].sort()).toEqual(['created', 'duplicate']);
    }
  }, 60_000);

  it('answers "under way" at once to a second try while the first holds the turn, taking nothing', async () => {
    let second: Awaited<ReturnType<typeof register>> | undefined;
    // The first try is stopped at its seat; the second comes meanwhile.
    const paused = interceptOnce(
      stack.deps(0),
      organiserNodes.company(COMPANY),
      'transaction',
      (call) =>
        async (...args) => {
          const started = Date.now();
          second = await register(stack.deps(1), registerInputFor(), caller('ada'));
          // No sleep in the server: the answer comes in far less than a look's old pause.
          expect(Date.now() - started).toBeLessThan(2_000);
          return call(...args);
        },
    );
    const first = await register(paused, registerInputFor(), caller('ada'));
    expect(second).toEqual({ status: 'under-way', key: first.key });
    expect(first.status).toBe('created');
    expect(await read(organiserNodes.userCount(COMPANY))).toBe(1);
    expect(await read(eventNodes.registrants(EVENT))).toBe(1);
  }, 30_000);
});

describe('a registration retried after its instance died', () => {
  /** The instance dies at its first call of `method` on `path` (the root for the attendee's writes). */
  const dying = (path: string | undefined, method: 'update' | 'transaction') =>
    interceptOnce(stack.deps(0), path, method, () => async () => {
      throw new Error('the instance died');
    });

  it.each([
    ['after its seat and registrant, before the attendee', undefined, 'update'],
    ['after its seat, before its registrant', eventNodes.metadata(EVENT), 'transaction'],
  ] as const)(
    '%s: the retry counts neither again and leaves no mark under way',
    async (_when, path, method) => {
      await expect(
        register(dying(path, method), registerInputFor(), caller('ada')),
      ).rejects.toThrow('the instance died');
      expect(await read(organiserNodes.userCount(COMPANY))).toBe(1);
      // Within the dead try's turn a retry hears "under way"; after it, it finishes the work.
      expect(await register(stack.deps(1), registerInputFor(), caller('ada'))).toMatchObject({
        status: 'under-way',
      });
      const retried = seated(
        await register(later(stack.deps(1)), registerInputFor(), caller('ada')),
      );
      expect(retried.status).toBe('created');
      expect(await read(organiserNodes.userCount(COMPANY))).toBe(1);
      expect(await read(eventNodes.registrants(EVENT))).toBe(1);
      expect(await read(userNodes.metadata(retried.key))).toMatchObject({ uid: 'uid-ada' });
      // Both marks are gone: the company node keeps only seats under way.
      expect(await read(`${organiserNodes.company(COMPANY)}/seatClaims`)).toBeNull();
      expect(await read(`${eventNodes.metadata(EVENT)}/registering`)).toBeNull();
    },
    30_000,
  );

  it('a retry holding its seat is not refused at the limit, and the limit stays exact', async () => {
    await stack.reset(baseData(1));
    await expect(
      register(dying(undefined, 'update'), registerInputFor(), caller('ada')),
    ).rejects.toThrow('the instance died');
    await expect(register(stack.deps(2), registerInputFor(), caller('bob'))).rejects.toMatchObject({
      code: 'registration-limit-reached',
    });
    expect((await register(later(stack.deps(1)), registerInputFor(), caller('ada'))).status).toBe(
      'created',
    );
    expect(await read(organiserNodes.userCount(COMPANY))).toBe(1);
    expect(await read(eventNodes.registrants(EVENT))).toBe(1);
  }, 30_000);
});

describe('a second try that comes after the first one finished', () => {
  it.each([
    ['with seats left', 100],
    ['in the last seat (refused, it releases nothing)', 1],
  ])(
    'takes no second seat and counts no second registrant, %s: it answers the profile',
    async (_how, limit) => {
      await stack.reset(baseData(limit));
      // Try 2 is about to claim its seat; try 1, coming after try 2's turn ran out (try 2 taken for
      // dead), registers whole before try 2's seat transaction runs.
      let first: Promise<unknown> = Promise.resolve();
      const late = interceptOnce(
        stack.deps(0),
        organiserNodes.company(COMPANY),
        'transaction',
        (call) =>
          async (...args) => {
            first = register(later(stack.deps(1)), registerInputFor(), caller('ada'));
            await first;
            return call(...args);
          },
      );
      const second = await register(late, registerInputFor(), caller('ada'));
      const created = seated((await first) as Awaited<ReturnType<typeof register>>);
      expect(created.status).toBe('created');
      expect(second).toEqual({ ...created, status: 'duplicate' });
      expect(await read(organiserNodes.userCount(COMPANY))).toBe(1);
      expect(await read(eventNodes.registrants(EVENT))).toBe(1);
      expect(await read(userNodes.field(created.key, 'publicId'))).toBe(created.user.publicId);
      expect(await read(userNodes.byUid('uid-ada'))).toBe(created.key);
    },
    30_000,
  );
});

describe('a second try that reaches its seat while the first ends its marks', () => {
  it('finds the profile after its seat: it writes nothing and counts nothing again', async () => {
    // Try 2 holds the turn and waits at its seat; try 1 (after try 2's turn ran out) takes a
    // seat, counts and writes the attendee; then, before try 1 ends its marks, try 2 takes its
    // seat: it carries on with try 1's ticket, which still marks the seat and the registrant.
    let second: Promise<Awaited<ReturnType<typeof register>>> | undefined;
    let first: Promise<Awaited<ReturnType<typeof register>>> | undefined;
    const firstTry = pauseAfter(later(stack.deps(1)), undefined, 'update', () => second);
    const secondDeps = interceptOnce(
      stack.deps(0),
      organiserNodes.company(COMPANY),
      'transaction',
      (call) =>
        async (...args) => {
          first = register(firstTry.deps, registerInputFor(), caller('ada'));
          await firstTry.reached;
          return call(...args);
        },
    );
    second = register(secondDeps, registerInputFor(), caller('ada'));
    const late = await second;
    const created = seated(await (first ?? Promise.reject(new Error('no first try'))));
    expect(created.status).toBe('created');
    // Before, it found the registrant's mark, counted nothing, and wrote a second attendee.
    expect(late).toEqual({ ...created, status: 'duplicate' });
    expect(await read(organiserNodes.userCount(COMPANY))).toBe(1);
    expect(await read(eventNodes.registrants(EVENT))).toBe(1);
    expect(await read(userNodes.field(created.key, 'publicId'))).toBe(created.user.publicId);
    expect(await read(`${organiserNodes.company(COMPANY)}/seatClaims`)).toBeNull();
  }, 30_000);
});

describe('a registration that finds an import batch seating its account', () => {
  const importMark = async (age: number, counted = false) => {
    const ticket = importTicket(stack.deps().now() - age, 'batch');
    const count = {
      [eventNodes.registrants(EVENT)]: 1,
      [`${eventNodes.metadata(EVENT)}/registering/${ticket}`]: true,
    };
    await stack
      .deps()
      .db.ref()
      .update({
        [organiserNodes.userCount(COMPANY)]: 1,
        [organiserNodes.seatClaim(COMPANY, 'uid-ada')]: ticket,
        ...(counted ? count : {}),
      });
  };

  it('waits while the batch is under way: it takes no seat and writes no attendee', async () => {
    await importMark(30_000);
    expect(await register(stack.deps(), registerInputFor(), caller('ada'))).toMatchObject({
      status: 'under-way',
    });
    expect(await read(organiserNodes.userCount(COMPANY))).toBe(1);
    expect(await read(userNodes.field(keyOf('ada@example.com'), 'publicId'))).toBeNull();
  });

  it.each([
    ['before', false],
    ['after', true],
  ])(
    'carries on with the seat of a batch that died %s counting it, counted once',
    async (_when, counted) => {
      await importMark(IMPORT_MARK_DEAD_MS + 1_000, counted);
      const created = seated(await register(stack.deps(), registerInputFor(), caller('ada')));
      expect(created.status).toBe('created');
      expect(await read(organiserNodes.userCount(COMPANY))).toBe(1);
      expect(await read(eventNodes.registrants(EVENT))).toBe(1);
      expect(await read(`${organiserNodes.company(COMPANY)}/seatClaims`)).toBeNull();
    },
  );
});

describe('two tries of one account sharing a seat', () => {
  /** The deps of a try whose claimRegistrant transaction waits for `meanwhile` to finish first. */
  const pausedBeforeRegistrant = (instance: number, meanwhile: () => Promise<unknown>) =>
    interceptOnce(
      stack.deps(instance),
      eventNodes.metadata(EVENT),
      'transaction',
      (call) =>
        async (...args) => {
          await meanwhile();
          return call(...args);
        },
    );

  it('both refused because the event moved: the seat goes back once and the count stays exact', async () => {
    // Another attendee holds a seat, so a double release would show as 0.
    await register(stack.deps(3), registerInputFor(), caller('bob'));
    const move = () => stack.deps().db.ref(eventNodes.customer(EVENT)).set('globex_abc_xyz');
    // Try 1 holds the seat; try 2 (tapped again after try 1's turn ran out) shares it; the event
    // moves before either counts its registrant, so both are refused.
    const second = () =>
      expect(
        register(later(pausedBeforeRegistrant(1, move)), registerInputFor(), caller('ada')),
      ).rejects.toMatchObject({ code: 'illegal-transition' });
    await expect(
      register(pausedBeforeRegistrant(0, second), registerInputFor(), caller('ada')),
    ).rejects.toMatchObject({ code: 'illegal-transition' });
    expect(await read(organiserNodes.userCount(COMPANY))).toBe(1);
    expect(await read(`${organiserNodes.company(COMPANY)}/seatClaims`)).toBeNull();
    expect(await read(userNodes.byUid('uid-ada'))).toBeNull();
    expect(await read(userNodes.user(keyOf('ada@example.com')))).toBeNull();
  }, 30_000);
});

describe('a registration that died after its seat, then its event moved', () => {
  const OTHER = 'globex_abc_xyz';

  it('the retry gives the old company its seat back before taking one in the new company', async () => {
    await stack.reset({
      ...baseData(100),
      [organiserNodes.companyMetadata(OTHER)]: {
        name: 'Globex',
        subscription: 'free',
        userLimit: 5,
      },
      [organiserNodes.admission(OTHER)]: { domains: ['example.com'] },
      [organiserNodes.userCount(OTHER)]: 0,
    });
    // The instance dies at claimRegistrant, its seat in Acme taken; no registrant, so the event
    // may move to Globex.
    const dying = interceptOnce(
      stack.deps(0),
      eventNodes.metadata(EVENT),
      'transaction',
      () => async () => {
        throw new Error('the instance died');
      },
    );
    await expect(register(dying, registerInputFor(), caller('ada'))).rejects.toThrow(
      'the instance died',
    );
    expect(await read(organiserNodes.userCount(COMPANY))).toBe(1);
    await stack.deps().db.ref(eventNodes.customer(EVENT)).set(OTHER);
    const retried = seated(await register(later(stack.deps(1)), registerInputFor(), caller('ada')));
    expect(retried.user.customerId).toBe(OTHER);
    expect(await read(organiserNodes.userCount(COMPANY))).toBe(0);
    expect(await read(`${organiserNodes.company(COMPANY)}/seatClaims`)).toBeNull();
    expect(await read(organiserNodes.userCount(OTHER))).toBe(1);
    expect(await read(`${organiserNodes.company(OTHER)}/seatClaims`)).toBeNull();
    expect(await read(eventNodes.registrants(EVENT))).toBe(1);
  }, 30_000);
});

describe('event sign-in and sign-out', () => {
  it('walks the sign-in status machine', async () => {
    expect(await eventSignIn(stack.deps(), {}, caller('ada'))).toEqual({ status: 'start-playing' });
    const { key } = await register(stack.deps(), registerInputFor(), caller('ada'));
    expect(await eventSignIn(stack.deps(), { eventId: 'other-event' }, caller('ada'))).toEqual({
      status: 'start-playing',
    });
    expect(await eventSignIn(stack.deps(), { eventId: EVENT }, caller('ada'))).toEqual({
      status: 'continue-playing',
    });
    expect(await read(`${userNodes.metadata(key)}/isLoggedIn`)).toBe(true);
    expect(await signOut(stack.deps(), {}, caller('ada'))).toEqual({ status: 'not-registered' });
    expect(await read(`${userNodes.metadata(key)}/isLoggedIn`)).toBe(false);
  });

  it('answers no-event for a profile without an eventId', async () => {
    const { key } = await register(stack.deps(), registerInputFor(), caller('ada'));
    await stack
      .deps()
      .db.ref(`${userNodes.metadata(key)}/eventId`)
      .remove();
    await expect(eventSignIn(stack.deps(), {}, caller('ada'))).rejects.toMatchObject({
      code: 'no-event',
      message: 'no-event',
    });
  });
});
