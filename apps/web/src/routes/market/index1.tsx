import { useStore } from '@nanostores/react';
import { createFileRoute } from '@tanstack/react-router';
import { PrizeList } from '../../features/market/prize-list.tsx';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useEventId } from '../../lib/session/use-event-id.ts';

const messages = i18n('compactMarketPage', { title: 'Prizes' });

export const Route = createFileRoute('/market/index1')({ component: CompactMarketPage });

/** Variant: the compact market, a plain list for small screens. */
function CompactMarketPage() {
  const eventId = useEventId();
  const t = useStore(messages);
  return (
    <section aria-labelledby="compact-title">
      <h1 id="compact-title">{t.title}</h1>
      <PrizeList eventId={eventId} compact />
    </section>
  );
}
