import type { AttendanceMode } from '@engage/domain/constants';
import { type BadgeCounter, dbPaths } from '@engage/domain/paths';
import { ServerValue } from 'firebase-admin/database';
import type { Deps } from './deps.ts';
import type { Profile } from './users.ts';

/**
 * One award as database updates: the running total, the ledger entry (who, what, points, when),
 * the user's and the event's badge counters, and the three leaderboards it counts on (the event,
 * in-person or online, the team). All numbers move by server increments, so concurrent awards
 * never lose one another; the caller writes them in one multi-path update, so an award is all
 * there or not at all.
 */
export type Award = {
  readonly key: string;
  readonly points: number;
  readonly reason: string;
  readonly by: string;
  readonly counters?: Partial<Record<BadgeCounter, number>>;
};

/** Sets (ledger entries) and increments (everything counted), kept apart so increments can add up. */
export type AwardWrites = {
  readonly sets: Record<string, unknown>;
  readonly increments: Map<string, number>;
};

export const awardWrites = (
  deps: Deps,
  profile: Pick<Profile, 'eventId' | 'teamName' | 'name' | 'attendance'>,
  award: Award,
  into: AwardWrites = { sets: {}, increments: new Map() },
): AwardWrites => {
  const inc = (path: string, by: number) => {
    if (by !== 0) into.increments.set(path, (into.increments.get(path) ?? 0) + by);
  };
  const mode: AttendanceMode = profile.attendance ?? 'in_person';
  const ledgerId = deps.db.ref(dbPaths.ledger(award.key)).push().key ?? `${deps.now()}`;
  into.sets[dbPaths.ledgerEntry(award.key, ledgerId)] = {
    points: award.points,
    reason: award.reason,
    at: ServerValue.TIMESTAMP,
    by: award.by,
  };
  inc(dbPaths.userTotalPoints(award.key), award.points);
  inc(`${dbPaths.eventLeaderboardEntry(profile.eventId, award.key)}/score`, award.points);
  inc(`${dbPaths.leaderboardEntry(profile.eventId, mode, award.key)}/score`, award.points);
  inc(`${dbPaths.teamLeaderboardEntry(profile.eventId, profile.teamName)}/score`, award.points);
  const counters = { coins: Math.max(0, award.points), ...award.counters };
  for (const [counter, by] of Object.entries(counters) as [BadgeCounter, number][]) {
    inc(dbPaths.userBadge(award.key, counter), by);
    inc(dbPaths.eventBadge(profile.eventId, counter), by);
  }
  return into;
};

/**
 * Two awards to one team in one call add up: increments on the same path are summed first.
 * `alsoCount` adds counters that belong to the same event (a booth visit) to the same update.
 */
export const applyAwards = async (
  deps: Deps,
  awards: readonly { profile: Profile; award: Award }[],
  alsoCount: Readonly<Record<string, number>> = {},
): Promise<void> => {
  const writes: AwardWrites = { sets: {}, increments: new Map(Object.entries(alsoCount)) };
  for (const { profile, award } of awards) awardWrites(deps, profile, award, writes);
  const updates: Record<string, unknown> = { ...writes.sets };
  for (const [path, by] of writes.increments) updates[path] = ServerValue.increment(by);
  await deps.db.ref().update(updates);
};
