import * as v from 'valibot';
import { type AwardProfile, addAward } from './awards.ts';
import type { CalendarItem } from './calendar.ts';
import { keySchema } from './entities.ts';
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
import { SERVER_TIME } from './store/node.ts';
import {
  type BusySlots,
  type MeetingSetup,
  type MeetingWindow,
  type MyMeeting,
  peopleNodes,
  type StoredMeeting,
} from './store/people.ts';

/**
 * 1:1 meetings (docs/meetings.md): organisers cut windows into slots and name the spots; an
 * attendee asks a listed person for a slot; the asked side accepts, declines or proposes another
 * slot (then it is the asker's turn). An accepted meeting holds the slot of both people, claimed
 * in a transaction on each one's busy slots, so no two accepted meetings of one person overlap.
 * A meeting took place when one side scans the other's live connection code during the slot:
 * that pays both the event's meeting points (its scoring table), once per pair.
 */

export const MEETING_BOUNDS = {
  minMinutes: 5,
  maxMinutes: 120,
  windows: 20,
  spots: 30,
  spot: 40,
  /** The most slots a setup may offer in all. */
  slots: 400,
} as const;

/** How long before its slot and after it a meeting may be checked in. */
export const MEETING_CHECK_IN_GRACE_MS = 5 * 60_000;

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

export const meetingCheckInInput = v.strictObject({
  meetingId: keySchema,
  /** The other side's connection code, scanned or typed. */
  qr: v.pipe(v.string(), v.maxLength(2000)),
});
export type MeetingCheckInInput = v.InferOutput<typeof meetingCheckInInput>;

export type MeetingAnswer = { readonly meetingId: string; readonly state: StoredMeeting['state'] };
export type MeetingCheckedIn = { readonly awarded: number };

const MINUTE = 60_000;

/** The windows as stored, a list (the database may hand one back as an object by index). */
const windowsOf = (setup: MeetingSetup | null): readonly MeetingWindow[] =>
  setup?.windows === undefined ? [] : Object.values(setup.windows);

export const spotsOf = (setup: MeetingSetup | null): readonly string[] =>
  setup?.spots === undefined ? [] : Object.values(setup.spots);

/** Every slot of the setup, in time order: each window cut into slotMinutes from its start. */
export const slotsOf = (setup: MeetingSetup | null): MeetingWindow[] => {
  if (setup === null) return [];
  const length = setup.slotMinutes * MINUTE;
  return [...windowsOf(setup)]
    .sort((a, b) => a.start - b.start)
    .flatMap((window) =>
      Array.from({ length: Math.floor((window.end - window.start) / length) }, (_, i) => ({
        start: window.start + i * length,
        end: window.start + (i + 1) * length,
      })),
    );
};

const overlaps = (a: MeetingWindow, b: MeetingWindow): boolean =>
  a.start < b.end && b.start < a.end;

/**
 * The organisers' setup: each window long enough for one slot at least, no two overlapping (so
 * no two slots do), at most MEETING_BOUNDS.slots in all, and spots named once each.
 */
export const decideMeetingSetup = (
  input: SetMeetingsInput,
  eventExists: boolean,
): Plan<MeetingSetup> => {
  if (!eventExists) return refuseField('not-found', 'eventId', 'no such event');
  const length = input.slotMinutes * MINUTE;
  const windows = [...input.windows].sort((a, b) => a.start - b.start);
  const short = windows.some((w) => w.end - w.start < length);
  const crossing = windows.some((w, i) => i > 0 && overlaps(windows[i - 1] ?? w, w));
  if (short || crossing) return refuseField('meeting-windows', 'windows', 'short or overlapping');
  const setup: MeetingSetup = { slotMinutes: input.slotMinutes, windows, spots: input.spots };
  if (slotsOf(setup).length > MEETING_BOUNDS.slots)
    return refuseField('meeting-windows', 'windows', `more than ${MEETING_BOUNDS.slots} slots`);
  if (new Set(input.spots.map((s) => s.toLowerCase())).size !== input.spots.length)
    return refuseField('invalid-argument', 'spots', 'each spot once');
  const writes = new WriteSet().set(peopleNodes.setup(input.eventId), setup);
  return accept(setup, writes);
};

