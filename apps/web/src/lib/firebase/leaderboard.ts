import { snapshotRows } from '@engage/domain/boards';
import type { AttendanceMode } from '@engage/domain/constants';
import { type BoardEntry, boardNodes, type SnapshotEntry } from '@engage/domain/store/boards';
import { watch } from './read.ts';

export type Board = 'all' | AttendanceMode | 'teams';
export type Row = {
  readonly key: string;
  readonly name: string;
  readonly score: number;
  readonly teamName?: string;
  /** The published photo's version (avatars/{key}); without one the row shows initials. */
  readonly photo?: number;
  /** The viewer's own entry, while they chose to stay off the public boards (privacy.ts). */
  readonly hidden?: true;
};

/**
 * An entry on a board, or a row of its published snapshot, as a screen may find it: half-written
 * (an award that set the score before the name), so any field may be missing.
 */
type EntryView = Partial<BoardEntry | SnapshotEntry>;

/** Rows are keyed by the attendee's public id; an entry without a name is shown as "Attendee". */
const toRow = (key: string, value: EntryView): Row => ({
  key,
  name: value.name ?? 'Attendee',
  score: value.score ?? 0,
  ...(value.teamName ? { teamName: value.teamName } : {}),
  ...(typeof value.photo === 'number' ? { photo: value.photo } : {}),
  ...('hidden' in value && value.hidden === true ? { hidden: true as const } : {}),
});

/**
 * The top 20 of a board, live: the screen listens to the board's published snapshot (at most one
 * update a second, however many awards), not to the scores themselves, so the database's work
 * stays bounded at thousands of open screens. Rows come highest score first.
 */
export const watchTop = (
  eventId: string,
  board: Board,
  onChange: (rows: Row[]) => void,
  onError: (error: Error) => void,
): (() => void) =>
  watch(
    boardNodes.snapshot(eventId, board),
    (published) => onChange(snapshotRows(published).map((row) => toRow(row.id, row))),
    onError,
  );

/** One entry (the signed-in user's own, by their public id), live. */
export const watchEntry = (
  eventId: string,
  publicId: string,
  onChange: (row: Row | null) => void,
  onError: (error: Error) => void,
): (() => void) =>
  watch(
    boardNodes.entry(eventId, 'all', publicId),
    (value) => onChange(value === null ? null : toRow(publicId, value)),
    onError,
  );
