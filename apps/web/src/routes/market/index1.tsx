import { createFileRoute } from '@tanstack/react-router';
import { PrizeList } from '../../features/market/prize-list.tsx';
import { useEventId } from '../../lib/session/use-event-id.ts';

export const Route = createFileRoute('/market/index1')({ component: CompactMarketPage });

/** Variant: the compact market, a plain list for small screens. */
function CompactMarketPage() {
  const eventId = useEventId();
  return (
    <section aria-labelledby="compact-title">
      <h1 id="compact-title">Prizes</h1>
      <PrizeList eventId={eventId} compact />
    </section>
  );
}
