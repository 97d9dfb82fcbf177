import { useStore } from '@nanostores/react';
import { createFileRoute } from '@tanstack/react-router';
import { BingoSetupPanel } from '../../features/console/bingo-setup-panel.tsx';
import { WithEvent } from '../../features/console/event-picker.tsx';
import { routeTitles } from '../../layouts/route-titles.ts';

/** The event's network bingo: the lists registration offers and the squares cards deal. */
export const Route = createFileRoute('/dashboard/bingo')({ component: BingoSetupPage });

function BingoSetupPage() {
  const titles = useStore(routeTitles);
  return (
    <section aria-labelledby="bingo-setup-title">
      <h1 id="bingo-setup-title">{titles['/dashboard/bingo']}</h1>
      <WithEvent>{(eventId) => <BingoSetupPanel key={eventId} eventId={eventId} />}</WithEvent>
    </section>
  );
}
