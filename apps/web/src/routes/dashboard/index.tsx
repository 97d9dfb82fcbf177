import { createFileRoute } from '@tanstack/react-router';
import { Overview } from './-overview.tsx';
import { useMe } from '../../lib/session/live.ts';

export const Route = createFileRoute('/dashboard/')({ component: DashboardPage });

function DashboardPage() {
  const { event } = Route.useSearch();
  const { me } = useMe();
  const eventId = event ?? me?.profile.eventId;
  return (
    <section aria-label="Overview">
      {eventId ? <Overview eventId={eventId} /> : <p>No event selected.</p>}
    </section>
  );
}