/** The slot starting at `start`, when the setup offers it and it has not begun. */
const slotAt = (setup: MeetingSetup | null, start: number, now: number): Plan<MeetingWindow> => {
  const slot = slotsOf(setup).find((s) => s.start === start);
  if (slot === undefined) return refuseField('meeting-slot', 'start', 'not a slot');
  if (slot.start <= now) return refuseField('meeting-slot', 'start', 'already begun');
  return accept(slot);
};

/** Whether the busy slots hold a meeting other than `id` overlapping the window. */
const clashes = (busy: BusySlots | null, window: MeetingWindow, id?: string): boolean =>
  Object.entries(busy ?? {}).some(([other, held]) => other !== id && overlaps(held, window));

/** A side of a meeting as the handler read them. */
export type Side = {
  readonly key: string;
  readonly publicId: string;
  readonly name: string;
  readonly notifications: readonly string[];
};

const copyFor = (meeting: StoredMeeting, side: 'from' | 'to'): MyMeeting => {
  const other = side === 'from' ? 'to' : 'from';
  return {
    with: meeting[other],
    withName: meeting[side === 'from' ? 'toName' : 'fromName'],
    asked: side === 'from',
    start: meeting.start,
    end: meeting.end,
    ...(meeting.spot === undefined ? {} : { spot: meeting.spot }),
    state: meeting.state,
    myTurn: meeting.awaiting === meeting[side],
  };
};

/** Both copies of the meeting, written with it. */
const writeCopies = (writes: WriteSet, id: string, meeting: StoredMeeting): WriteSet =>
  writes
    .set(peopleNodes.myMeeting(meeting.fromKey, id), copyFor(meeting, 'from'))
    .set(peopleNodes.myMeeting(meeting.toKey, id), copyFor(meeting, 'to'));

/**
 * Asking a listed person for a meeting at a slot: not oneself, only someone listed (`them` is
 * null otherwise), only at a slot of the setup not yet begun, at one of its spots, and not at a
 * time either already holds an accepted meeting. The asked side is told, and it is their turn.
 */
export const decideMeetingRequest = (
  read: {
    readonly setup: MeetingSetup | null;
    readonly me: Side & { readonly eventId: string };
    readonly them: Side | null;
    readonly busy: { readonly mine: BusySlots | null; readonly theirs: BusySlots | null };
  },
  input: RequestMeetingInput,
  ctx: Context,
): Plan<MeetingAnswer> => {
  const { me, them } = read;
  if (them === null) return refuseField('not-listed', 'with', 'not listed');
  if (them.key === me.key) return refuseField('self-scan', 'with', 'oneself');
  const slot = slotAt(read.setup, input.start, ctx.now);
  if (!slot.ok) return slot;
  if (input.spot !== undefined && !spotsOf(read.setup).includes(input.spot))
    return refuseField('invalid-argument', 'spot', 'not a spot');
  if (clashes(read.busy.mine, slot.value) || clashes(read.busy.theirs, slot.value))
    return refuseField('meeting-overlap', 'start', 'taken');
  const id = ctx.newId();
  const meeting: StoredMeeting = {
    eventId: me.eventId,
    from: me.publicId,
    fromKey: me.key,
    fromName: me.name,
    to: them.publicId,
    toKey: them.key,
    toName: them.name,
    ...slot.value,
    ...(input.spot === undefined ? {} : { spot: input.spot }),
    state: 'requested',
    awaiting: them.publicId,
    at: ctx.now,
  };
  const writes = new WriteSet().set(peopleNodes.meeting(me.eventId, id), {
    ...meeting,
    at: SERVER_TIME,
  });
  writeCopies(writes, id, meeting);
  notify(
    writes,
    them.key,
    them.notifications,
    { kind: 'request', text: `${me.name} asked you for a meeting: see My meetings` },
    ctx,
  );
  return accept({ meetingId: id, state: 'requested' }, writes);
};

