import { type EventTimeStyle, formatEventTime } from '../lib/event-time.ts';
import { useEventTimeZone } from '../lib/event-time-zone.ts';

/**
 * An instant of an event on the event's clock (formatEventTime), as a `<time>` element; nothing
 * where there is no instant. Rows of one event share the zone's one live read.
 */
export const EventTime = ({
  at,
  eventId,
  style,
  className,
}: {
  at: unknown;
  eventId: string | undefined;
  style?: EventTimeStyle;
  className?: string;
}) => {
  const zone = useEventTimeZone(eventId === '' ? undefined : eventId);
  if (typeof at !== 'number') return null;
  return (
    <time dateTime={new Date(at).toISOString()} className={className}>
      {formatEventTime(at, zone, style)}
    </time>
  );
};
