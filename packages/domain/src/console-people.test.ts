import { describe, expect, it } from 'vitest';
import { NO_TRACES } from './anonymise.ts';
import { type AwardProfile, addAward } from './awards.ts';
import { ACTOR, audit, ids, NOTHING } from './console-fixtures.ts';
import {
  decideAdjustPoints,
  decideSeatReach,
  planDeleteOwnAccount,
  planRemoveUser,
  planSeatRelease,
  planTurnLetGo,
  refuseGoneSeat,
  refuseGoneUser,
  takeSeatTurn,
} from './console-people.ts';
import { WriteSet } from './plan.ts';
import { node } from './store/node.ts';
import type { Balance } from './store/users-play.ts';

describe('decideAdjustPoints', () => {
  const profile: AwardProfile = {
    eventId: 'summit',
    teamName: 'AGILE',
    name: 'Ada',
    publicId: 'p-ada',
  };
  const balance: Balance = { code: 'act04', isComplete: false, totalPoints: 300, spentPoints: 100 };
  /** The adjustment's award (awards.test.ts spells an award's writes out), total left to the claim. */
  const adjustment = (points: number, reason: string) =>
    addAward(new WriteSet(), profile, { key: 'ka', points, reason, by: 'org-1' }, ids(), {
      totalInClaim: true,
    });
  /** The audit entry of an adjustment (id2: the ledger entry took id1). */
  const adjusted = (total: number, level: number, next: number, nextLevel: number) => ({
    'audit/events/summit/id2': audit(
      'points.adjust',
      'ka',
      { totalPoints: total, level },
      { totalPoints: next, level: nextLevel, reason: 'bonus' },
    ),
  });

  it.each([
    ['a bonus keeps the level', 300, 2, 50, 350, 2, adjustment(50, 'admin: bonus')],
    [
      'a deduction that the level no longer reaches brings it down',
      300,
      2,
      -60,
      240,
      1,
      adjustment(-60, 'admin: bonus').set(node('users/ka/metadata/level'), 1),
    ],
    [
      'a deduction down to exactly what was spent is allowed',
      300,
      undefined,
      -200,
      100,
      0,
      adjustment(-200, 'admin: bonus'),
    ],
    [
      'a bonus never raises the level: levelling up is the attendee’s step',
      300,
      0,
      5_000,
      5_300,
      0,
      adjustment(5_000, 'admin: bonus'),
    ],
  ])('%s', (_name, total, level, delta, nextTotal, nextLevel, award) => {
    const user = { key: 'ka', profile, ...(level === undefined ? {} : { level }) };
    const writes = award.writes();
    expect(
      decideAdjustPoints(
        { ...balance, totalPoints: total },
        user,
        { delta, reason: 'bonus', ...ACTOR },
        ids(),
      ),
    ).toStrictEqual({
      ok: true,
      value: { delta, totalPoints: nextTotal, level: nextLevel },
      next: { ...balance, totalPoints: nextTotal },
      writes: {
        sets: { ...writes.sets, ...adjusted(total, level ?? 0, nextTotal, nextLevel) },
        increments: writes.increments,
      },
    });
  });

  it('counts a bonus in the live overview when the clock is known', () => {
    const plan = decideAdjustPoints(
      balance,
      { key: 'ka', profile },
      { delta: 30, reason: 'x', by: 'o' },
      { ...ids(), now: 120_000 },
    );
    expect(plan.writes.increments['activity/summit/0000000002/points']).toBe(30);
  });

  it('the adjustment is a ledger entry naming the reason and the organiser, and moves no total by increment', () => {
    const plan = decideAdjustPoints(
      balance,
      { key: 'ka', profile },
      { delta: -20, reason: 'typo', by: 'org-1' },
      ids(),
    );
    expect(plan.writes.sets['ledger/ka/id1']).toMatchObject({
      points: -20,
      reason: 'admin: typo',
      by: 'org-1',
    });
    expect(plan.writes.increments).not.toHaveProperty(['users/ka/games/act04/totalPoints']);
    expect(plan.writes.increments['leaderboards/summit/all/p-ada/score']).toBe(-20);
  });

  it('an attendee with no balance yet starts from zero', () => {
    expect(
      decideAdjustPoints(null, { key: 'ka', profile }, { delta: 10, reason: 'x', by: 'o' }, ids()),
    ).toMatchObject({
      ok: true,
      value: { delta: 10, totalPoints: 10, level: 0 },
      next: { totalPoints: 10 },
    });
  });

  it('a bonus to an attendee whose awards were voided after she spent them lessens the debt', () => {
    expect(
      decideAdjustPoints(
        { totalPoints: 0, spentPoints: 50, voided: { e1: true } },
        { key: 'ka', profile },
        { delta: 20, reason: 'x', by: 'o' },
        ids(),
      ),
    ).toMatchObject({
      ok: true,
      value: { delta: 20, totalPoints: 20 },
      next: { totalPoints: 20, spentPoints: 50, voided: { e1: true } },
    });
  });

  it('an organiser adjusting their own points is refused and writes nothing', () => {
    expect(
      decideAdjustPoints(
        balance,
        { key: 'ka', profile },
        { delta: 10, reason: 'x', by: 'ka' },
        ids(),
      ),
    ).toStrictEqual({
      ok: false,
      error: 'not-admin',
      detail: 'an organiser does not adjust their own points',
      writes: NOTHING,
    });
  });

  it.each([
    [balance, -201],
    [{ totalPoints: 50, spentPoints: 50 }, -1],
    [null, -1],
  ])(
    'a deduction below what was spent (%j, %i) is refused and writes nothing',
    (current, delta) => {
      expect(
        decideAdjustPoints(current, { key: 'ka', profile }, { delta, reason: 'x', by: 'o' }, ids()),
      ).toStrictEqual({ ok: false, error: 'below-spent', writes: NOTHING });
    },
  );
});

