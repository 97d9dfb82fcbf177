import { useLiveQuery } from './live-query.ts';

/**
 * The event's IANA time zone, live (the node is public); undefined (UTC) while it loads or when
 * the event names none. Screens pass it to formatEventTime (event-time.ts).
 */
export const useEventTimeZone = (eventId: string | undefined): string | undefined =>
  useLiveQuery<string | null>(
    ['events', eventId ?? '', 'timeZone'],
    eventId === undefined
      ? undefined
      : async (onChange) => (await import('./firebase/events.ts')).watchTimeZone(eventId, onChange),
  ) ?? undefined;
