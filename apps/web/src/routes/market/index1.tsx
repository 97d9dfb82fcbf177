import { createFileRoute } from '@tanstack/react-router';
import { PrizeList } from '../../features/market/prize-list.tsx';
import { useMe } from '../../lib/session/live.ts';

export const Route = createFileRoute('/market/index1')({ component: CompactMarketPage });

/** Variant: the compact market, a plain list for small screens. */
function CompactMarketPage() {
  const { event } = Route.useSearch();
  const { me } = useMe();
  return (
    <section aria-labelledby="compact-title">
      <h1 id="compact-title">Prizes</h1>
      <PrizeList eventId={event ?? me?.profile.eventId} compact />
    </section>
  );
}