/** An attendee with a seat, a public id and 120 points on the boards, as removals read them. */
const ATTENDEE = {
  uid: 'u1',
  name: 'Ada',
  email: 'ada@x.io',
  eventId: 'summit',
  customerId: 'acme',
  teamName: 'AGILE',
  attendance: 'online',
  publicId: 'p-ada',
} as const;
/** The profile and the indexes of it that every removal deletes. */
const PROFILE_GONE = {
  'users/ka': null,
  'uids/u1': null,
  'search/summit/ka': null,
  'everyone/ka': null,
  'organisers/u1': null,
};
/** What names ATTENDEE's public id, deleted with a profile that has one. */
const PUBLIC_ID_GONE = { 'publicIds/p-ada': null, 'reps/summit/p-ada': null };
/** What taking ATTENDEE out of the event writes, beside its audit: a removal and a seat release. */
const SEAT_FREED = {
  sets: {
    ...PROFILE_GONE,
    ...PUBLIC_ID_GONE,
    'companies/acme/seatClaims/u1': null,
    'leaderboards/summit/all/p-ada': null,
    'leaderboards/summit/online/p-ada': null,
  },
  increments: {
    'companies/acme/userCount': -1,
    'events/summit/metadata/registrants': -1,
    'leaderboards/summit/teams/AGILE/score': -120,
  },
};

describe('planRemoveUser', () => {
  const removal = (totalPoints: number) => ({
    'audit/events/summit/id1': audit(
      'user.remove',
      'ka',
      { name: 'Ada', email: 'ada@x.io', totalPoints },
      null,
    ),
  });
  const attendeeRemoved = {
    sets: { ...SEAT_FREED.sets, ...removal(120) },
    increments: SEAT_FREED.increments,
  };

  it.each([
    [
      'an attendee frees the seat, leaves the boards, the index and the reps, and takes their points off the team',
      ATTENDEE,
      attendeeRemoved,
    ],
    [
      'an attendee without a public id yet has no board entries to remove',
      { uid: 'u1', eventId: 'summit', customerId: 'acme', teamName: 'AGILE' },
      {
        sets: {
          ...PROFILE_GONE,
          'companies/acme/seatClaims/u1': null,
          'audit/events/summit/id1': audit(
            'user.remove',
            'ka',
            { name: '', email: '', totalPoints: 120 },
            null,
          ),
        },
        increments: SEAT_FREED.increments,
      },
    ],
    [
      'an organiser’s own profile took no seat; in person by default',
      { ...ATTENDEE, attendance: undefined, takesSeat: false },
      {
        sets: {
          ...PROFILE_GONE,
          ...PUBLIC_ID_GONE,
          'leaderboards/summit/all/p-ada': null,
          'leaderboards/summit/in_person/p-ada': null,
          ...removal(120),
        },
        increments: {},
      },
    ],
    [
      'an attendee promoted to organiser still gives back the seat and the points registration gave',
      { ...ATTENDEE, isAdmin: true, takesSeat: true },
      attendeeRemoved,
    ],
  ] as const)('%s', (_name, user, writes) => {
    expect(planRemoveUser('ka', user, 120, ACTOR, ids())).toStrictEqual({
      ok: true,
      value: { removed: 'ka' },
      writes,
    });
  });
});

