import { isErrorCode } from '@engage/domain/errors';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { MessageText } from '../../components/form-alert.tsx';
import { StoredImage } from '../../components/image-with-fallback.tsx';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import { CallError, callBuyPrize } from '../../lib/firebase/calls.ts';
import type { Prize } from '../../lib/firebase/market.ts';
import { formatterFor } from '../../lib/i18n/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { locale } from '../../lib/i18n/locale.ts';
import { useLiveQuery } from '../../lib/live-query.ts';
import { type FormMessage, messageOf, type Tone, toneOf } from '../../lib/messages.ts';
import { useMe } from '../../lib/session/live.ts';
import { marketKeys } from './queries.ts';

const messages = i18n('prizeList', {
  soldOut: 'Sold out.',
  onlyLeft: params('Only {stock} left.'),
  needMore: params('You need {points} more points.'),
  bought: params('Bought for {points} points.'),
  openLink: 'Open your event’s link, or sign in, to see its prizes.',
  loading: 'Loading prizes',
  none: 'No prizes yet. Your organiser adds them here; keep earning points meanwhile.',
  visitor: 'Prizes are bought with the points you earn at the event.',
  signIn: 'Sign in to buy',
  cost: params('{points} points'),
  left: params('{stock} left'),
  soldOutShort: 'sold out',
  quantity: 'Quantity',
  buying: 'Buying…',
  confirm: params('Yes, spend {points} points'),
  cancel: 'Cancel',
  buyLabel: params('Buy {name}'),
  buy: 'Buy',
});

export const usePrizes = (eventId: string | undefined): Prize[] | undefined =>
  useLiveQuery(
    marketKeys.prizes(eventId ?? ''),
    eventId === undefined
      ? undefined
      : async (onChange) =>
          (await import('../../lib/firebase/market.ts')).watchPrizes(eventId, onChange),
  );

const MAX_QTY = 10;

/** A prize without its own picture shows this one, drawn for the app and served by it. */
const PRIZE_PLACEHOLDER = '/prize.svg';

/** Why a prize cannot be bought now, in words, or null when it can. */
export const buyRefusal = (prize: Prize, qty: number, balance: number): string | null => {
  const t = messages.get();
  const format = formatterFor(locale.get());
  if (prize.stock === 0) return t.soldOut;
  if (qty > prize.stock) return t.onlyLeft({ stock: format.number(prize.stock) });
  const total = prize.cost * qty;
  if (total > balance) return t.needMore({ points: format.number(total - balance) });
  return null;
};

type Order = { prizeId: string; qty: number; requestId: string };

type Notice = { readonly message: FormMessage; readonly tone: Tone };

/**
 * Prizes with their cost and stock; buying goes through the server, which checks both. A purchase
 * is confirmed first, and carries one idempotency key: taps that land before the first answer
 * reuse it, so the server charges them once. The key is dropped only on an answer (a sale or a
 * refusal from the domain): a call whose answer was lost (a timeout, a dropped connection) may
 * have sold on the server, so its retry is the same request and is not charged again.
 */
export const PrizeList = ({
  eventId,
  compact = false,
}: {
  eventId: string | undefined;
  compact?: boolean;
}) => {
  const prizes = usePrizes(eventId);
  const { me, session, loading } = useMe();
  const { pathname } = useLocation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [qty, setQty] = useState<Record<string, number>>({});
  const [confirming, setConfirming] = useState<string | null>(null);
  const intent = useRef<Order | null>(null);
  const t = useStore(messages);
  const format = formatterFor(useStore(locale));
  const buy = useMutation({
    mutationFn: (order: Order) => callBuyPrize(order),
    onSuccess: (result) => {
      intent.current = null;
      setNotice({
        message: { code: 'bought', text: t.bought({ points: format.number(result.spent) }) },
        tone: 'success',
      });
    },
    onError: (error) => {
      if (error instanceof CallError && isErrorCode(error.code)) intent.current = null;
      const message = messageOf(error);
      setNotice({ message, tone: toneOf(message) });
    },
    onSettled: () => setConfirming(null),
  });
  const buyNow = (prizeId: string, count: number) => {
    if (intent.current?.prizeId !== prizeId || intent.current.qty !== count)
      intent.current = { prizeId, qty: count, requestId: crypto.randomUUID() };
    buy.mutate(intent.current);
  };
  if (eventId === undefined) return <p>{t.openLink}</p>;
  if (prizes === undefined) return <ListSkeleton label={t.loading} rows={3} />;
  if (prizes.length === 0) return <p>{t.none}</p>;
  const balance = me ? me.points - me.spent : 0;
  return (
    <>
      {notice ? (
        <p role="status" className="notice" data-tone={notice.tone} data-code={notice.message.code}>
          <MessageText message={notice.message} />
        </p>
      ) : null}
      {!loading && session === null ? (
        <p className="notice" id="visitor-buy">
          {t.visitor}{' '}
          <Link to="/auth/login" search={{ redirect: pathname }} className="button">
            {t.signIn}
          </Link>
        </p>
      ) : null}
      <ul className={compact ? 'compact-list' : 'cards'}>
        {prizes.map((prize) => {
          const count = qty[prize.id] ?? 1;
          const refusal = me ? buyRefusal(prize, count, balance) : null;
          const reasonId = `why-${prize.id}`;
          return (
            <li key={prize.id} className={compact ? undefined : 'card prize'}>
              {compact ? null : (
                <StoredImage
                  path={prize.image}
                  alt=""
                  className="prize-image"
                  fallback={PRIZE_PLACEHOLDER}
                />
              )}
              <strong>{prize.name}</strong>
              <span>
                {t.cost({ points: format.number(prize.cost) })} ·{' '}
                {prize.stock > 0 ? t.left({ stock: format.number(prize.stock) }) : t.soldOutShort}
              </span>
              {me ? (
                <div className="buy">
                  <label>
                    {t.quantity}
                    <select
                      value={count}
                      // Locked while the confirmation asks about this quantity.
                      disabled={confirming === prize.id}
                      onChange={(change) =>
                        setQty({ ...qty, [prize.id]: Number(change.target.value) })
                      }
                    >
                      {Array.from(
                        { length: Math.min(MAX_QTY, Math.max(1, prize.stock)) },
                        (_, index) => index + 1,
                      ).map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </label>
                  {confirming === prize.id ? (
                    <span className="confirm">
                      <button
                        type="button"
                        disabled={buy.isPending || refusal !== null}
                        aria-describedby={refusal === null ? undefined : reasonId}
                        onClick={() => buyNow(prize.id, count)}
                      >
                        {buy.isPending
                          ? t.buying
                          : t.confirm({ points: format.number(prize.cost * count) })}
                      </button>
                      <button
                        type="button"
                        className="secondary"
                        onClick={() => setConfirming(null)}
                      >
                        {t.cancel}
                      </button>
                    </span>
                  ) : (
                    <button
                      type="button"
                      disabled={refusal !== null || buy.isPending}
                      aria-describedby={refusal === null ? undefined : reasonId}
                      onClick={() => setConfirming(prize.id)}
                      aria-label={t.buyLabel({ name: prize.name })}
                    >
                      {t.buy}
                    </button>
                  )}
                  {refusal === null ? null : (
                    <span id={reasonId} className="hint">
                      {refusal}
                    </span>
                  )}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
};
