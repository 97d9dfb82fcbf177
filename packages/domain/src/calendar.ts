import { createEvents, type EventAttributes } from 'ics';
import { err, ok, type Result } from './plan.ts';

/**
 * A calendar file (.ics, RFC 5545) of what an attendee will attend, for their phone's calendar:
 * built with the `ics` package (agenda.md). It takes plain items, so the starred sessions, and
 * later accepted meetings, go into one file: `calendarFile([...sessionItems, ...meetingItems])`.
 */
export type CalendarItem = {
  readonly title: string;
  /** Instants (epoch ms): the file names them in UTC, and the phone shows its own clock. */
  readonly start: number;
  readonly end: number;
  readonly location: string;
  /** A stable id, so adding the file again updates the entries instead of doubling them. */
  readonly uid: string;
  readonly description?: string | undefined;
};

export const calendarFile = (
  items: readonly CalendarItem[],
  calName: string,
): Result<string, string> => {
  if (items.length === 0) return err('nothing to add');
  const events: EventAttributes[] = items.map((item) => ({
    title: item.title,
    start: item.start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: item.end,
    endInputType: 'utc',
    endOutputType: 'utc',
    location: item.location,
    uid: item.uid,
    ...(item.description === undefined ? {} : { description: item.description }),
  }));
  const { error, value } = createEvents(events, { productId: 'engage/agenda', calName });
  return error === null ? ok(String(value)) : err(error.message);
};

/** A session as a calendar item, its uid naming the event and the session. */
export const sessionItem = (
  eventId: string,
  session: {
    readonly id: string;
    readonly title: string;
    readonly startsAt: number;
    readonly endsAt: number;
    readonly room: string;
    readonly description: string;
  },
): CalendarItem => ({
  title: session.title,
  start: session.startsAt,
  end: session.endsAt,
  location: session.room,
  uid: `${eventId}-${session.id}@engage`,
  ...(session.description === '' ? {} : { description: session.description }),
});
