import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useEventId } from '../../lib/session/use-event-id.ts';
import { eventsQueryOptions } from './queries.ts';
import { useOrganiser } from './use-organiser.ts';

const words = i18n('eventPicker', {
  event: 'Event',
  choose: 'Choose an event',
  none: 'Choose an event above, or create one under Events.',
});

/** Which event the console works on: the organiser's events, by `?event=`. */
export const EventPicker = () => {
  const { claim, scope } = useOrganiser();
  const eventId = useEventId();
  const navigate = useNavigate();
  const t = useStore(words);
  const events = useQuery({
    ...eventsQueryOptions(claim, { all: scope.all, events: [...scope.events] }),
    enabled: claim !== '',
  }).data;
  return (
    <label className="event-picker">
      {t.event}
      <select
        value={eventId ?? ''}
        onChange={(event) => void navigate({ to: '.', search: { event: event.target.value } })}
      >
        {eventId === undefined ? <option value="">{t.choose}</option> : null}
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
  const t = useStore(words);
  return eventId === undefined ? <p>{t.none}</p> : children(eventId);
};
