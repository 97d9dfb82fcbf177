import { IMPORT_MARK_DEAD_MS, importTicket } from '@engage/domain/import-ticket';
import { REGISTERING_LEASE_MS } from '@engage/domain/registration';
import { eventNodes } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { userNodes } from '@engage/domain/store/users';
import type { Deps } from '@engage/server/deps';
import { describe, expect, it } from 'vitest';
import { interceptOnce, pauseAfter } from '../testing/intercept.ts';
import {
  baseData,
  COMPANY,
  caller,
  EVENT,
  keyOf,
  registerInputFor,
  seated,
  useHandlerStack,
} from '../testing/stack.ts';
import { register } from './register.ts';

/**
 * Registration's tries of one account against the emulator: tapped twice, retried after a crash,
 * late after another finished, racing an import batch or an event's move. Each seat and registrant
 * is counted once, and a finished attendee is never written twice nor released.
 */
const h = useHandlerStack({ instances: 8 });
const read = h.read;

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

describe('register tapped twice', () => {
  it('takes one seat and answers one profile when one account registers twice at once', async () => {
    const names = Array.from({ length: 10 }, (_, i) => `twice${i}`);
    // Neither call waits in the server: a try that finds the other under way says so, and is
    // asked again (as the web does) until it answers the profile.
    const answers = await Promise.all(
      names.flatMap((name, i) => [
        registerSettled(h.stack().deps(2 * i), caller(name)),
        registerSettled(h.stack().deps(2 * i + 1), caller(name)),
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
      h.stack().deps(0),
      organiserNodes.company(COMPANY),
      'transaction',
      (call) =>
        async (...args) => {
          const started = Date.now();
          second = await register(h.stack().deps(1), registerInputFor(), caller('ada'));
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
    interceptOnce(h.stack().deps(0), path, method, () => async () => {
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
      expect(await register(h.stack().deps(1), registerInputFor(), caller('ada'))).toMatchObject({
        status: 'under-way',
      });
      const retried = seated(
        await register(later(h.stack().deps(1)), registerInputFor(), caller('ada')),
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
    await h.stack().reset(baseData(1));
    await expect(
      register(dying(undefined, 'update'), registerInputFor(), caller('ada')),
    ).rejects.toThrow('the instance died');
    await expect(
      register(h.stack().deps(2), registerInputFor(), caller('bob')),
    ).rejects.toMatchObject({
      code: 'registration-limit-reached',
    });
    expect(
      (await register(later(h.stack().deps(1)), registerInputFor(), caller('ada'))).status,
    ).toBe('created');
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
      await h.stack().reset(baseData(limit));
      // Try 2 is about to claim its seat; try 1, coming after try 2's turn ran out (try 2 taken for
      // dead), registers whole before try 2's seat transaction runs.
      let first: Promise<unknown> = Promise.resolve();
      const late = interceptOnce(
        h.stack().deps(0),
        organiserNodes.company(COMPANY),
        'transaction',
        (call) =>
          async (...args) => {
            first = register(later(h.stack().deps(1)), registerInputFor(), caller('ada'));
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
    const firstTry = pauseAfter(later(h.stack().deps(1)), undefined, 'update', () => second);
    const secondDeps = interceptOnce(
      h.stack().deps(0),
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
    const ticket = importTicket(h.stack().deps().now() - age, 'batch');
    const count = {
      [eventNodes.registrants(EVENT)]: 1,
      [`${eventNodes.metadata(EVENT)}/registering/${ticket}`]: true,
    };
    await h
      .stack()
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
    expect(await register(h.stack().deps(), registerInputFor(), caller('ada'))).toMatchObject({
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
      const created = seated(await register(h.stack().deps(), registerInputFor(), caller('ada')));
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
      h.stack().deps(instance),
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
    await register(h.stack().deps(3), registerInputFor(), caller('bob'));
    const move = () => h.stack().deps().db.ref(eventNodes.customer(EVENT)).set('globex_abc_xyz');
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
    await h.stack().reset({
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
      h.stack().deps(0),
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
    await h.stack().deps().db.ref(eventNodes.customer(EVENT)).set(OTHER);
    const retried = seated(
      await register(later(h.stack().deps(1)), registerInputFor(), caller('ada')),
    );
    expect(retried.user.customerId).toBe(OTHER);
    expect(await read(organiserNodes.userCount(COMPANY))).toBe(0);
    expect(await read(`${organiserNodes.company(COMPANY)}/seatClaims`)).toBeNull();
    expect(await read(organiserNodes.userCount(OTHER))).toBe(1);
    expect(await read(`${organiserNodes.company(OTHER)}/seatClaims`)).toBeNull();
    expect(await read(eventNodes.registrants(EVENT))).toBe(1);
  }, 30_000);
});
