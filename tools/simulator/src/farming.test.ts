import { describe, expect, it } from 'vitest';
import { checkRing, type Farming, farmingOf } from './farming.ts';
import type { CheckedEntry, SimUser, Snapshot } from './snapshot.ts';

const user = (isAdmin = false): SimUser => ({
  metadata: { publicId: 'p', eventId: 'e', customerId: 'c', teamName: 'AGILE', isAdmin },
});
const entries = (...list: CheckedEntry[]) =>
  Object.fromEntries(list.map((entry, i) => [`l${i}`, entry]));
const paid = (points: number, full?: number): CheckedEntry => ({
  points,
  reason: 'qr-connection',
  ...(full === undefined ? {} : { full }),
});

const snapshotOf = (users: Record<string, SimUser>, ledger: Snapshot['ledger']): Snapshot =>
  ({ users, ledger }) as unknown as Snapshot;

describe('farmingOf', () => {
  it("sets the ring against the honest top 10, each against what today's rule pays", () => {
    const honest = Array.from({ length: 12 }, (_, i) => `h${i}`);
    const users = Object.fromEntries([
      ...honest.map((key) => [key, user()]),
      ['r1', user()],
      ['r2', user()],
      ['admin', user(true)],
    ]);
    const ledger: Snapshot['ledger'] = {
      ...Object.fromEntries(honest.map((key, i) => [key, entries(paid(10 * (i + 1)))])),
      h11: entries(paid(120), paid(2, 10), { points: -50, reason: 'buy-x', kind: 'purchase' }),
      r1: entries(paid(10), paid(2, 10), paid(0, 20)),
      r2: entries(paid(5, 20)),
      admin: entries(paid(1_000)),
    };
    expect(farmingOf(snapshotOf(users, ledger), new Set(['r1', 'r2']))).toEqual({
      ring: { members: 2, points: 17, full: 60, best: 12, mean: 8.5 },
      honest: {
        attendees: 12,
        points: 782,
        full: 790,
        top10: { tenth: 30, mean: 75.2, best: 122 },
      },
    });
  });

  it('counts an empty ring as nothing', () => {
    expect(farmingOf(snapshotOf({ h: user() }, {}), new Set()).ring).toEqual({
      members: 0,
      points: 0,
      full: 0,
      best: 0,
      mean: 0,
    });
  });
});

describe('checkRing', () => {
  const farming = (best: number, points: number, top10Mean: number): Farming => ({
    ring: { members: 10, points, full: points, best, mean: points / 10 },
    honest: {
      attendees: 190,
      points: 10_000,
      full: 10_000,
      top10: { tenth: top10Mean - 50, mean: top10Mean, best: top10Mean + 100 },
    },
  });

  it.each([
    ['best below the honest top-10 mean, total below theirs', 300, 2_000, 320, []],
    ['best equal to the mean', 320, 2_000, 320, []],
    [
      'best above the mean',
      440,
      2_458,
      415,
      ["the ring's best member earned 440, above the honest top 10's mean of 415"],
    ],
    [
      'total not below the honest top 10s',
      300,
      3_200,
      320,
      ["the ring of 10 earned 3,200, not below the honest top 10's 3,200"],
    ],
  ] as [string, number, number, number, string[]][])(
    '%s',
    (_name, best, points, mean, violations) => {
      const [check] = checkRing(farming(best, points, mean));
      expect(check?.violations).toEqual(violations);
    },
  );

  it('is no check without a ring', () => {
    expect(
      checkRing({ ...farming(0, 0, 100), ring: { ...farming(0, 0, 100).ring, members: 0 } }),
    ).toEqual([]);
  });
});
