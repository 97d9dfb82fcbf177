import { DomainError } from '@engage/domain/errors';
import {
  checkMeetingScan,
  decideMeetingMet,
  type MeetingCheckInInput,
  meetingPair,
} from '@engage/domain/meeting-check-in';
import type {
  AnswerMeetingInput,
  RequestMeetingInput,
  SetMeetingsInput,
} from '@engage/domain/meeting-inputs';
import { decideMeetingSetup } from '@engage/domain/meeting-setup';
import {
  checkTurn,
  claimBusy,
  decideMeetingAnswer,
  decideMeetingRequest,
  releaseBusy,
  takeBackRequest,
} from '@engage/domain/meetings';
import { accept } from '@engage/domain/plan';
import { contactName } from '@engage/domain/privacy';
import { decideScan, readScan, useTypedCode } from '@engage/domain/qr-payload';
import { eventNodes } from '@engage/domain/store/events';
import { peopleNodes, type StoredMeeting } from '@engage/domain/store/people';
import { userNodes } from '@engage/domain/store/users';
import { commit, commitClaim } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { read } from '@engage/server/read';
import { readScoring } from '@engage/server/scoring';
import {
  keyForPublicId,
  type Me,
  notificationIds,
  profileOf,
  requireMe,
  requireOrganiser,
  userOf,
} from '@engage/server/users';

/**
 * The directory and meetings (docs/meetings.md): each callable reads, asks the domain
 * (directory.ts, meetings.ts) and commits; every rule is there.
 */

export const setMeetings = async (deps: Deps, input: SetMeetingsInput, caller: Caller) => {
  await requireOrganiser(deps, caller, { eventId: input.eventId });
  const name = await read(deps, eventNodes.field(input.eventId, 'name'));
  return commit(deps, decideMeetingSetup(input, name !== null));
};

/** A side as the other sees them: under their alias when they chose one (contactName). */
const sideOf = async (deps: Deps, me: Me) => ({
  key: me.key,
  publicId: me.profile.publicId,
  name: contactName(me.profile),
  notifications: await notificationIds(deps, me.key),
});

/**
 * Asking a listed person of the caller's event for a slot: the asked side is found through the
 * directory (an unlisted person, or one of another event, is not found there).
 */
export const requestMeeting = async (deps: Deps, input: RequestMeetingInput, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const { eventId } = me.profile;
  const [entry, theirKey, setup, mine, theirs, mySide, myMeetings] = await Promise.all([
    read(deps, peopleNodes.entry(eventId, input.with)),
    keyForPublicId(deps, input.with),
    read(deps, peopleNodes.setup(eventId)),
    read(deps, peopleNodes.busy(eventId, me.profile.publicId)),
    read(deps, peopleNodes.busy(eventId, input.with)),
    sideOf(deps, me),
    read(deps, peopleNodes.myMeetings(me.key)),
  ]);
  const them =
    entry === null || theirKey === null
      ? null
      : {
          key: theirKey,
          publicId: input.with,
          name: entry.name,
          notifications: await notificationIds(deps, theirKey),
        };
  const answer = await commit(
    deps,
    decideMeetingRequest(
      { setup, me: { ...mySide, eventId }, them, busy: { mine, theirs }, myMeetings },
      input,
      context(deps),
    ),
  );
  // A removal of the asked person between the reads above and the write would leave their key in
  // it: looked at once written, and taken back whole (a removal after this look takes it along).
  if (theirKey !== null && (await read(deps, userNodes.metadata(theirKey))) === null) {
    const request = { eventId, fromKey: me.key, toKey: theirKey };
    await commit(deps, accept(null, takeBackRequest(request, answer.meetingId)));
    throw new DomainError('not-listed', 'removed', 'with');
  }
  return answer;
};

/** Holds the meeting's slot for both people, each in a transaction; a clash gives back the first. */
const holdSlots = async (deps: Deps, id: string, meeting: StoredMeeting) => {
  const busy = (publicId: string) => peopleNodes.busy(meeting.eventId, publicId);
  await commitClaim(deps, busy(meeting.to), (held) => claimBusy(held, id, meeting));
  try {
    await commitClaim(deps, busy(meeting.from), (held) => claimBusy(held, id, meeting));
  } catch (error) {
    await commitClaim(deps, busy(meeting.to), (held) => releaseBusy(held, id));
    throw error;
  }
};

