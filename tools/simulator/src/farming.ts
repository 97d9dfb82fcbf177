import type { CheckResult } from './invariants.ts';
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

const n = (value: number) => Math.round(value).toLocaleString('en');

/**
 * Issue 20's target as a check of the run: a ring earns at most what an honest top-10 attendee
 * does. Its best member is at most the honest top 10's mean, and all its members together earn
 * less than the honest top 10 together. No ring, no check.
 */
export const checkRing = ({ ring, honest }: Farming): CheckResult[] => {
  if (ring.members === 0) return [];
  const top10Total = honest.top10.mean * Math.min(10, honest.attendees);
  const violations: string[] = [];
  if (ring.best > honest.top10.mean)
    violations.push(
      `the ring's best member earned ${n(ring.best)}, above the honest top 10's mean of ${n(honest.top10.mean)}`,
    );
  if (ring.points >= top10Total)
    violations.push(
      `the ring of ${n(ring.members)} earned ${n(ring.points)}, not below the honest top 10's ${n(top10Total)}`,
    );
  return [
    {
      name: 'a ring earns at most what an honest top-10 attendee does',
      checked: `ring of ${n(ring.members)}: best ${n(ring.best)}, ${n(ring.points)} in all; honest top 10: mean ${n(honest.top10.mean)}, ${n(top10Total)} in all`,
      violations,
    },
  ];
};
