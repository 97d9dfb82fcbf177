import { useStore } from '@nanostores/react';
import { createFileRoute } from '@tanstack/react-router';
import { WithEvent } from '../../features/console/event-picker.tsx';
import { PrizeDesk } from '../../features/console/prize-desk.tsx';
import { routeTitles } from '../../layouts/route-titles.ts';

/** The prize desk: purchases, allocation and hand-over. */
export const Route = createFileRoute('/dashboard/prizes')({ component: PrizesPage });

function PrizesPage() {
  const titles = useStore(routeTitles);
  return (
    <section aria-labelledby="desk-title">
      <h1 id="desk-title">{titles['/dashboard/prizes']}</h1>
      <WithEvent>{(eventId) => <PrizeDesk key={eventId} eventId={eventId} />}</WithEvent>
    </section>
  );
}
