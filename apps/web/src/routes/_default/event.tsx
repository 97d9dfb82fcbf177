import { createFileRoute, Link } from '@tanstack/react-router';
import { EventOverview } from '../../features/event/event-overview.tsx';
import { ensureEventPage } from '../../features/event/queries.ts';
import { useEventId } from '../../lib/session/use-event-id.ts';

export const Route = createFileRoute('/_default/event')({
  loaderDeps: ({ search }) => ({ event: search.event }),
  loader: ({ context: { queryClient }, deps: { event } }) => ensureEventPage(queryClient, event),
  component: EventPage,
});

function EventPage() {
  const eventId = useEventId();
  if (eventId === undefined) {
    return (
      <section aria-labelledby="event-title">
        <h1 id="event-title">Your event</h1>
        <p>
          Open your event’s link, or <Link to="/auth/login">sign in</Link> to see the event you
          registered for.
        </p>
      </section>
    );
  }
  return <EventOverview eventId={eventId} />;
}
