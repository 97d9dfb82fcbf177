import * as v from 'valibot';
import { TEXT_MAX } from './entities.ts';
import { accept, type Plan, refuseField } from './plan.ts';
import { isValidKey } from './store/keys.ts';
import type { StoredSession } from './store/sessions.ts';
import { listFromStored } from './stored-list.ts';

/**
 * An event's sessions (issue 23): the programme attendees read on the agenda, organisers edit in
 * the console and import from a CSV, and check-in and feedback hang off. Times are instants
 * (epoch ms) entered and shown on the event's clock (the web's lib/event-time.ts).
 */

/** The bounds of a session: a day at the most, a hall's seats, a panel's speakers. */
export const SESSION_LIMITS = {
  longestMs: 24 * 60 * 60 * 1000,
  capacity: 100_000,
  speakers: 12,
  /** The most sessions an event holds: a three-day, ten-room programme with room to spare. */
  perEvent: 1_000,
} as const;

/** A session as every reader uses it: its id, and a list and a limit that are always there. */
export type Session = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly startsAt: number;
  readonly endsAt: number;
  readonly room: string;
  readonly track: string;
  readonly speakerIds: readonly string[];
  /** Seats in the room for it; null is no limit. */
  readonly capacity: number | null;
};

const line = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(TEXT_MAX.short));
const instant = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A session as an organiser sends it (the console's form, a CSV row): every field, bounded. */
export const sessionInputSchema = v.strictObject({
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(TEXT_MAX.line)),
  description: v.pipe(v.string(), v.trim(), v.maxLength(TEXT_MAX.prose)),
  startsAt: instant,
  endsAt: instant,
  room: line,
  track: line,
  speakerIds: v.pipe(
    v.array(v.pipe(v.string(), v.check(isValidKey, 'not a valid key'))),
    v.maxLength(SESSION_LIMITS.speakers),
  ),
  capacity: v.nullable(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(SESSION_LIMITS.capacity)),
  ),
});
export type SessionInput = v.InferOutput<typeof sessionInputSchema>;

/**
 * Whether a well-formed session makes sense for the event: it ends after it starts, lasts a day at
 * the most, and names only the event's speakers (each once). Refusals name the field they are
 * about, so the form and the CSV preview can point at it.
 */
export const decideSession = (
  input: SessionInput,
  speakerIds: ReadonlySet<string>,
): Plan<SessionInput> => {
  if (input.endsAt <= input.startsAt)
    return refuseField('session-ends-before-start', 'endsAt', 'not after startsAt');
  if (input.endsAt - input.startsAt > SESSION_LIMITS.longestMs)
    return refuseField('session-too-long', 'endsAt', 'more than a day after startsAt');
  const unknown = input.speakerIds.find((id) => !speakerIds.has(id));
  if (unknown !== undefined) return refuseField('session-unknown-speaker', 'speakerIds', unknown);
  return accept({ ...input, speakerIds: [...new Set(input.speakerIds)] });
};

/** What the database stores of a session: no empty list, no null. */
export const toStoredSession = (input: SessionInput): StoredSession => ({
  title: input.title,
  description: input.description,
  startsAt: input.startsAt,
  endsAt: input.endsAt,
  room: input.room,
  track: input.track,
  ...(input.speakerIds.length > 0 ? { speakerIds: input.speakerIds } : {}),
  ...(input.capacity === null ? {} : { capacity: input.capacity }),
});

/** A stored session as readers use it (the list and the limit always there). */
export const sessionFromStored = (id: string, stored: StoredSession): Session => ({
  id,
  title: stored.title,
  description: stored.description,
  startsAt: stored.startsAt,
  endsAt: stored.endsAt,
  room: stored.room,
  track: stored.track,
  speakerIds: listFromStored(stored.speakerIds),
  capacity: stored.capacity ?? null,
});

/** An event's stored sessions as a programme: by start, then room, then title. */
export const sessionsFromStored = (
  stored: Readonly<Record<string, StoredSession>> | null | undefined,
): Session[] =>
  Object.entries(stored ?? {})
    .map(([id, session]) => sessionFromStored(id, session))
    .sort(
      (a, b) =>
        a.startsAt - b.startsAt || a.room.localeCompare(b.room) || a.title.localeCompare(b.title),
    );
