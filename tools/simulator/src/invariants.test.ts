import type { TeamName } from '@engage/domain/colors';
import type { AttendanceMode } from '@engage/domain/constants';
import { saleIdFor } from '@engage/server/sale-id';
import { describe, expect, it } from 'vitest';
import { checkAll } from './invariants.ts';
import type { Ack } from './journal.ts';
import type { CheckedEntry, SimUser, Snapshot } from './snapshot.ts';

type Mutable<T> = { -readonly [K in keyof T]: Mutable<T[K]> };

const ANN_SALE = saleIdFor('ann', 'req-1');

/** A consistent world: ann and bob connected, talked and played; ann bought a mug; cat is new. */
const world = (): Mutable<Snapshot> => {
  const user = (publicId: string, teamName: TeamName, attendance: AttendanceMode): SimUser => ({
    metadata: { publicId, eventId: 'ev', customerId: 'co', teamName, attendance, level: 0 },
    games: { act04: { totalPoints: 0, spentPoints: 0 } },
  });
  const snapshot: Mutable<Snapshot> = {
    eventId: 'ev',
    customerId: 'co',
    company: { userLimit: 3, userCount: 3 },
    registrants: 3,
    users: {
      ann: user('pa', 'AGILE', 'in_person'),
      bob: user('pb', 'AGILE', 'online'),
      cat: user('pc', 'MODERN', 'in_person'),
      org: {
        metadata: {
          publicId: 'po',
          eventId: 'ev',
          customerId: 'other',
          teamName: 'MODERN',
          isAdmin: true,
          takesSeat: false,
        },
        games: { act04: { totalPoints: 5, spentPoints: 0 } },
      },
    },
    ledger: { org: { o1: { points: 5, reason: 'admin: thanks' } } },
    boards: { all: {}, in_person: {}, online: {}, teams: {} },
    pairs: { 'ann~bob': 1 },
    smallTalks: { 'ann~bob': 2 },
    rpsWins: { 'bob~ann': 3 },
    rooms: { r1: { players: { pa: { disconnected: false }, pb: { disconnected: false } } } },
    sales: { mug: { [ANN_SALE]: { qty: 1, cost: 50, at: 1 } } },
    desk: { [ANN_SALE]: { key: 'ann', requestId: 'req-1', cost: 50 } },
  };
  let id = 0;
  const award = (key: string, entry: CheckedEntry) => {
    id += 1;
    snapshot.ledger[key] = { ...snapshot.ledger[key], [`e${id}`]: entry };
    const user = snapshot.users[key];
    const balance = user?.games?.act04;
    if (user === undefined || balance === undefined) return;
    if (entry.kind === 'purchase') {
      balance.spentPoints = (balance.spentPoints ?? 0) - entry.points;
      return;
    }
    balance.totalPoints = (balance.totalPoints ?? 0) + entry.points;
    const { publicId, teamName, attendance } = user.metadata;
    for (const board of ['all', attendance === 'online' ? 'online' : 'in_person'] as const) {
      const scored = snapshot.boards[board];
      scored[publicId] = { score: (scored[publicId]?.score ?? 0) + entry.points };
    }
    const teams = snapshot.boards.teams;
    teams[teamName] = { score: (teams[teamName]?.score ?? 0) + entry.points };
  };
  for (const key of ['ann', 'bob']) {
    award(key, { points: 10, reason: 'qr-connection' });
    award(key, { points: 25, reason: 'complete-act06' });
    award(key, { points: 15, reason: 'small-talk' });
  }
  award('bob', { points: 20, reason: 'rps-win' });
  award('ann', { points: -50, reason: 'buy-mug', kind: 'purchase' });
  const annBalance = snapshot.users.ann?.games?.act04;
  if (annBalance !== undefined)
    annBalance.requests = { 'req-1': { prizeId: 'mug', qty: 1, cost: 50, at: 1, state: 'sold' } };
  return snapshot;
};

