import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useEventId } from '../../lib/session/use-event-id.ts';
import { eventsQueryOptions } from './queries.ts';
import { useOrganiser } from './use-organiser.ts';

/** Which event the console works on: the organiser's events, by `?event=`. */
export const EventPicker = () => {
  const { claim, scope } = useOrganiser();
  const eventId = useEventId();
  const navigate = useNavigate();
  const events = useQuery({
    ...eventsQueryOptions(claim, { all: scope.all, events: [...scope.events] }),
    enabled: claim !== '',
  }).data;
  return (
    <label className="event-picker">
      Event
      <select
        value={eventId ?? ''}
        onChange={(event) => void navigate({ to: '.', search: { event: event.target.value } })}
      >
        {eventId === undefined ? <option value="">Choose an event</option> : null}
        {eventId !== undefined && !events?.some((item) => item.id === eventId) ? (
          <option value={eventId}>{eventId}</option>
        ) : null}
        {(events ?? []).map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
    </label>
  );
};

/** A console section about one event: without a chosen event, it says how to choose one. */
export const WithEvent = ({ children }: { children: (eventId: string) => ReactNode }) => {
  const eventId = useEventId();
  return eventId === undefined ? (
    <p>Choose an event above, or create one under Events.</p>
  ) : (
    children(eventId)
  );
};
