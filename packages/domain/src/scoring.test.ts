import { describe, expect, it } from 'vitest';
import { minuteKey } from './activity.ts';
import { type Award, type AwardProfile, addAward } from './awards.ts';
import { bob } from './pairing-fixtures.ts';
import { PARTNER_RULE } from './partner-awards.ts';
import { WriteSet } from './plan.ts';
import { MAX_LEVEL } from './points.ts';
import {
  type Attendee,
  decideCompletion,
  decideConnection,
  decideLevelUpClaim,
  notifyConnection,
  pairId,
  withFollowUps,
} from './scoring.ts';
import { node, SERVER_TIME } from './store/node.ts';

const NOW = 1_700_000_000_000;
const context = () => {
  let n = 0;
  return { now: NOW, random: () => 0, newId: () => `id${++n}` };
};
const NOTHING = { sets: {}, increments: {} };

type Side = Attendee & {
  readonly profile: { readonly name: string; readonly color: string };
  readonly notifications: readonly string[];
};
const ada: Side = {
  key: 'ka',
  profile: { eventId: 'summit', teamName: 'AGILE', name: 'Ada', publicId: 'p-ada', color: 'red' },
  notifications: [],
};
const rep: Side = {
  key: 'kr',
  profile: {
    eventId: 'summit',
    teamName: 'MODERN',
    isRep: true,
    name: 'Rex',
    publicId: 'p-rep',
    color: 'teal',
  },
  notifications: [],
};
const rita: Side = {
  key: 'kt',
  profile: { ...rep.profile, name: 'Rita', publicId: 'p-rita', color: 'amber' },
  notifications: [],
};

/**
 * The writes of these awards made in this order (awards.test.ts spells an award's writes out), so
 * a rule's table says which awards it makes: to whom, how many points, why, which counters.
 */
const awards = (...list: [AwardProfile, Award][]): WriteSet => {
  const ctx = context();
  const into = new WriteSet();
  for (const [profile, award] of list) addAward(into, profile, award, ctx);
  return into;
};

describe('pairId', () => {
  it('names a pair the same whichever side scans', () => {
    expect(pairId('ka', 'kb')).toBe('ka~kb');
    expect(pairId('kb', 'ka')).toBe('ka~kb');
  });
});

