import { LEADERBOARD_TOP_N } from './constants.ts';
import { accept, type Claim, claim, type Plan, WriteSet, type Writes } from './plan.ts';
import {
  type BoardEntry,
  type BoardSnapshot,
  boardNodes,
  boardsEventOf,
  type PublishState,
  type SnapshotRow,
} from './store/boards.ts';

/**
 * Leaderboard fan-out stays bounded: screens listen to a small snapshot of each board's top 20,
 * published at most once a second per event, instead of to the live query, which would send one
 * update to every open screen on every award that moves the top. The exact scores stay where
 * they are, and each screen still listens live to the viewer's own entry.
 */
export const SNAPSHOT_INTERVAL_MS = 1_000;
export const SNAPSHOT_BOARDS = ['all', 'in_person', 'online', 'teams'] as const;
export type SnapshotBoard = (typeof SNAPSHOT_BOARDS)[number];

type PublishTurn =
  | { readonly turn: 'now' }
  /** Wait until `at` (the interval's end), then claim again (claimWaitedPublish). */
  | { readonly turn: 'later'; readonly at: number; readonly last: number }
  | { readonly turn: 'skip' };

/**
 * The publisher's turn, decided in a transaction on the event's publish state: nothing due, nothing
 * to do (another publisher has published the change); due after the interval, publish now; due
 * inside it, wait for its end, so publishes stay an interval apart and the last change of a burst
 * is still published. Publishing clears the marker, and the next commit that moves a board sets it
 * again, which starts the next publisher.
 */
export const claimPublish = (
  state: PublishState | null,
  now: number,
  interval: number,
): Claim<PublishTurn, PublishState> => {
  if (state?.due !== true) return accept({ turn: 'skip' as const });
  const last = state.at ?? 0;
  if (now - last >= interval) return claim({ at: now }, accept({ turn: 'now' as const }));
  return accept({ turn: 'later' as const, at: last + interval, last });
};

/**
 * The waiting publisher's turn comes: it publishes, unless another publisher of the same marker
 * (a trigger delivered twice) took the turn, publishing since `last`, or nothing is due any more.
 */
export const claimWaitedPublish = (
  state: PublishState | null,
  now: number,
  last: number,
): Claim<PublishTurn, PublishState> =>
  state?.due === true && (state.at ?? 0) === last
    ? claim({ at: Math.max(now, last) }, accept({ turn: 'now' as const }))
    : accept({ turn: 'skip' as const });

/**
 * The writes, plus the due marker of each event whose boards they moved, set in the same update: a
 * change is never committed without its publish being due.
 */
export const withBoardsDue = (writes: Writes): Writes => {
  const events = boardsMoved(writes);
  if (events.length === 0) return writes;
  const sets: Record<string, unknown> = { ...writes.sets };
  for (const eventId of events) sets[boardNodes.due(eventId)] = true;
  return { ...writes, sets };
};

/**
 * Which events' boards a plan's writes moved: those need a publish. Scores move a board, and so
 * do entries renamed (a profile edit) or removed (an attendee removed).
 */
export const boardsMoved = (writes: Writes): readonly string[] => {
  const events = new Set<string>();
  for (const path of [...Object.keys(writes.increments), ...Object.keys(writes.sets)]) {
    const eventId = boardsEventOf(path);
    if (eventId !== undefined) events.add(eventId);
  }
  return [...events];
};

/**
 * A board's entry as its top-20 query reads it, maybe half written: an attendee's, or a team's
 * (a TeamEntry is a BoardEntry without the team and photo), its names as plain text.
 */
type RawEntry = Partial<Omit<BoardEntry, 'teamName'>> & { readonly teamName?: string };

/** Highest score first; ties as the database orders them (by id, the last first). */
const byRank = (a: SnapshotRow, b: SnapshotRow) =>
  b.score - a.score || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** A published snapshot's rows in rank order, as every board screen shows them. */
export const snapshotRows = (snapshot: BoardSnapshot | null): SnapshotRow[] =>
  Object.entries(snapshot?.rows ?? {})
    .map(([id, entry]) => ({ ...entry, id }))
    .sort(byRank)
    .slice(0, LEADERBOARD_TOP_N);

/** A snapshot holding `rows` whole (what fixtures write; the publisher writes what changed). */
export const snapshotOf = (rows: readonly SnapshotRow[], at = 1): BoardSnapshot => ({
  at,
  rows: Object.fromEntries(rows.map(({ id, ...entry }) => [id, entry])),
});

const SNAPSHOT_FIELDS = ['name', 'score', 'teamName', 'photo'] as const;

/**
 * Each board's top 20 from its top-board query (hidden entries left out), published as what changed since the snapshot
 * `published` holds: a row in or out, or one field of a row, each its own location in one update,
 * so a screen receives the rows that changed, not the whole snapshot. A board whose rows did not
 * change is not written. A row a publish left behind (two publishers at once) goes at the next.
 */
export const planSnapshots = (
  eventId: string,
  tops: Readonly<Record<SnapshotBoard, Readonly<Record<string, RawEntry>> | null>>,
  published: Readonly<Record<SnapshotBoard, BoardSnapshot | null>>,
  now: number,
): Plan<number> => {
  const writes = new WriteSet();
  let changed = 0;
  for (const board of SNAPSHOT_BOARDS) {
    const before = published[board]?.rows ?? {};
    const next = Object.entries(tops[board] ?? {})
      // A person who chose to stay off the boards is left out; their team still counts them.
      .filter(([, entry]) => entry.hidden !== true)
      .map(([id, entry]) => ({
        id,
        name: entry.name ?? (board === 'teams' ? id : 'Attendee'),
        score: entry.score ?? 0,
        ...(entry.teamName === undefined ? {} : { teamName: entry.teamName }),
        ...(entry.photo === undefined ? {} : { photo: entry.photo }),
      }))
      .sort(byRank)
      .slice(0, LEADERBOARD_TOP_N);
    const kept = new Set(next.map((row) => row.id));
    const rowWrites = new WriteSet();
    for (const id of Object.keys(before))
      if (!kept.has(id)) rowWrites.remove(boardNodes.snapshotRow(eventId, board, id));
    for (const { id, ...entry } of next) {
      const was = before[id];
      if (was === undefined) rowWrites.set(boardNodes.snapshotRow(eventId, board, id), entry);
      else
        for (const field of SNAPSHOT_FIELDS)
          if (was[field] !== entry[field])
            rowWrites.set(
              boardNodes.snapshotField(eventId, board, id, field),
              entry[field] ?? null,
            );
    }
    const rows = rowWrites.writes();
    if (Object.keys(rows.sets).length === 0) continue;
    changed += 1;
    writes.merge(rows).set(boardNodes.snapshotAt(eventId, board), now);
  }
  return accept(changed, writes);
};
