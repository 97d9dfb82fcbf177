import * as v from 'valibot';
import { keySchema } from './entities.ts';

/** What the meeting callables take (meetings.ts, meeting-setup.ts), and the setup's bounds. */

export const MEETING_BOUNDS = {
  minMinutes: 5,
  maxMinutes: 120,
  windows: 20,
  spots: 30,
  spot: 40,
  /** The most slots a setup may offer in all. */
  slots: 400,
} as const;

const time = v.pipe(v.number(), v.integer(), v.minValue(0));
const spot = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MEETING_BOUNDS.spot));

export const setMeetingsInput = v.strictObject({
  eventId: keySchema,
  slotMinutes: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(MEETING_BOUNDS.minMinutes),
    v.maxValue(MEETING_BOUNDS.maxMinutes),
  ),
  windows: v.pipe(
    v.array(v.strictObject({ start: time, end: time })),
    v.maxLength(MEETING_BOUNDS.windows),
  ),
  spots: v.pipe(v.array(spot), v.maxLength(MEETING_BOUNDS.spots)),
});
export type SetMeetingsInput = v.InferOutput<typeof setMeetingsInput>;

export const requestMeetingInput = v.strictObject({
  /** The listed person's public id. */
  with: keySchema,
  start: time,
  spot: v.optional(spot),
});
export type RequestMeetingInput = v.InferOutput<typeof requestMeetingInput>;

export const answerMeetingInput = v.strictObject({
  meetingId: keySchema,
  action: v.picklist(['accept', 'decline', 'propose']),
  /** The slot proposed instead (propose only). */
  start: v.optional(time),
});
export type AnswerMeetingInput = v.InferOutput<typeof answerMeetingInput>;
