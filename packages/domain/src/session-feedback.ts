import * as v from 'valibot';
import { type AwardProfile, addAward } from './awards.ts';
import { CHAT_LIMITS } from './chat.ts';
import { keySchema } from './entities.ts';
import { accept, type Claim, type Context, claim, refuse, WriteSet } from './plan.ts';
import { plainTextSchema } from './plain-text.ts';
import { POINTS } from './points.ts';
import type { PointValues } from './scoring-table.ts';
import type { SessionTimes } from './session-checkin.ts';
import { SERVER_TIME } from './store/node.ts';
import {
  type SessionAttendance,
  type SessionVisit,
  sessionCheckInNodes,
} from './store/session-checkins.ts';

/**
 * Feedback on a session (docs/agenda.md): once it has ended, an attendee who checked in
 * rates it 1 to 5 with an optional comment, once, and is paid the event's sessionFeedback points.
 * Only the event's organisers read the ratings and comments.
 */

export const RATING = { min: 1, max: 5 } as const;

/** A comment is plain text with a chat line's length limit. */
export const FEEDBACK_COMMENT_MAX = CHAT_LIMITS.textMax;

export const rateSessionInput = v.strictObject({
  sessionId: keySchema,
  rating: v.pipe(v.number(), v.integer(), v.minValue(RATING.min), v.maxValue(RATING.max)),
  comment: v.optional(plainTextSchema(FEEDBACK_COMMENT_MAX)),
});
export type RateSessionInput = v.InferOutput<typeof rateSessionInput>;

export type FeedbackResult = { readonly sessionId: string; readonly awarded: number };

/**
 * A rating, decided in a transaction on the attendee's check-in: refused for a session they did
 * not check in to, one not ended yet, and a second time. An empty comment is no comment.
 */
export const decideSessionFeedback = (
  visit: SessionVisit | null,
  session: SessionTimes | null,
  input: RateSessionInput,
  me: { readonly key: string; readonly profile: AwardProfile },
  ctx: Pick<Context, 'newId' | 'now'>,
  values: PointValues = POINTS,
): Claim<FeedbackResult, SessionVisit> => {
  if (session === null) return refuse('not-found', 'session');
  if (visit === null) return refuse('session-not-attended');
  if (visit.rating !== undefined) return refuse('session-rated');
  if (ctx.now < session.endsAt) return refuse('session-not-ended');
  const { eventId } = me.profile;
  const field = <F extends 'rating' | 'comment' | 'ratedAt'>(name: F) =>
    sessionCheckInNodes.attendeeField(eventId, input.sessionId, me.key, name);
  const comment = input.comment ?? '';
  const writes = new WriteSet()
    .increment(sessionCheckInNodes.ratings(eventId, input.sessionId), 1)
    .increment(sessionCheckInNodes.ratingSum(eventId, input.sessionId), input.rating)
    .set(field('rating'), input.rating)
    .set(field('ratedAt'), SERVER_TIME);
  if (comment !== '') writes.set(field('comment'), comment);
  addAward(
    writes,
    me.profile,
    {
      key: me.key,
      points: values.sessionFeedback,
      reason: `session-feedback:${input.sessionId}`,
      by: 'system',
    },
    ctx,
  );
  const result = { sessionId: input.sessionId, awarded: values.sessionFeedback };
  return claim({ ...visit, rating: input.rating }, accept(result, writes));
};

/** A session's ratings as the organisers read them: how many, the average (null for none). */
export const ratingSummary = (
  attendance: SessionAttendance | null,
): { readonly count: number; readonly average: number | null } => {
  const count = attendance?.ratings ?? 0;
  return { count, average: count === 0 ? null : (attendance?.ratingSum ?? 0) / count };
};

/** One attendee of a session, for the organisers' list and CSV, earliest check-in first. */
export type AttendanceRow = {
  readonly name: string;
  readonly company: string;
  readonly at: number;
  readonly rating: number | null;
  readonly comment: string;
};

export const attendanceRows = (attendance: SessionAttendance | null): readonly AttendanceRow[] =>
  Object.values(attendance?.people ?? {})
    .map((person) => ({
      name: person.name,
      company: person.company ?? '',
      at: person.at,
      rating: person.rating ?? null,
      comment: person.comment ?? '',
    }))
    .sort((a, b) => a.at - b.at || a.name.localeCompare(b.name));