describe('decideConnection', () => {
  /** An award of the connection: to whom, how many points, why; both count a networker badge. */
  const paid = (attendee: Attendee, points: number, reason: string): [AwardProfile, Award] => [
    attendee.profile,
    { key: attendee.key, points, reason, by: 'system', counters: { super_networker: 1 } },
  ];
  const booth = { 'booths/summit/p-rep/visits': 1 };
  /** The rep's lead (the organiser console's booth visits): Ada, who names no company. */
  // The organisers' lead, the rep's own (the visit only) and the question put to the visitor.
  const adaLead = {
    'leads/summit/p-rep/p-ada': { name: 'Ada', company: '', at: SERVER_TIME },
    'boothLeads/summit/p-rep/p-ada': { at: SERVER_TIME },
    'users/ka/leadConsents/p-rep': { rep: 'Rex', sponsor: '', at: SERVER_TIME },
  };

  it.each([
    [
      'another attendee: both are paid once, each on their own boards',
      ada,
      bob,
      {
        awarded: 10,
        paid: { connection: 10, completion: 0, bingo: 0 },
        partnerAwarded: 10,
        partnerPaid: { connection: 10, completion: 0, bingo: 0 },
        partner: { name: 'Bob', color: 'blue' },
        boothVisit: false,
      },
      awards(paid(ada, 10, 'qr-connection'), paid(bob, 10, 'qr-connection')),
      {},
      {},
    ],
    [
      "a sponsor representative: the visit counts for the rep's booth and the booth points go to the scanner",
      ada,
      rep,
      {
        awarded: 30,
        paid: { connection: 30, completion: 0, bingo: 0 },
        partnerAwarded: 10,
        partnerPaid: { connection: 10, completion: 0, bingo: 0 },
        partner: { name: 'Rex', color: 'teal' },
        boothVisit: true,
      },
      awards(paid(ada, 30, 'booth-visit'), paid(rep, 10, 'qr-connection')),
      adaLead,
      booth,
    ],
    [
      'an attendee, by the representative: still a visit of the booth, the booth points to the visitor',
      rep,
      ada,
      {
        awarded: 10,
        paid: { connection: 10, completion: 0, bingo: 0 },
        partnerAwarded: 30,
        partnerPaid: { connection: 30, completion: 0, bingo: 0 },
        partner: { name: 'Ada', color: 'red' },
        boothVisit: true,
      },
      awards(paid(rep, 10, 'qr-connection'), paid(ada, 30, 'booth-visit')),
      adaLead,
      booth,
    ],
    [
      'another representative: two reps meeting is no booth visit',
      rep,
      rita,
      {
        awarded: 10,
        paid: { connection: 10, completion: 0, bingo: 0 },
        partnerAwarded: 10,
        partnerPaid: { connection: 10, completion: 0, bingo: 0 },
        partner: { name: 'Rita', color: 'amber' },
        boothVisit: false,
      },
      awards(paid(rep, 10, 'qr-connection'), paid(rita, 10, 'qr-connection')),
      {},
      {},
    ],
  ])('scanning %s', (_name, me, other, value, writes, notes, visits) => {
    for (const [path, note] of Object.entries(notes)) writes.set(node(path), note);
    for (const [path, by] of Object.entries(visits)) writes.increment(node(path), by);
    // Every connection counts in this minute of the live overview.
    writes.increment(node(`activity/summit/${minuteKey(NOW)}/connections`), 1);
    expect(decideConnection(null, me, other, context())).toStrictEqual({
      ok: true,
      value,
      next: NOW,
      writes: writes.writes(),
    });
  });

  it('a connection is two awards: the ledger entries and the shared counters, spelled out', () => {
    const plan = decideConnection(null, ada, rep, context());
    expect(plan.writes.sets['ledger/ka/id1']).toStrictEqual({
      points: 30,
      reason: 'booth-visit',
      at: SERVER_TIME,
      by: 'system',
    });
    expect(plan.writes.sets['ledger/kr/id2']).toStrictEqual({
      points: 10,
      reason: 'qr-connection',
      at: SERVER_TIME,
      by: 'system',
    });
    expect(plan.writes.increments).toMatchObject({
      'users/ka/games/act04/totalPoints': 30,
      'users/kr/games/act04/totalPoints': 10,
      'events/summit/badges/coins': 40,
      'events/summit/badges/super_networker': 2,
      'users/ka/badges/super_networker': 1,
      'users/kr/badges/super_networker': 1,
      'booths/summit/p-rep/visits': 1,
    });
  });

  it.each([
    [ada, bob],
    [ada, rep],
    [bob, ada],
  ])('a pair already claimed pays nothing, tells nobody and claims nothing (%#)', (me, other) => {
    expect(decideConnection(NOW - 1, me, other, context())).toStrictEqual({
      ok: false,
      error: 'already-connected',
      writes: NOTHING,
    });
  });
});

describe('decideConnection under the partner rule', () => {
  const closed = { rate: PARTNER_RULE.closedRate, why: 'closed-pair' } as const;
  const capped = { rate: 0, why: 'hourly-cap' } as const;
  const decided = decideConnection(null, ada, bob, context(), { me: closed, other: capped });

  it('pays each side its share, in whole points, and tells the caller what they got', () => {
    expect(decided).toMatchObject({
      ok: true,
      value: { awarded: 2, paid: { connection: 2 }, partnerAwarded: 0 },
      next: NOW,
    });
  });

  it('keeps in the ledger what each award would have paid in full', () => {
    expect(decided.writes.sets).toMatchObject({
      'ledger/ka/id1': { points: 2, full: 10, reason: 'qr-connection' },
      'ledger/kb/id2': { points: 0, full: 10, reason: 'qr-connection' },
    });
  });

  it('moves no board for a side paid nothing', () => {
    expect(decided.writes.increments['leaderboards/summit/all/p-ada/score']).toBe(2);
    expect(Object.keys(decided.writes.sets).some((path) => path.includes('p-bob'))).toBe(false);
  });
});

describe('withFollowUps', () => {
  const connection = {
    awarded: 30,
    paid: { connection: 30, completion: 0, bingo: 0 },
    partnerAwarded: 10,
    partnerPaid: { connection: 10, completion: 0, bingo: 0 },
    partner: { name: 'Rex', color: 'teal' },
    boothVisit: true,
  };
  it.each([
    ['nothing more', { completion: 0, bingo: 0 }, { completion: 0, bingo: 0 }, 30, 10],
    [
      'both complete QR networking',
      { completion: 25, bingo: 0 },
      { completion: 25, bingo: 0 },
      55,
      35,
    ],
    [
      'my bingo line and card',
      { completion: 0, bingo: 125 },
      { completion: 25, bingo: 0 },
      155,
      35,
    ],
  ])('%s: each side is told every point the call paid it', (_name, mine, theirs, me, partner) => {
    const result = withFollowUps(connection, mine, theirs);
    expect(result).toEqual({
      ...connection,
      awarded: me,
      paid: { connection: 30, ...mine },
      partnerAwarded: partner,
      partnerPaid: { connection: 10, ...theirs },
    });
  });
});

