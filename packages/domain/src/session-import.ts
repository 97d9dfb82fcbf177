import * as v from 'valibot';
import { type ErrorCode, messageFor } from './errors.ts';
import { decideSession, type SessionInput, sessionInputSchema } from './sessions.ts';

/**
 * A programme imported from a CSV (agenda.md): one row per session, its times as the venue's
 * clock reads them. The console reads the file and judges every row here for the preview, with
 * each refusal in words, before anything is written; the server judges the accepted rows again
 * (planImportSessions). Speakers are named as the event's speaker list names them.
 */
export const SESSION_CSV_COLUMNS = [
  'title',
  'description',
  'date',
  'start',
  'end',
  'room',
  'track',
  'speakers',
  'capacity',
] as const;
/** The columns a file must have; the others may be left out. */
export const SESSION_CSV_REQUIRED = ['title', 'date', 'start', 'end', 'room', 'track'] as const;
/** Rows one file may hold: far above any programme, and a bound on the preview's work. */
export const SESSION_CSV_MAX_ROWS = 2_000;

export type SessionCsvRow = Readonly<Record<(typeof SESSION_CSV_COLUMNS)[number], string>>;

/** Why a row is refused, in the import's own words where the catalogue has none. */
export const SESSION_ROW_WORDS = {
  'bad-date': 'The date is not a date like 2026-12-03',
  'bad-time': 'A time is not a time like 09:30',
  'bad-capacity': 'The capacity is not a whole number of seats (leave it empty for no limit)',
  'unknown-speaker': 'A speaker is not on this event’s speaker list (names are split by ;)',
  'bad-field':
    'Fill in the title, room and track (each short); a session has at most 12 speakers and 100,000 seats',
} as const;
export type SessionRowRefusal = ErrorCode | keyof typeof SESSION_ROW_WORDS;

export const sessionRowRefusalText = (why: SessionRowRefusal): string =>
  Object.hasOwn(SESSION_ROW_WORDS, why)
    ? SESSION_ROW_WORDS[why as keyof typeof SESSION_ROW_WORDS]
    : messageFor(why as ErrorCode);

export type SessionRowVerdict =
  | { readonly ok: true; readonly row: number; readonly session: SessionInput }
  | {
      readonly ok: false;
      readonly row: number;
      readonly title: string;
      readonly error: SessionRowRefusal;
    };

export type SessionCsvContext = {
  /** The event's speakers: their ids and names. */
  readonly speakers: readonly { readonly id: string; readonly name: string }[];
  /** A wall time of the event's clock (`2026-12-03T09:30`) as an instant. */
  readonly toInstant: (wall: string) => number;
};

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]?\d|2[0-3]):[0-5]\d$/;
const CAPACITY = /^\d+$/;

const clockTime = (time: string): string => time.padStart(5, '0');

/**
 * Each row's verdict, in order; the first row after the header is row 2, as a spreadsheet counts.
 * A row is whole (title, room, track), dated and timed on the venue's clock, names speakers of
 * the event (by name, any case, split by `;`), and passes what the server holds every session to.
 */
export const judgeSessionRows = (
  rows: readonly SessionCsvRow[],
  context: SessionCsvContext,
): readonly SessionRowVerdict[] => {
  const byName = new Map(context.speakers.map((s) => [s.name.trim().toLowerCase(), s.id]));
  const ids = new Set(context.speakers.map((s) => s.id));
  return rows.map((cells, index): SessionRowVerdict => {
    const row = index + 2;
    const title = cells.title.trim();
    const refused = (error: SessionRowRefusal): SessionRowVerdict => ({
      ok: false,
      row,
      title,
      error,
    });
    const date = cells.date.trim();
    const [start, end] = [cells.start.trim(), cells.end.trim()];
    const capacity = cells.capacity.trim();
    if (!DATE.test(date)) return refused('bad-date');
    if (!TIME.test(start) || !TIME.test(end)) return refused('bad-time');
    if (capacity !== '' && (!CAPACITY.test(capacity) || Number(capacity) < 1))
      return refused('bad-capacity');
    const names = cells.speakers
      .split(';')
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== '');
    const speakerIds = names.map((name) => byName.get(name));
    if (speakerIds.some((id) => id === undefined)) return refused('unknown-speaker');
    const parsed = v.safeParse(sessionInputSchema, {
      title,
      description: cells.description,
      startsAt: context.toInstant(`${date}T${clockTime(start)}`),
      endsAt: context.toInstant(`${date}T${clockTime(end)}`),
      room: cells.room,
      track: cells.track,
      speakerIds: speakerIds.filter((id) => id !== undefined),
      capacity: capacity === '' ? null : Number(capacity),
    });
    if (!parsed.success) return refused('bad-field');
    const decided = decideSession(parsed.output, ids);
    return decided.ok ? { ok: true, row, session: decided.value } : refused(decided.error);
  });
};
