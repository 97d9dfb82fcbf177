import { createFileRoute } from '@tanstack/react-router';
import { OwnPurchases } from '../../features/market/own-purchases.tsx';
import { PrizeList } from '../../features/market/prize-list.tsx';
import { useEventId } from '../../lib/session/use-event-id.ts';

export const Route = createFileRoute('/market/')({ component: MarketPage });

function MarketPage() {
  const eventId = useEventId();
  return (
    <section aria-labelledby="market-title">
      <h1 id="market-title">Prize market</h1>
      <p>Spend the points you earned. Your leaderboard score stays as it is.</p>
      <PrizeList eventId={eventId} />
      <OwnPurchases eventId={eventId} />
    </section>
  );
}