describe('planRemoveUser and the reps’ leads', () => {
  it('takes the attendee’s details off every lead of a booth they visited; the visits stay', () => {
    const plan = planRemoveUser('ka', ATTENDEE, 120, ACTOR, ids(), ['p-rex', 'p-rita']);
    expect(plan.ok && plan.writes.sets).toMatchObject({
      'boothLeads/summit/p-rex/p-ada/contact': null,
      'boothLeads/summit/p-rita/p-ada/contact': null,
    });
    expect(
      Object.keys(plan.ok ? plan.writes.sets : {}).filter((path) => path.startsWith('boothLeads/')),
    ).toHaveLength(2);
  });

  it('an attendee without a public id yet has no lead to leave', () => {
    const plan = planRemoveUser(
      'ka',
      { uid: 'u1', eventId: 'summit', customerId: 'acme', teamName: 'AGILE' },
      0,
      ACTOR,
      ids(),
      ['p-rex'],
    );
    expect(
      Object.keys(plan.ok ? plan.writes.sets : {}).some((path) => path.startsWith('boothLeads/')),
    ).toBe(false);
  });
});

describe('planSeatRelease', () => {
  it('gives the seat back as a removal does, with the approval, audited under the company', () => {
    expect(planSeatRelease('ka', ATTENDEE, 120, ACTOR, ids())).toStrictEqual({
      ok: true,
      value: { released: 'ka' },
      writes: {
        sets: {
          ...SEAT_FREED.sets,
          'applications/acme/u1': null,
          'audit/companies/acme/id1': audit(
            'seat.release',
            'ka',
            { name: 'Ada', email: 'ada@x.io', eventId: 'summit', totalPoints: 120 },
            null,
          ),
        },
        increments: SEAT_FREED.increments,
      },
    });
  });

  it.each([
    ['no profile (released already)', null],
    ['an organiser’s own profile, which took no seat', { ...ATTENDEE, takesSeat: false }],
  ] as const)('refuses %s, only letting the release turn go', (_name, user) => {
    expect(planSeatRelease('ka', user, 0, ACTOR, ids())).toStrictEqual({
      ok: false,
      error: 'not-found',
      detail: 'seat',
      writes: { sets: { 'users/ka/releasing': null }, increments: {} },
    });
  });
});

describe('takeSeatTurn', () => {
  it('takes a free turn, or one that ran out, for 30 s', () => {
    for (const held of [null, 1_000])
      expect(takeSeatTurn(held, 1_000)).toStrictEqual({
        ok: true,
        value: true,
        writes: NOTHING,
        next: 31_000,
      });
  });
  it('refuses a turn another release holds as the seat not found, without waiting', () => {
    expect(takeSeatTurn(1_001, 1_000)).toStrictEqual({
      ok: false,
      error: 'not-found',
      detail: 'seat',
      writes: NOTHING,
    });
  });
});

describe('a removal’s turn', () => {
  it('refuses a turn another holds as the user not found', () => {
    expect(takeSeatTurn(1_001, 1_000, 'user')).toMatchObject({
      ok: false,
      error: 'not-found',
      detail: 'user',
    });
  });
  it('finding no profile in its turn, refuses and lets the turn go', () => {
    expect(refuseGoneUser('ka')).toStrictEqual({
      ok: false,
      error: 'not-found',
      detail: 'user',
      writes: { sets: { 'users/ka/releasing': null }, increments: {} },
    });
  });
  it('failing after it took the turn, lets it go', () => {
    expect(planTurnLetGo('ka')).toStrictEqual({
      ok: true,
      value: true,
      writes: { sets: { 'users/ka/releasing': null }, increments: {} },
    });
  });
});

