import type { AnswerMeetingInput, RequestMeetingInput } from './meeting-inputs.ts';
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
import { SERVER_TIME } from './store/node.ts';
import {
  type BusySlots,
  type MeetingSetup,
  type MeetingWindow,
  type MyMeeting,
  peopleNodes,
  type StoredMeeting,
} from './store/people.ts';
import { userNodes } from './store/users.ts';

/**
 * 1:1 meetings (docs/meetings.md): organisers cut windows into slots and name the spots; an
 * attendee asks a listed person for a slot; the asked side accepts, declines or proposes another
 * slot (then it is the asker's turn). An accepted meeting holds the slot of both people, claimed
 * in a transaction on each one's busy slots, so no two accepted meetings of one person overlap.
 * A meeting took place when one side scans the other's live connection code during the slot:
 * that pays both the event's meeting points (its scoring table), once per pair.
 */

export type MeetingAnswer = { readonly meetingId: string; readonly state: StoredMeeting['state'] };

export const MINUTE = 60_000;

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

/** The slot starting at `start`, when the setup offers it and it has not begun. */
const slotAt = (setup: MeetingSetup | null, start: number, now: number): Plan<MeetingWindow> => {
  const slot = slotsOf(setup).find((s) => s.start === start);
  if (slot === undefined) return refuseField('meeting-slot', 'start', 'not a slot');
  if (slot.start <= now) return refuseField('meeting-slot', 'start', 'already begun');
  return accept(slot);
};

/** Whether two windows share any time. */
export const overlaps = (a: MeetingWindow, b: MeetingWindow): boolean =>
  a.start < b.end && b.start < a.end;

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
export const writeCopies = (writes: WriteSet, id: string, meeting: StoredMeeting): WriteSet =>
  writes
    .set(peopleNodes.myMeeting(meeting.fromKey, id), copyFor(meeting, 'from'))
    .set(peopleNodes.myMeeting(meeting.toKey, id), copyFor(meeting, 'to'));

/**
 * Asking a listed person for a meeting at a slot: not oneself, only someone listed (`them` is
 * null otherwise), not while a request between the two is open (either way: so nobody floods
 * another's meetings with requests), only at a slot of the setup not yet begun, at one of its spots, and not at a
 * time either already holds an accepted meeting. The asked side is told, and it is their turn.
 */
export const decideMeetingRequest = (
  read: {
    readonly setup: MeetingSetup | null;
    readonly me: Side & { readonly eventId: string };
    readonly them: Side | null;
    readonly busy: { readonly mine: BusySlots | null; readonly theirs: BusySlots | null };
    /** The asker's own copies of their meetings: an open one with the same person refuses. */
    readonly myMeetings: Readonly<Record<string, MyMeeting>> | null;
  },
  input: RequestMeetingInput,
  ctx: Context,
): Plan<MeetingAnswer> => {
  const { me, them } = read;
  if (them === null) return refuseField('not-listed', 'with', 'not listed');
  if (them.key === me.key) return refuseField('self-scan', 'with', 'oneself');
  const open = Object.values(read.myMeetings ?? {}).some(
    (mine) => mine.with === them.publicId && mine.state === 'requested',
  );
  if (open) return refuseField('meeting-asked', 'with', 'a request is open');
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
    told({ message: 'meetingRequest', params: { name: me.name } }),
    ctx,
  );
  return accept({ meetingId: id, state: 'requested' }, writes);
};

/**
 * A request written just as the asked person was removed (their profile gone once it was
 * written): taken back whole, the meeting, both copies and what was written under the removed
 * key, so the key, which names their address, is kept nowhere (docs/privacy.md).
 */
export const takeBackRequest = (
  request: { readonly eventId: string; readonly fromKey: string; readonly toKey: string },
  id: string,
): WriteSet =>
  new WriteSet()
    .set(peopleNodes.meeting(request.eventId, id), null)
    .set(peopleNodes.myMeeting(request.fromKey, id), null)
    .set(userNodes.user(request.toKey), null);

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

export const otherSide = (meeting: StoredMeeting, callerKey: string) =>
  meeting.fromKey === callerKey
    ? { key: meeting.toKey, publicId: meeting.to }
    : { key: meeting.fromKey, publicId: meeting.from };

/**
 * The awaited side's answer, decided in a transaction on the meeting (its slots already claimed
 * when it is an accept, and the meeting still at the slot claimed): it must still be open and
 * theirs to answer, an accept and a proposal must name a slot of the setup not yet begun (after a
 * proposal it is the other side's turn). The other side is told, under the name the meeting holds for the caller
 * (never their profile's name behind an alias).
 */
export const decideMeetingAnswer = (
  current: StoredMeeting | null,
  read: {
    readonly id: string;
    readonly caller: { readonly key: string };
    readonly otherNotifications: readonly string[];
    readonly setup: MeetingSetup | null;
    /** The slot an accept claimed in both people's busy slots before this; null otherwise. */
    readonly held: MeetingWindow | null;
  },
  input: AnswerMeetingInput,
  ctx: Context,
): Claim<MeetingAnswer, StoredMeeting> => {
  if (current?.state === 'accepted' && input.action === 'accept')
    return accept({ meetingId: read.id, state: 'accepted' });
  const turn = checkTurn(current, read.caller.key);
  if (!turn.ok) return turn;
  const meeting = turn.value;
  // Proposals back and forth since the slot was claimed: the claim holds another time.
  if (input.action === 'accept') {
    if (read.held?.start !== meeting.start)
      return refuse('illegal-transition', 'the meeting moved');
    // A slot withdrawn by the organisers since, or begun, is no longer one to agree on.
    const slot = slotAt(read.setup, meeting.start, ctx.now);
    if (!slot.ok) return slot;
  }
  const other = otherSide(meeting, read.caller.key);
  // The name the other side knows the caller by (an alias, when they asked or were found under one).
  const callerName = meeting.fromKey === read.caller.key ? meeting.fromName : meeting.toName;
  let next: StoredMeeting;
  let answer: 'accepted' | 'declined' | 'proposed';
  if (input.action === 'propose') {
    const slot = slotAt(read.setup, input.start ?? -1, ctx.now);
    if (!slot.ok) return slot;
    next = { ...meeting, ...slot.value, awaiting: other.publicId };
    answer = 'proposed';
  } else {
    const state = input.action === 'accept' ? 'accepted' : 'declined';
    const { awaiting: _done, ...closed } = meeting;
    next = { ...closed, state };
    answer = state;
  }
  const writes = writeCopies(new WriteSet(), read.id, next);
  notify(
    writes,
    other.key,
    read.otherNotifications,
    told({ message: 'meetingAnswer', params: { name: callerName, answer } }),
    ctx,
  );
  return claim(next, accept({ meetingId: read.id, state: next.state }, writes));
};
