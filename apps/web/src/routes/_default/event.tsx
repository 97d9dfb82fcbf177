import { useStore } from '@nanostores/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { EventOverview } from '../../features/event/event-overview.tsx';
import { ensureEventPage } from '../../features/event/queries.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useEventId } from '../../lib/session/use-event-id.ts';

const messages = i18n('eventPage', {
  title: 'Your event',
  openLink: 'Open your event’s link, or',
  signIn: 'sign in',
  toSee: 'to see the event you registered for.',
});

export const Route = createFileRoute('/_default/event')({
  loaderDeps: ({ search }) => ({ event: search.event }),
  loader: ({ context: { queryClient }, deps: { event } }) => ensureEventPage(queryClient, event),
  component: EventPage,
});

function EventPage() {
  const eventId = useEventId();
  const t = useStore(messages);
  if (eventId === undefined) {
    return (
      <section aria-labelledby="event-title">
        <h1 id="event-title">{t.title}</h1>
        <p>
          {t.openLink} <Link to="/auth/login">{t.signIn}</Link> {t.toSee}
        </p>
      </section>
    );
  }
  return <EventOverview eventId={eventId} />;
}
