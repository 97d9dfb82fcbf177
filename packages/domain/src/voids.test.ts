import { describe, expect, it } from 'vitest';
import type { AwardProfile } from './awards.ts';
import { ACTOR, audit, ids, NOTHING } from './console-fixtures.ts';
import { SERVER_TIME } from './store/node.ts';
import type { LedgerEntry } from './store/users.ts';
import type { Balance } from './store/users-play.ts';
import { decideVoidAwards, voidableAwards } from './voids.ts';

const profile: AwardProfile = {
  eventId: 'summit',
  teamName: 'AGILE',
  name: 'Ada',
  publicId: 'p-ada',
};
const entry = (points: number, reason: string, more: Partial<LedgerEntry> = {}): LedgerEntry => ({
  points,
  reason,
  at: 1,
  by: 'system',
  ...more,
});
/** Ada's ledger: two awards, a bonus, a purchase, a deduction; she spent 30 of her 165. */
const LEDGER: Readonly<Record<string, LedgerEntry>> = {
  e1: entry(10, 'qr-connection'),
  e2: entry(15, 'small-talk'),
  e3: entry(100, 'admin: stage quiz', { by: 'org-2' }),
  e4: entry(-30, 'buy-mug', { kind: 'purchase' }),
  e5: entry(-10, 'admin: typo', { by: 'org-2' }),
  e6: entry(50, 'complete-act05'),
};
const BALANCE: Balance = { code: 'act04', totalPoints: 165, spentPoints: 30 };
const user = { key: 'ka', level: 1, notifications: ['n1'], profile };
const change = { ...ACTOR, reason: 'ring of 6' };
const voidEntry = (points: number, voids: string) => ({
  points,
  reason: 'void: ring of 6',
  at: SERVER_TIME,
  by: 'org-1',
  kind: 'void',
  voids,
});

describe('voidableAwards', () => {
  it('takes every entry that gave points, oldest first, and no charge, deduction or void', () => {
    expect(voidableAwards(LEDGER, undefined).map((award) => award.id)).toStrictEqual([
      'e1',
      'e2',
      'e3',
      'e6',
    ]);
    expect(voidableAwards({ ...LEDGER, v1: entry(-10, 'void: x', { kind: 'void' }) }, {})).toEqual(
      voidableAwards(LEDGER, {}),
    );
  });

  it('leaves out what was voided before, and finds nothing in no ledger', () => {
    expect(voidableAwards(LEDGER, { e1: true, e3: true }).map((a) => a.id)).toStrictEqual([
      'e2',
      'e6',
    ]);
    expect(voidableAwards(null, undefined)).toStrictEqual([]);
  });
});

