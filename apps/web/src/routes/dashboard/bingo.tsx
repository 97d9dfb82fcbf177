import { createFileRoute } from '@tanstack/react-router';
import { BingoSetupPanel } from '../../features/console/bingo-setup-panel.tsx';
import { WithEvent } from '../../features/console/event-picker.tsx';

/** The event's network bingo: the lists registration offers and the squares cards deal. */
export const Route = createFileRoute('/dashboard/bingo')({ component: BingoSetupPage });

function BingoSetupPage() {
  return (
    <section aria-labelledby="bingo-setup-title">
      <h1 id="bingo-setup-title">Network bingo</h1>
      <WithEvent>{(eventId) => <BingoSetupPanel key={eventId} eventId={eventId} />}</WithEvent>
    </section>
  );
}