/** Whose turn it is, checked before anything is claimed: only the awaited side answers. */
export const checkTurn = (
  meeting: StoredMeeting | null,
  callerKey: string,
): Plan<StoredMeeting> => {
  if (meeting === null || (meeting.fromKey !== callerKey && meeting.toKey !== callerKey))
    return refuseField('not-found', 'meetingId', 'no such meeting');
  if (meeting.state !== 'requested') return refuse('illegal-transition', meeting.state);
  const caller = meeting.fromKey === callerKey ? meeting.from : meeting.to;
  if (meeting.awaiting !== caller) return refuse('meeting-turn');
  return accept(meeting);
};

/**
 * One person's busy slots take an accepted meeting, in a transaction on them: a meeting of theirs
 * overlapping it refuses (the same meeting again passes, so a retried accept holds once).
 */
export const claimBusy = (
  busy: BusySlots | null,
  id: string,
  window: MeetingWindow,
): Claim<true, BusySlots> =>
  clashes(busy, window, id)
    ? refuseField('meeting-overlap', 'start', 'taken')
    : claim({ ...busy, [id]: { start: window.start, end: window.end } }, accept(true));

/** Giving back a slot claimed for a meeting that was not accepted after all. */
export const releaseBusy = (busy: BusySlots | null, id: string): Claim<true, BusySlots> => {
  const { [id]: _released, ...rest } = busy ?? {};
  return claim(rest, accept(true));
};

const otherSide = (meeting: StoredMeeting, callerKey: string) =>
  meeting.fromKey === callerKey
    ? { key: meeting.toKey, publicId: meeting.to }
    : { key: meeting.fromKey, publicId: meeting.from };

const WORDS = {
  accepted: 'accepted your meeting: see My meetings',
  declined: 'declined your meeting',
  proposed: 'proposed another time for your meeting: see My meetings',
} as const;

/**
 * The awaited side's answer, decided in a transaction on the meeting (its slots already claimed
 * when it is an accept): it must still be open and theirs to answer, a proposal must name a slot
 * of the setup not yet begun (and it is then the other side's turn). The other side is told.
 */
export const decideMeetingAnswer = (
  current: StoredMeeting | null,
  read: {
    readonly id: string;
    readonly caller: { readonly key: string; readonly name: string };
    readonly otherNotifications: readonly string[];
    readonly setup: MeetingSetup | null;
  },
  input: AnswerMeetingInput,
  ctx: Context,
): Claim<MeetingAnswer, StoredMeeting> => {
  if (current?.state === 'accepted' && input.action === 'accept')
    return accept({ meetingId: read.id, state: 'accepted' });
  const turn = checkTurn(current, read.caller.key);
  if (!turn.ok) return turn;
  const meeting = turn.value;
  const other = otherSide(meeting, read.caller.key);
  let next: StoredMeeting;
  let words: string;
  if (input.action === 'propose') {
    const slot = slotAt(read.setup, input.start ?? -1, ctx.now);
    if (!slot.ok) return slot;
    next = { ...meeting, ...slot.value, awaiting: other.publicId };
    words = WORDS.proposed;
  } else {
    const state = input.action === 'accept' ? 'accepted' : 'declined';
    const { awaiting: _done, ...closed } = meeting;
    next = { ...closed, state };
    words = WORDS[state];
  }
  const writes = writeCopies(new WriteSet(), read.id, next);
  notify(
    writes,
    other.key,
    read.otherNotifications,
    { kind: 'request', text: `${read.caller.name} ${words}` },
    ctx,
  );
  return claim(next, accept({ meetingId: read.id, state: next.state }, writes));
};

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
    { kind: 'award', text: `${name} checked in your meeting`, points },
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