describe('decideVoidAwards', () => {
  it('writes one negative entry per award and moves the total, boards, team and level together', () => {
    expect(decideVoidAwards(BALANCE, LEDGER, user, change, ids())).toStrictEqual({
      ok: true,
      value: { voided: 4, points: 175, totalPoints: -10, level: 0 },
      next: { ...BALANCE, totalPoints: -10, voided: { e1: true, e2: true, e3: true, e6: true } },
      writes: {
        sets: {
          'ledger/ka/id1': voidEntry(-10, 'e1'),
          'ledger/ka/id2': voidEntry(-15, 'e2'),
          'ledger/ka/id3': voidEntry(-100, 'e3'),
          'ledger/ka/id4': voidEntry(-50, 'e6'),
          'leaderboards/summit/all/p-ada/name': 'Ada',
          'leaderboards/summit/all/p-ada/teamName': 'AGILE',
          'leaderboards/summit/in_person/p-ada/name': 'Ada',
          'leaderboards/summit/in_person/p-ada/teamName': 'AGILE',
          'leaderboards/summit/teams/AGILE/name': 'AGILE',
          'users/ka/metadata/level': 0,
          'users/ka/notifications/id5': {
            kind: 'award',
            text: 'The organisers voided 175 of your points from 4 awards: ring of 6',
            message: 'awardsVoided',
            params: { points: 175, awards: 4, reason: 'ring of 6' },
            at: SERVER_TIME,
          },
          'audit/events/summit/id6': audit(
            'awards.void',
            'ka',
            { totalPoints: 165, level: 1 },
            { totalPoints: -10, level: 0, voided: 4, points: 175, reason: 'ring of 6' },
          ),
        },
        increments: {
          'leaderboards/summit/all/p-ada/score': -175,
          'leaderboards/summit/in_person/p-ada/score': -175,
          'leaderboards/summit/teams/AGILE/score': -175,
        },
      },
    });
  });

  it('keeps every total the sum of its ledger, spent points spent: a debt, not a refund', () => {
    const plan = decideVoidAwards(BALANCE, LEDGER, user, change, ids());
    if (!plan.ok) throw new Error(plan.error);
    const voids = Object.entries(plan.writes.sets)
      .filter(([path]) => path.startsWith('ledger/ka/'))
      .map(([, written]) => written as LedgerEntry);
    const earned = [...Object.values(LEDGER), ...voids]
      .filter((e) => e.kind !== 'purchase')
      .reduce((sum, e) => sum + e.points, 0);
    expect(plan.next).toMatchObject({ totalPoints: earned, spentPoints: 30 });
    expect(plan.value.totalPoints - 30).toBe(-40);
  });

  it('voids only what is new after an earlier void, and says so to the attendee', () => {
    const balance: Balance = {
      ...BALANCE,
      totalPoints: 50,
      voided: { e1: true, e2: true, e3: true },
    };
    const plan = decideVoidAwards(balance, LEDGER, { ...user, level: 0 }, change, ids());
    expect(plan).toMatchObject({
      ok: true,
      value: { voided: 1, points: 50, totalPoints: 0, level: 0 },
      next: { voided: { e1: true, e2: true, e3: true, e6: true } },
    });
    expect(plan.writes.sets['users/ka/notifications/id2']).toMatchObject({
      text: 'The organisers voided 50 of your points from 1 award: ring of 6',
    });
    expect(plan.writes.sets).not.toHaveProperty(['users/ka/metadata/level']);
  });

  it('a second void of the same awards (a retry, or two organisers at once) is refused', () => {
    const first = decideVoidAwards(BALANCE, LEDGER, user, change, ids());
    const second = decideVoidAwards(first.next as Balance, LEDGER, user, change, ids());
    expect(second).toStrictEqual({ ok: false, error: 'nothing-to-void', writes: NOTHING });
  });

  it('refuses an attendee with no awards, and an organiser voiding their own', () => {
    expect(decideVoidAwards(null, null, user, change, ids())).toStrictEqual({
      ok: false,
      error: 'nothing-to-void',
      writes: NOTHING,
    });
    expect(decideVoidAwards(BALANCE, LEDGER, user, { ...change, by: 'ka' }, ids())).toStrictEqual({
      ok: false,
      error: 'not-admin',
      detail: 'an organiser does not void their own awards',
      writes: NOTHING,
    });
  });

  it('moves an online attendee’s online board, and no board of an organiser', () => {
    const online = decideVoidAwards(
      null,
      { e1: entry(10, 'qr-connection') },
      { key: 'ka', notifications: [], profile: { ...profile, attendance: 'online' } },
      change,
      ids(),
    );
    expect(online.writes.increments).toStrictEqual({
      'leaderboards/summit/all/p-ada/score': -10,
      'leaderboards/summit/online/p-ada/score': -10,
      'leaderboards/summit/teams/AGILE/score': -10,
    });
    expect(online).toMatchObject({ next: { totalPoints: -10, voided: { e1: true } } });
    const organiser = decideVoidAwards(
      BALANCE,
      LEDGER,
      { ...user, profile: { ...profile, isAdmin: true } },
      change,
      ids(),
    );
    expect(organiser.writes.increments).toStrictEqual({});
    expect(Object.keys(organiser.writes.sets).some((p) => p.startsWith('leaderboards/'))).toBe(
      false,
    );
  });
});
