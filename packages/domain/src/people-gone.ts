import { interestKey, listOf } from './directory.ts';
import { addInboxGone } from './inbox.ts';
import type { WriteSet } from './plan.ts';
import { pairId } from './scoring.ts';
import { type DirectoryEntry, peopleNodes, type StoredMeeting } from './store/people.ts';
import { type SessionVisit, sessionCheckInNodes } from './store/session-checkins.ts';
import { sessionNodes } from './store/sessions.ts';

/**
 * What a departing person (removed, or deleting their account: anonymise.ts) left in the
 * directory, the meetings, the agenda and the inbox, as the server read it before the removal. The
 * rule (docs/privacy.md): everything of theirs goes, and every meeting they had goes whole, for
 * both sides: the shared record, both copies, both busy-slot claims and the pair's paid claim; so
 * does every conversation, with the other side's line for it. The other side is left with nothing
 * that names them; points already paid stay in the ledger.
 */
export type PeopleTraces = {
  /** Their directory entry as stored (its interest lines go with it), null when unlisted. */
  readonly entry: DirectoryEntry | null;
  /** Their meetings by id, as the event stores them (null when the record is already gone). */
  readonly meetings: Readonly<Record<string, StoredMeeting | null>>;
  /** The sessions they checked in to (and rated), by session id. */
  readonly visits: Readonly<Record<string, SessionVisit>> | null;
  /** Their conversations (inbox.ts), each id with the other member's key (null: gone already). */
  readonly conversations: Readonly<Record<string, string | null>>;
};

export const NO_PEOPLE_TRACES: PeopleTraces = {
  entry: null,
  meetings: {},
  visits: null,
  conversations: {},
};

/**
 * Adds to the removal's update the writes that take `key` / `publicId` out of these nodes. The
 * listing flag and the person's own copies of their meetings live under `users/{key}`, which the
 * removal takes whole (an update may not name a path and its parent both).
 */
export const addPeopleGone = (
  writes: WriteSet,
  key: string,
  user: { readonly eventId: string; readonly publicId: string },
  traces: PeopleTraces,
): WriteSet => {
  const { eventId, publicId } = user;
  writes
    .remove(peopleNodes.entry(eventId, publicId))
    .remove(peopleNodes.busy(eventId, publicId))
    .remove(sessionNodes.stars(key))
    .remove(sessionCheckInNodes.visits(key));
  for (const interest of listOf(traces.entry?.interests))
    writes.remove(peopleNodes.interestMember(eventId, interestKey(interest), publicId));
  for (const [id, meeting] of Object.entries(traces.meetings)) {
    writes.remove(peopleNodes.meeting(eventId, id));
    if (meeting === null) continue;
    const other =
      meeting.fromKey === key
        ? { key: meeting.toKey, publicId: meeting.to }
        : { key: meeting.fromKey, publicId: meeting.from };
    writes
      .remove(peopleNodes.myMeeting(other.key, id))
      .remove(peopleNodes.busySlot(eventId, other.publicId, id))
      .remove(peopleNodes.paid(eventId, pairId(meeting.from, meeting.to)));
  }
  for (const sessionId of Object.keys(traces.visits ?? {}))
    writes.remove(sessionCheckInNodes.attendee(eventId, sessionId, key));
  return addInboxGone(writes, key, eventId, traces.conversations);
};