const releaseSlots = (deps: Deps, id: string, meeting: StoredMeeting) =>
  Promise.all(
    [meeting.to, meeting.from].map((publicId) =>
      commitClaim(deps, peopleNodes.busy(meeting.eventId, publicId), (held) =>
        releaseBusy(held, id),
      ),
    ),
  );

/**
 * The awaited side accepts, declines or proposes another slot. An accept first holds the slot of
 * both people (so two accepts racing for one person's time: one wins), then the answer is decided
 * in a transaction on the meeting; an answer refused there gives the held slots back.
 */
export const answerMeeting = async (deps: Deps, input: AnswerMeetingInput, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const node = peopleNodes.meeting(me.profile.eventId, input.meetingId);
  const [meeting, setup] = await Promise.all([
    read(deps, node),
    read(deps, peopleNodes.setup(me.profile.eventId)),
  ]);
  const mine = meeting !== null && (meeting.fromKey === me.key || meeting.toKey === me.key);
  // A second tap on accept answers as the first did.
  if (mine && input.action === 'accept' && meeting.state === 'accepted')
    return { meetingId: input.meetingId, state: meeting.state };
  const open = await commit(deps, checkTurn(meeting, me.key));
  const otherKey = open.fromKey === me.key ? open.toKey : open.fromKey;
  const otherNotifications = await notificationIds(deps, otherKey);
  const holding = input.action === 'accept';
  if (holding) await holdSlots(deps, input.meetingId, open);
  const decide = (current: StoredMeeting | null) =>
    decideMeetingAnswer(
      current,
      {
        id: input.meetingId,
        caller: { key: me.key },
        otherNotifications,
        setup,
        held: holding ? { start: open.start, end: open.end } : null,
      },
      input,
      context(deps),
    );
  try {
    return await commitClaim(deps, node, decide);
  } catch (error) {
    if (holding && error instanceof DomainError) await releaseSlots(deps, input.meetingId, open);
    throw error;
  }
};

/**
 * The caller checks a meeting in by scanning (or typing) the other side's live connection code
 * during the slot: the code is judged as a connection scan is (issued by the server, unexpired,
 * of this event), must be the other side's, and the pair is paid once in a transaction on the
 * pair's meeting claim.
 */
export const meetingCheckIn = async (deps: Deps, input: MeetingCheckInInput, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const { eventId } = me.profile;
  const scan = await commit(deps, readScan(input.qr));
  const now = deps.now();
  const [meeting, token, shownKey] = await Promise.all([
    read(deps, peopleNodes.meeting(eventId, input.meetingId)),
    scan.code === null ? null : read(deps, userNodes.qrToken(scan.code)),
    scan.publicId === null ? null : keyForPublicId(deps, scan.publicId),
  ]);
  const scanned = await commit(
    deps,
    decideScan(scan, { token, shownKey }, { key: me.key, eventId }, now),
  );
  const held = await commit(deps, checkMeetingScan(meeting, me.key, scanned.key, now));
  if (scan.code !== null && token?.typed === true)
    await commitClaim(deps, userNodes.qrToken(scan.code), (current) =>
      useTypedCode(current, me.key, now),
    );
  const otherKey = held.fromKey === me.key ? held.toKey : held.fromKey;
  const [from, to, otherNotifications, { points }] = await Promise.all([
    profileOf(deps, held.fromKey).then(userOf),
    profileOf(deps, held.toKey).then(userOf),
    notificationIds(deps, otherKey),
    readScoring(deps, eventId),
  ]);
  return commitClaim(deps, peopleNodes.paid(eventId, meetingPair(held)), (paid) =>
    decideMeetingMet(
      paid,
      { id: input.meetingId, meeting: held, from, to, callerKey: me.key, otherNotifications },
      context(deps),
      points,
    ),
  );
};