describe('notifyConnection', () => {
  const first = {
    awarded: 35,
    paid: { connection: 10, completion: 25, bingo: 0 },
    partnerAwarded: 45,
    partnerPaid: { connection: 30, completion: 0, bingo: 15 },
    partner: { name: 'Rex', color: 'teal' },
    boothVisit: true,
  };

  it('tells each side every point it was paid, and what for, once everything is paid', () => {
    expect(notifyConnection(first, { ...rep, notifications: [] }, ada, context())).toStrictEqual({
      ok: true,
      value: first,
      writes: new WriteSet()
        .set(node('users/kr/notifications/id1'), {
          kind: 'award',
          text: '+35 points: you connected with Ada (10 for connecting, 25 for completing QR networking)',
          message: 'connected',
          params: { partner: 'Ada', connection: 10, completion: 25, bingo: 0 },
          points: 35,
          at: SERVER_TIME,
        })
        .set(node('users/ka/notifications/id2'), {
          kind: 'award',
          text: '+45 points: you connected with Rex (30 for the booth visit, 15 for bingo)',
          message: 'boothVisit',
          params: { partner: 'Rex', connection: 30, completion: 0, bingo: 15 },
          points: 45,
          at: SERVER_TIME,
        })
        .writes(),
    });
  });

  it('tells a side paid nothing without a number', () => {
    const none = { ...first, boothVisit: false, partnerAwarded: 0 };
    const unpaid = { ...none, partnerPaid: { connection: 0, completion: 0, bingo: 0 } };
    expect(notifyConnection(unpaid, ada, bob, context()).writes.sets).toMatchObject({
      'users/kb/notifications/id2': { kind: 'award', text: 'You connected with Ada' },
    });
  });

  it('an inbox at its cap loses its oldest notification in the same update', () => {
    const full = Array.from({ length: 50 }, (_, i) => `n${String(i).padStart(2, '0')}`);
    const plan = notifyConnection(first, ada, { ...bob, notifications: full }, context());
    expect(plan.writes.sets['users/kb/notifications/n00']).toBeNull();
    expect(
      Object.keys(plan.writes.sets).filter((path) => path.includes('/notifications/')),
    ).toEqual([
      'users/ka/notifications/id1',
      'users/kb/notifications/n00',
      'users/kb/notifications/id2',
    ]);
  });
});

describe('decideCompletion', () => {
  it.each([
    ['act01', 100],
    ['act02', 50],
    ['act03', 30],
    ['act05', 40],
    ['act06', 25],
  ] as const)(
    'completing %s pays %i once, with a kool badge, and claims isComplete',
    (code, points) => {
      for (const isComplete of [null, false]) {
        expect(decideCompletion(isComplete, bob, code, context())).toStrictEqual({
          ok: true,
          value: { awarded: points, alreadyComplete: false },
          next: true,
          writes: awards([
            bob.profile,
            {
              key: 'kb',
              points,
              reason: `complete-${code}`,
              by: 'system',
              counters: { kool_badge: 1, issued_badges: 1 },
            },
          ])
            .set(node(`users/kb/games/${code}/code`), code)
            .writes(),
        });
      }
    },
  );

  it('a game already complete answers so, pays nothing and leaves the flag alone', () => {
    expect(decideCompletion(true, bob, 'act01', context())).toStrictEqual({
      ok: true,
      value: { awarded: 0, alreadyComplete: true },
      writes: NOTHING,
    });
  });
});

describe('decideLevelUpClaim', () => {
  it.each([
    [null, 100, { ok: true, value: { level: 1 }, next: 1, writes: NOTHING }],
    [0, 100, { ok: true, value: { level: 1 }, next: 1, writes: NOTHING }],
    [1, 5_000, { ok: true, value: { level: 2 }, next: 2, writes: NOTHING }],
    [
      MAX_LEVEL - 1,
      2_000,
      { ok: true, value: { level: MAX_LEVEL }, next: MAX_LEVEL, writes: NOTHING },
    ],
    [null, 99, { ok: false, error: 'level-up-short', writes: NOTHING }],
    [1, 249, { ok: false, error: 'level-up-short', writes: NOTHING }],
    [MAX_LEVEL, 1_000_000, { ok: false, error: 'illegal-transition', writes: NOTHING }],
  ])('level %j with %i points -> %j', (level, points, expected) => {
    expect(decideLevelUpClaim(level, points)).toStrictEqual(expected);
  });
});
