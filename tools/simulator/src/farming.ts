import type { Snapshot } from './snapshot.ts';

/**
 * What the partner rule (packages/domain/src/partner-awards.ts) did, read from the ledgers after
 * the run: the ring's points against the honest top 10's, and every account's points against what
 * today's rule (before the partner rule) would have paid, which the ledger keeps as `full` on an
 * award the rule cut. Purchases and organisers are left out.
 */
type Points = { readonly points: number; readonly full: number };

export type Farming = {
  readonly ring: Points & {
    readonly members: number;
    readonly best: number;
    readonly mean: number;
  };
  readonly honest: Points & {
    readonly attendees: number;
    /** The honest top 10 by points: the 10th, their mean and the best. */
    readonly top10: { readonly tenth: number; readonly mean: number; readonly best: number };
  };
};

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const mean = (values: readonly number[]) => (values.length === 0 ? 0 : sum(values) / values.length);

export const farmingOf = (snapshot: Snapshot, ring: ReadonlySet<string>): Farming => {
  const earned = (key: string): Points => {
    const entries = Object.values(snapshot.ledger[key] ?? {}).filter((e) => e.kind !== 'purchase');
    return {
      points: sum(entries.map((e) => e.points)),
      full: sum(entries.map((e) => e.full ?? e.points)),
    };
  };
  const people = Object.entries(snapshot.users)
    .filter(([, user]) => user.metadata.isAdmin !== true)
    .map(([key]) => ({ key, ...earned(key) }));
  const members = people.filter((p) => ring.has(p.key));
  const honest = people.filter((p) => !ring.has(p.key));
  const top10 = honest
    .map((p) => p.points)
    .sort((a, b) => b - a)
    .slice(0, 10);
  return {
    ring: {
      members: members.length,
      points: sum(members.map((p) => p.points)),
      full: sum(members.map((p) => p.full)),
      best: Math.max(0, ...members.map((p) => p.points)),
      mean: mean(members.map((p) => p.points)),
    },
    honest: {
      attendees: honest.length,
      points: sum(honest.map((p) => p.points)),
      full: sum(honest.map((p) => p.full)),
      top10: { tenth: top10[9] ?? 0, mean: mean(top10), best: top10[0] ?? 0 },
    },
  };
};