describe('decideSeatReach', () => {
  const none = { all: false, events: new Set<string>(), customers: new Set<string>() };
  const acme = { ...none, customers: new Set(['acme']) };
  it.each([
    ['the deployment’s organiser, any company', { ...none, all: true }, 'globex'],
    ['the company’s organiser', acme, 'acme'],
  ])('lets %s release', (_name, scope, customerId) => {
    expect(decideSeatReach(scope, customerId)).toStrictEqual({
      ok: true,
      value: true,
      writes: NOTHING,
    });
  });
  it.each([
    ['another company’s organiser', acme, 'globex'],
    ['another company’s organiser, of a key with no profile', acme, null],
    ['an event’s organiser', { ...none, events: new Set(['summit']) }, 'acme'],
    ['someone who organises nothing', none, 'acme'],
    ['someone who organises nothing, of a key with no profile', none, null],
  ])('tells %s only that organisers do this', (_name, scope, customerId) => {
    expect(decideSeatReach(scope, customerId)).toStrictEqual({
      ok: false,
      error: 'not-admin',
      writes: NOTHING,
    });
  });
  it('tells the deployment’s organiser a key with no profile has no seat', () => {
    expect(decideSeatReach({ ...none, all: true }, null)).toMatchObject({
      ok: false,
      error: 'not-found',
      detail: 'seat',
    });
  });
});

describe('refuseGoneSeat', () => {
  const none = { all: false, events: new Set<string>(), customers: new Set<string>() };
  it.each([
    ['the deployment’s organiser', { ...none, all: true }],
    ['an event’s organiser', { ...none, events: new Set(['summit']) }],
    ['a company’s organiser', { ...none, customers: new Set(['acme']) }],
  ])('tells %s the seat is not found', (_name, scope) => {
    expect(refuseGoneSeat(scope)).toMatchObject({ ok: false, error: 'not-found', detail: 'seat' });
  });
  it('tells anyone else only that organisers do this', () => {
    expect(refuseGoneSeat(none)).toMatchObject({ ok: false, error: 'not-admin' });
  });
});

describe('planRemoveUser with what the person left', () => {
  it('moves the ledger under a random id, and the audit keeps that id and the name, not the email', () => {
    const ledger = { e1: { points: 120, reason: 'seed', at: 1, by: 'system' } };
    const plan = planRemoveUser('ka', ATTENDEE, 120, ACTOR, ids(), [], {
      ...NO_TRACES,
      ledger,
    });
    expect(plan.writes.sets).toMatchObject({
      'ledger/ka': null,
      'ledger/gone-id1/e1': ledger.e1,
      'audit/events/summit/id2': audit(
        'user.remove',
        'gone-id1',
        { name: 'Ada', totalPoints: 120 },
        null,
      ),
    });
    expect(JSON.stringify(plan.writes)).not.toContain('ada@x.io');
  });
});

describe('planDeleteOwnAccount', () => {
  it('takes what a removal takes, moves the ledger, and keeps no audit of the person', () => {
    const ledger = { e1: { points: 120, reason: 'seed', at: 1, by: 'system' } };
    const plan = planDeleteOwnAccount(
      'ka',
      ATTENDEE,
      120,
      ['p-rex'],
      { ...NO_TRACES, ledger },
      ids(),
    );
    expect(plan).toMatchObject({ ok: true, value: { deleted: true } });
    expect(plan.writes.sets).toMatchObject({
      ...SEAT_FREED.sets,
      'boothLeads/summit/p-rex/p-ada/contact': null,
      'ledger/ka': null,
      'ledger/gone-id1/e1': ledger.e1,
    });
    expect(plan.writes.increments).toEqual(SEAT_FREED.increments);
    expect(Object.keys(plan.writes.sets).some((path) => path.startsWith('audit/'))).toBe(false);
  });
});
