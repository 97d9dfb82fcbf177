import type { AttendanceRow } from '@engage/domain/session-feedback';
import type { Cell } from '../../lib/csv.ts';
import { formatEventTime } from '../../lib/event-time.ts';

/** The attendance file's columns: who, when, and what they said of the session. */
export const ATTENDANCE_CSV_HEADER = [
  'Name',
  'Company',
  'Checked in',
  'Rating',
  'Comment',
] as const;

/** A session's attendees as CSV rows, times on the event's clock. */
export const attendanceCsvRows = (
  rows: readonly AttendanceRow[],
  zone: string | undefined,
): Cell[][] =>
  rows.map((row) => [
    row.name,
    row.company,
    formatEventTime(row.at, zone),
    row.rating,
    row.comment,
  ]);
