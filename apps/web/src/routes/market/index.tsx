import { createFileRoute } from '@tanstack/react-router';
import { PrizeList } from '../../features/market/prize-list.tsx';
import { useMe } from '../../lib/session/live.ts';

export const Route = createFileRoute('/market/')({ component: MarketPage });

function MarketPage() {
  const { event } = Route.useSearch();
  const { me } = useMe();
  return (
    <section aria-labelledby="market-title">
      <h1 id="market-title">Prize market</h1>
      <p>Spend the points you earned. Your leaderboard score stays as it is.</p>
      <PrizeList eventId={event ?? me?.profile.eventId} />
    </section>
  );
}
