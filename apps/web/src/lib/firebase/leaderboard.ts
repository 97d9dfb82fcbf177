import { type AttendanceMode, LEADERBOARD_TOP_N } from '@engage/domain/constants';
import { dbPaths } from '@engage/domain/paths';
import { limitToLast, onValue, orderByChild, query, ref } from 'firebase/database';
import { db } from './app.ts';

export type Board = 'all' | AttendanceMode | 'teams';
export type Row = {
  readonly key: string;
  readonly name: string;
  readonly score: number;
  readonly teamName?: string;
};

const path = (eventId: string, board: Board): string =>
  board === 'teams' ? dbPaths.teamLeaderboard(eventId) : dbPaths.leaderboard(eventId, board);

type RawEntry = { name?: string; score?: number; teamName?: string };

/** Rows are keyed by the attendee's public id; an entry without a name is shown as "Attendee". */
const toRow = (key: string, value: RawEntry): Row => ({
  key,
  name: value.name ?? 'Attendee',
  score: value.score ?? 0,
  ...(value.teamName ? { teamName: value.teamName } : {}),
});

/**
 * The top 20 of a board, live: the database sends only those 20 entries and then only changes.
 * Rows come highest score first; equal scores keep the database's order (by key), reversed.
 */
export const watchTop = (
  eventId: string,
  board: Board,
  onChange: (rows: Row[]) => void,
): (() => void) =>
  onValue(
    query(ref(db(), path(eventId, board)), orderByChild('score'), limitToLast(LEADERBOARD_TOP_N)),
    (snapshot) => {
      const rows: Row[] = [];
      snapshot.forEach((child) => {
        rows.push(toRow(child.key ?? '', child.val() as RawEntry));
      });
      onChange(rows.reverse());
    },
  );

/** One entry (the signed-in user's own, by their public id), live. */
export const watchEntry = (
  eventId: string,
  publicId: string,
  onChange: (row: Row | null) => void,
): (() => void) =>
  onValue(ref(db(), dbPaths.leaderboardEntry(eventId, 'all', publicId)), (snapshot) => {
    const value = snapshot.val() as RawEntry | null;
    onChange(value === null ? null : toRow(publicId, value));
  });
