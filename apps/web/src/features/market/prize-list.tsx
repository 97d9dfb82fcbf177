import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { callBuyPrize } from '../../lib/firebase/calls.ts';
import type { Prize } from '../../lib/firebase/market.ts';
import { useLiveQuery } from '../../lib/live-query.ts';
import { messageOf } from '../../lib/messages.ts';
import { useMe } from '../../lib/session/live.ts';
import { marketKeys } from './queries.ts';

export const usePrizes = (eventId: string | undefined): Prize[] | undefined =>
  useLiveQuery(
    marketKeys.prizes(eventId ?? ''),
    eventId === undefined
      ? undefined
      : async (onChange) =>
          (await import('../../lib/firebase/market.ts')).watchPrizes(eventId, onChange),
  );

/** Prizes with their cost and stock; buying goes through the server, which checks both. */
export const PrizeList = ({
  eventId,
  compact = false,
}: {
  eventId: string | undefined;
  compact?: boolean;
}) => {
  const prizes = usePrizes(eventId);
  const { me } = useMe();
  const [notice, setNotice] = useState<string | null>(null);
  // One idempotency key per purchase: taps that land before the first answer reuse it, so the
  // server charges them once.
  const intent = useRef<{ prizeId: string; requestId: string } | null>(null);
  const buy = useMutation({
    mutationFn: (order: { prizeId: string; requestId: string }) =>
      callBuyPrize({ ...order, qty: 1 }),
    onSuccess: (result) => setNotice(`Bought for ${result.spent} points.`),
    onError: (error) => setNotice(messageOf(error).text),
    onSettled: () => {
      intent.current = null;
    },
  });
  const buyOne = (prizeId: string) => {
    if (intent.current?.prizeId !== prizeId)
      intent.current = { prizeId, requestId: crypto.randomUUID() };
    buy.mutate(intent.current);
  };
  if (eventId === undefined) return <p>Open your event’s link, or sign in, to see its prizes.</p>;
  if (prizes === undefined) return <p aria-busy="true">Loading prizes…</p>;
  if (prizes.length === 0) return <p>No prizes yet.</p>;
  return (
    <>
      {notice ? (
        <p role="status" className="notice">
          {notice}
        </p>
      ) : null}
      <ul className={compact ? 'compact-list' : 'cards'}>
        {prizes.map((prize) => (
          <li key={prize.id} className={compact ? undefined : 'card'}>
            <strong>{prize.name}</strong>
            <span>
              {prize.cost} points · {prize.stock > 0 ? `${prize.stock} left` : 'sold out'}
            </span>
            {me ? (
              <button
                type="button"
                disabled={prize.stock === 0 || buy.isPending}
                onClick={() => buyOne(prize.id)}
                aria-label={`Buy ${prize.name}`}
              >
                Buy
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
};
