import type { AttendanceMode } from '@engage/domain/constants';
import { boardNodes } from '@engage/domain/store/boards';
import { onValue, ref } from 'firebase/database';
import { db } from './database-client.ts';

export type Board = 'all' | AttendanceMode | 'teams';
export type Row = {
  readonly key: string;
  readonly name: string;
  readonly score: number;
  readonly teamName?: string;
  /** The published photo's version (avatars/{key}); without one the row shows initials. */
  readonly photo?: number;
};

type RawEntry = { name?: string; score?: number; teamName?: string; photo?: number };

/** Rows are keyed by the attendee's public id; an entry without a name is shown as "Attendee". */
const toRow = (key: string, value: RawEntry): Row => ({
  key,
  name: value.name ?? 'Attendee',
  score: value.score ?? 0,
  ...(value.teamName ? { teamName: value.teamName } : {}),
  ...(typeof value.photo === 'number' ? { photo: value.photo } : {}),
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
  onValue(
    ref(db(), boardNodes.snapshot(eventId, board)),
    (snapshot) => {
      const published = snapshot.val() as { rows?: (RawEntry & { id: string })[] } | null;
      onChange((published?.rows ?? []).map((row) => toRow(row.id, row)));
    },
    onError,
  );

/** One entry (the signed-in user's own, by their public id), live. */
export const watchEntry = (
  eventId: string,
  publicId: string,
  onChange: (row: Row | null) => void,
  onError: (error: Error) => void,
): (() => void) =>
  onValue(
    ref(db(), boardNodes.entry(eventId, 'all', publicId)),
    (snapshot) => {
      const value = snapshot.val() as RawEntry | null;
      onChange(value === null ? null : toRow(publicId, value));
    },
    onError,
  );
