import * as v from 'valibot';
import { type AwardProfile, addAward } from './awards.ts';
import type { CalendarItem } from './calendar.ts';
import { keySchema } from './entities.ts';
import { otherSide, writeCopies } from './meetings.ts';
import { told } from './notice-words.ts';
import { notify } from './notifications.ts';
import {
  accept,
  type Claim,
  type Context,
  claim,
  type Plan,
  refuse,
  refuseField,
  WriteSet,
} from './plan.ts';
import { pairId } from './scoring.ts';
import type { PointValues } from './scoring-table.ts';
import { type MyMeeting, peopleNodes, type StoredMeeting } from './store/people.ts';

// A meeting that took place: the scan that proves it, its pay once per pair, and accepted
// meetings as calendar items.

/** How long before its slot and after it a meeting may be checked in. */
export const MEETING_CHECK_IN_GRACE_MS = 5 * 60_000;

export const meetingCheckInInput = v.strictObject({
  meetingId: keySchema,
  /** The other side's connection code, scanned or typed. */
  qr: v.pipe(v.string(), v.maxLength(2000)),
});
export type MeetingCheckInInput = v.InferOutput<typeof meetingCheckInInput>;

export type MeetingCheckedIn = { readonly awarded: number };

/**
 * A check-in's scan, before anything is paid: the caller is a side of an accepted meeting, the
 * scanned code (already judged by decideScan) is the other side's, and it is the slot's time,
 * give or take MEETING_CHECK_IN_GRACE_MS.
 */
export const checkMeetingScan = (
  meeting: StoredMeeting | null,
  callerKey: string,
  scannedKey: string,
  now: number,
): Plan<StoredMeeting> => {
  if (meeting === null || (meeting.fromKey !== callerKey && meeting.toKey !== callerKey))
    return refuseField('not-found', 'meetingId', 'no such meeting');
  if (meeting.state !== 'accepted' && meeting.state !== 'met')
    return refuse('illegal-transition', meeting.state);
  if (otherSide(meeting, callerKey).key !== scannedKey)
    return refuseField('invalid-qr', 'qr', 'not the other side’s code');
  if (
    now < meeting.start - MEETING_CHECK_IN_GRACE_MS ||
    now > meeting.end + MEETING_CHECK_IN_GRACE_MS
  )
    return refuse('meeting-not-now');
  return accept(meeting);
};

export const meetingPair = (meeting: StoredMeeting): string => pairId(meeting.from, meeting.to);

/**
 * Paying a meeting that took place, in a transaction on the pair's meeting claim: the first
 * meeting of a pair pays both sides the event's meeting points, any later one nothing; the meeting is marked
 * met either way, and the other side told.
 */
export const decideMeetingMet = (
  paid: string | null,
  read: {
    readonly id: string;
    readonly meeting: StoredMeeting;
    readonly from: AwardProfile;
    readonly to: AwardProfile;
    readonly callerKey: string;
    readonly otherNotifications: readonly string[];
  },
  ctx: Context,
  values: Pick<PointValues, 'meeting'>,
): Claim<MeetingCheckedIn, string> => {
  const { meeting, id } = read;
  if (meeting.state === 'met') return accept({ awarded: 0 });
  const met: StoredMeeting = { ...meeting, state: 'met' };
  const writes = writeCopies(new WriteSet(), id, met).set(
    peopleNodes.meeting(meeting.eventId, id),
    { ...met, at: meeting.at },
  );
  const first = paid === null;
  const points = first ? values.meeting : 0;
  if (first)
    for (const [key, profile] of [
      [meeting.fromKey, read.from],
      [meeting.toKey, read.to],
    ] as const)
      addAward(writes, profile, { key, points, reason: 'meeting', by: 'system' }, ctx);
  const other = otherSide(meeting, read.callerKey);
  const name = other.key === meeting.toKey ? meeting.fromName : meeting.toName;
  notify(
    writes,
    other.key,
    read.otherNotifications,
    { ...told({ message: 'meetingCheckIn', params: { name } }), points },
    ctx,
  );
  return claim(first ? id : paid, accept({ awarded: points }, writes));
};

/**
 * The accepted meetings as calendar items, for the agenda's schedule and its calendar file next
 * to the starred sessions. Meetings not accepted (or met) stay out.
 */
export const meetingItems = (
  eventId: string,
  meetings: readonly (MyMeeting & { readonly id: string })[],
  words: { readonly title: (name: string) => string; readonly anySpot: string },
): CalendarItem[] =>
  meetings
    .filter((meeting) => meeting.state === 'accepted' || meeting.state === 'met')
    .map((meeting) => ({
      title: words.title(meeting.withName),
      start: meeting.start,
      end: meeting.end,
      location: meeting.spot ?? words.anySpot,
      uid: `${eventId}-meeting-${meeting.id}@engage`,
    }));
