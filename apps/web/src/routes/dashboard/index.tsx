import { createFileRoute } from '@tanstack/react-router';
import { useEventId } from '../../lib/session/use-event-id.ts';
import { Overview } from './-overview.tsx';

export const Route = createFileRoute('/dashboard/')({ component: DashboardPage });

function DashboardPage() {
  const eventId = useEventId();
  return (
    <section aria-label="Overview">
      {eventId ? <Overview eventId={eventId} /> : <p>No event selected.</p>}
    </section>
  );
}
