import { useStore } from '@nanostores/react';
import { createFileRoute } from '@tanstack/react-router';
import { OwnPurchases } from '../../features/market/own-purchases.tsx';
import { PrizeList } from '../../features/market/prize-list.tsx';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useEventId } from '../../lib/session/use-event-id.ts';

const messages = i18n('marketPage', {
  title: 'Prize market',
  intro: 'Spend the points you earned. Your leaderboard score stays as it is.',
});

export const Route = createFileRoute('/market/')({ component: MarketPage });

function MarketPage() {
  const eventId = useEventId();
  const t = useStore(messages);
  return (
    <section aria-labelledby="market-title">
      <h1 id="market-title">{t.title}</h1>
      <p>{t.intro}</p>
      <PrizeList eventId={eventId} />
      <OwnPurchases eventId={eventId} />
    </section>
  );
}