const acks: Ack[] = [
  { key: 'ann', reason: 'qr-connection', points: 10 },
  { key: 'bob', reason: 'rps-win', points: 20 },
  { key: 'ann', reason: 'buy-mug', points: -50, id: 'req-1' },
  { key: 'ann', reason: 'buy-mug', points: -50, id: 'req-1' },
];

const failures = (snapshot: Snapshot, acknowledged: readonly Ack[] = acks) =>
  checkAll(snapshot, acknowledged)
    .filter((check) => check.violations.length > 0)
    .map((check) => [check.name, check.violations]);

describe('invariants', () => {
  it('hold for a consistent world, and say what they looked at', () => {
    const checks = checkAll(world(), acks);
    expect(failures(world())).toEqual([]);
    expect(checks.map((check) => check.checked)).toEqual([
      '4 users, 9 ledger entries',
      '1 company (3 of 3 seats), 3 registrants',
      '4 board entries, 2 teams',
      '1 connections, 1 small talks, 1 match wins (3 claims)',
      '1 rooms left',
      '3 acknowledged actions',
      '4 users',
      '1 sold, 0 refunded, 0 pending purchases, 1 sales',
    ]);
  });

  it.each<[string, (s: Mutable<Snapshot>) => void, string, string]>([
    [
      'a total off its ledger',
      (s) => {
        const balance = s.users.ann?.games?.act04;
        if (balance) balance.totalPoints = 999;
      },
      'every total equals the sum of its ledger and no balance is negative but by a void',
      'ann: total 999, ledger earns 50',
    ],
    [
      'a charge missing from the ledger',
      (s) => {
        const balance = s.users.bob?.games?.act04;
        if (balance) balance.spentPoints = 30;
      },
      'every total equals the sum of its ledger and no balance is negative but by a void',
      'bob: spent 30, ledger charges 0',
    ],
    [
      'a company above its limit',
      (s) => {
        s.company.userLimit = 2;
      },
      'no company is above its limit and the registrant counters equal the users',
      'company co: 3 users, limit 2',
    ],
    [
      'a registrant counter off',
      (s) => {
        s.registrants = 4;
      },
      'no company is above its limit and the registrant counters equal the users',
      'event registrant counter 4, registered users 3',
    ],
    [
      'a board entry off its total',
      (s) => {
        s.boards.all.pa = { score: 1 };
      },
      'every board entry equals its user total and every team total the sum of its members',
      'all board, ann: score 1, total 50',
    ],
    [
      'an organiser on a board',
      (s) => {
        s.boards.all.po = { score: 5 };
      },
      'every board entry equals its user total and every team total the sum of its members',
      'all board: organiser org is on it',
    ],
    [
      'a team total off',
      (s) => {
        s.boards.teams.AGILE = { score: 3 };
      },
      'every board entry equals its user total and every team total the sum of its members',
      'team AGILE: score 3, members 120',
    ],
    [
      'a pair paid twice',
      (s) => {
        s.ledger.ann = { ...s.ledger.ann, again: { points: 10, reason: 'qr-connection' } };
        const balance = s.users.ann?.games?.act04;
        if (balance) balance.totalPoints = 60;
        s.boards.all.pa = { score: 60 };
        s.boards.in_person.pa = { score: 60 };
        s.boards.teams.AGILE = { score: 130 };
      },
      'no pair paid twice',
      'ann: 2 connection payouts, 1 pairs',
    ],
    [
      'a room left with a disconnected player',
      (s) => {
        s.rooms.r2 = { players: { pc: { disconnected: true } } };
      },
      'no room left with disconnected players after a cleanup',
      'room r2: 1 disconnected players',
    ],
    [
      'a level the points do not reach',
      (s) => {
        const meta = s.users.cat?.metadata;
        if (meta) meta.level = 1;
      },
      'no level above what the points reach',
      'cat: level 1, points allow 0',
    ],
    [
      'a sale no request paid for',
      (s) => {
        s.sales.mug = { ...s.sales.mug, unpaid: { qty: 1, cost: 50, at: 2 } };
      },
      'every sale has exactly one charge, and no purchase is pending after the sweep',
      'mug/unpaid: a sale no request paid for',
    ],
    [
      'a charge without its sale',
      (s) => {
        s.sales.mug = {};
      },
      'every sale has exactly one charge, and no purchase is pending after the sweep',
      'ann/req-1: charged 50, sale undefined',
    ],
    [
      'a refund of a purchase that was sold',
      (s) => {
        const request = s.users.ann?.games?.act04?.requests?.['req-1'];
        if (request) request.state = 'refunded';
      },
      'every sale has exactly one charge, and no purchase is pending after the sweep',
      `ann/req-1: refunded, but sold as ${ANN_SALE}`,
    ],
    [
      'a purchase left pending',
      (s) => {
        const request = s.users.ann?.games?.act04?.requests?.['req-1'];
        if (request) request.state = 'pending';
      },
      'every sale has exactly one charge, and no purchase is pending after the sweep',
      'ann/req-1: still pending after the sweep',
    ],
    [
      'a sold purchase missing from the desk',
      (s) => {
        s.desk = {};
      },
      'every sale has exactly one charge, and no purchase is pending after the sweep',
      'ann/req-1: desk record undefined',
    ],
    [
      'a negative balance no void made',
      (s) => {
        s.ledger.ann = { ...s.ledger.ann, cut: { points: -10, reason: 'admin: cut' } };
        const balance = s.users.ann?.games?.act04;
        if (balance) balance.totalPoints = 40;
      },
      'every total equals the sum of its ledger and no balance is negative but by a void',
      'ann: balance -10, voided 0',
    ],
  ])('catch %s', (_, corrupt, check, violation) => {
    const snapshot = world();
    corrupt(snapshot);
    expect(failures(snapshot)).toContainEqual([check, expect.arrayContaining([violation])]);
  });

  it('hold for an attendee whose awards were voided after she spent them: a debt of the void', () => {
    const snapshot = world();
    const voids = Object.entries(snapshot.ledger.ann ?? {})
      .filter(([, e]) => e.kind === undefined)
      .map(([id, e]) => [`void-${id}`, { points: -e.points, reason: 'void: ring', kind: 'void' }]);
    snapshot.ledger.ann = { ...snapshot.ledger.ann, ...Object.fromEntries(voids) };
    const balance = snapshot.users.ann?.games?.act04;
    if (balance) balance.totalPoints = 0;
    snapshot.boards.all.pa = { score: 0 };
    snapshot.boards.in_person.pa = { score: 0 };
    snapshot.boards.teams.AGILE = { score: 70 };
    expect(failures(snapshot)).toEqual([]);
    // One point deeper than the void is a broken balance.
    if (balance) balance.spentPoints = 51;
    expect(failures(snapshot)).toContainEqual([
      'every total equals the sum of its ledger and no balance is negative but by a void',
      expect.arrayContaining(['ann: balance -51, voided 50']),
    ]);
  });

  it('catch an acknowledged action missing from the ledger, counting retries of one request once', () => {
    const missing: Ack[] = [
      ...acks,
      { key: 'cat', reason: 'trivia-right', points: 10 },
      { key: 'ann', reason: 'buy-mug', points: -50, id: 'req-2' },
    ];
    expect(failures(world(), missing)).toEqual([
      [
        'every acknowledged action is in the ledger',
        [
          'ann buy-mug -50: acknowledged 2, in the ledger 1',
          'cat trivia-right 10: acknowledged 1, in the ledger 0',
        ],
      ],
    ]);
  });

  it('list at most ten violations, then how many more', () => {
    const snapshot = world();
    for (let i = 0; i < 15; i += 1)
      snapshot.rooms[`gone${i}`] = { players: { p: { disconnected: true } } };
    const [, violations] = failures(snapshot)[0] ?? [];
    expect(violations).toHaveLength(11);
    expect(violations?.at(-1)).toBe('... and 5 more');
  });
});
