import { createFileRoute } from '@tanstack/react-router';
import { WithEvent } from '../../features/console/event-picker.tsx';
import { PrizeDesk } from '../../features/console/prize-desk.tsx';

/** The prize desk: purchases, allocation and hand-over. */
export const Route = createFileRoute('/dashboard/prizes')({ component: PrizesPage });

function PrizesPage() {
  return (
    <section aria-labelledby="desk-title">
      <h1 id="desk-title">Prize desk</h1>
      <WithEvent>{(eventId) => <PrizeDesk key={eventId} eventId={eventId} />}</WithEvent>
    </section>
  );
}
