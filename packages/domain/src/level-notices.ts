import { noticeText, told } from './notice-words.ts';
import { notify } from './notifications.ts';
import { type Accepted, accept, type Context, WriteSet, type Writes } from './plan.ts';
import { LEVEL_THRESHOLDS, levelForPoints } from './points.ts';
import { userNodes } from './store/users.ts';

/*
 * An award that takes an attendee's points to a new level's threshold tells them, once per level.
 * An award pays by a server increment, so its plan does not know the total it lands on (another
 * award may land at the same time): the committer follows every plan that paid an award with
 * decideLevelNotices, in a transaction on the highest level told, against the total read after
 * the award. Each award path gets it, and each level is told once however awards interleave.
 */

/** A level notice's words: the level the points reached, and how to take it (levels go one at a time). */
export const levelNoticeText = (level: number): string =>
  noticeText({ message: 'level', params: { level } });

const paidPoints = (entry: unknown): number => {
  if (typeof entry !== 'object' || entry === null || 'kind' in entry) return 0;
  const points = 'points' in entry ? entry.points : undefined;
  return typeof points === 'number' && points > 0 ? points : 0;
};

/**
 * Whom a plan's writes paid an award, and how many points in all: each award writes a ledger entry
 * that paid points (addAward); a purchase's charge and a void are entries of a kind of their own.
 */
export const awardsPaid = (writes: Writes): ReadonlyMap<string, number> => {
  const paid = new Map<string, number>();
  for (const [path, value] of Object.entries(writes.sets)) {
    const [, key, entryId, below] = path.split('/');
    if (key === undefined || entryId === undefined || below !== undefined) continue;
    if (path !== userNodes.ledgerEntry(key, entryId)) continue;
    const points = paidPoints(value);
    if (points > 0) paid.set(key, (paid.get(key) ?? 0) + points);
  }
  return paid;
};

/**
 * The event whose awards the writes paid, where they paid one event's only (an award moves its
 * event's coin counter, addAward; every award path pays within one event), so the committer reads
 * that event's levels beside the totals instead of after them; null where it cannot tell.
 */
export const awardEvent = (writes: Writes): string | null => {
  const events = new Set<string>();
  for (const path of Object.keys(writes.increments)) {
    const [root, eventId, badges, counter] = path.split('/');
    if (root === 'events' && eventId !== undefined && badges === 'badges' && counter === 'coins')
      events.add(eventId);
  }
  const [only, ...more] = events;
  return only !== undefined && more.length === 0 ? only : null;
};

/** What the level notices of one attendee are decided on, read after their award was paid. */
export type LevelRead = {
  readonly key: string;
  /** The level the attendee holds (metadata.level): told of, where nothing was told yet. */
  readonly level: number;
  /** The running total, read after the award's commit. */
  readonly total: number;
  /** The attendee's notification ids, for the cap. */
  readonly notifications: readonly string[];
};

/**
 * Decided in a transaction on the highest level told (`noticed`): a notice for each level the
 * total reaches above it, oldest first, and that level stored as told. Nothing new reached (or a
 * void took the total back under a level told) tells nothing and leaves the mark as it is, so a
 * level is never told twice.
 */
export const decideLevelNotices = (
  noticed: number | null,
  read: LevelRead,
  ctx: Pick<Context, 'newId'>,
  /** The event's level thresholds (scoring-table.ts). */
  thresholds: readonly number[] = LEVEL_THRESHOLDS,
): Accepted<{ readonly levels: readonly number[] }> & { readonly next?: number } => {
  const toldUpTo = noticed ?? read.level;
  const reached = levelForPoints(read.total, thresholds);
  if (reached <= toldUpTo) return accept({ levels: [] });
  const writes = new WriteSet();
  const levels: number[] = [];
  let ids = read.notifications;
  for (let level = toldUpTo + 1; level <= reached; level += 1) {
    ids = notify(writes, read.key, ids, told({ message: 'level', params: { level } }), ctx);
    levels.push(level);
  }
  return { ...accept({ levels }, writes), next: reached };
};
