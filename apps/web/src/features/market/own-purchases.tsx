import { useStore } from '@nanostores/react';
import type { OwnPurchase } from '../../lib/firebase/profile.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useMe } from '../../lib/session/live.ts';
import { usePrizes } from './prize-list.tsx';

const messages = i18n('ownPurchases', {
  title: 'Your purchases',
  allocated: 'Set aside for you: collect it at the prize desk',
  claimed: 'Handed over',
  refunded: 'Refunded: it was sold out',
  expired: 'Refunded: the purchase did not go through',
  pending: 'Paid: the purchase is going through',
  bought: 'Bought: the prize desk will set it aside',
});
type State = 'allocated' | 'claimed' | 'refunded' | 'expired' | 'pending' | 'bought';

/** Where a purchase stands for its buyer: the desk's hand-over once sold, else its own state. */
const stateOf = (purchase: OwnPurchase): State => {
  if (purchase.handover !== undefined) return purchase.handover;
  if (purchase.state === 'pending') return 'pending';
  if (purchase.state !== 'refunded') return 'bought';
  return purchase.error === 'out-of-stock' || purchase.error === undefined ? 'refunded' : 'expired';
};

/** The signed-in attendee's purchases and where each stands at the prize desk, live. */
export const OwnPurchases = ({ eventId }: { eventId: string | undefined }) => {
  const { me } = useMe();
  const prizes = usePrizes(eventId);
  const t = useStore(messages);
  if (me === null || me.purchases.length === 0) return null;
  return (
    <section aria-labelledby="own-purchases-title">
      <h2 id="own-purchases-title">{t.title}</h2>
      <ul className="compact-list">
        {me.purchases.map((purchase) => (
          <li key={purchase.id}>
            <span>
              {purchase.qty} ×{' '}
              {prizes?.find((prize) => prize.id === purchase.prizeId)?.name ?? purchase.prizeId}
            </span>
            <span data-testid="purchase-state">{t[stateOf(purchase)]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
};
