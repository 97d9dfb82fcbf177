import { peopleNodes } from '@engage/domain/store/people';
import { type SessionAttendee, sessionCheckInNodes } from '@engage/domain/store/session-checkins';
import { sessionNodes } from '@engage/domain/store/sessions';
import type { Deps } from '@engage/server/deps';

/** A meeting slot after the test stack's clock, in a window of two 15-minute slots. */
export const MEETING_SLOT = 1_800_000_000_000;

/**
 * What an attendee leaves in the agenda and meetings, written with admin rights: the event's
 * meeting window, session `s1` starred, checked in to and rated (their attendance `line`).
 */
export const seedAgenda = async (
  deps: Deps,
  eventId: string,
  key: string,
  line: SessionAttendee,
): Promise<void> => {
  await deps.db.ref().update({
    [peopleNodes.setup(eventId)]: {
      slotMinutes: 15,
      windows: [{ start: MEETING_SLOT, end: MEETING_SLOT + 1_800_000 }],
    },
    [sessionNodes.star(key, 's1')]: true,
    [sessionCheckInNodes.visit(key, 's1')]: {
      at: line.at,
      ...(line.rating === undefined ? {} : { rating: line.rating }),
    },
    [sessionCheckInNodes.attendee(eventId, 's1', key)]: line,
    [sessionCheckInNodes.checkIns(eventId, 's1')]: 1,
  });
};
