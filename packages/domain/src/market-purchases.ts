import type { SaleOutcome } from './market-sales.ts';
import { accept, type Claim, type Context, claim, refuse, WriteSet } from './plan.ts';
import type { PrizeOffer } from './store/market.ts';
import { userNodes } from './store/users.ts';
import type { Balance, PurchaseRequest } from './store/users-play.ts';

export type PurchaseResult = { readonly spent: number };

export type PurchaseOrder = {
  readonly prizeId: string;
  readonly qty: number;
  readonly requestId: string;
};

export type Buyer = {
  readonly key: string;
  readonly eventId: string;
  readonly publicId: string;
  readonly name: string;
};

/**
 * How long a pending purchase belongs to its call: a callable's time limit (60 s). After that no
 * call of it is running, and the sweeper settles it.
 */
export const PURCHASE_SETTLE_MS = 60_000;

/** The child of a user's node the sweeper orders users by (indexed in the database rules). */
export const PENDING_AT_CHILD = 'games/act04/pendingAt';

const requestOf = (balance: Balance | null, requestId: string) => {
  const requests = balance?.requests ?? {};
  return Object.hasOwn(requests, requestId) ? requests[requestId] : undefined;
};

/** The oldest pending purchase's time (what the sweeper's query orders by), or none. */
const oldestPending = (requests: Readonly<Record<string, PurchaseRequest>>) => {
  const times = Object.values(requests)
    .filter((request) => request.state === 'pending')
    .map((request) => request.at);
  return times.length === 0 ? {} : { pendingAt: Math.min(...times) };
};

/** The balance with one request replaced and its spent points moved by `spend`; pendingAt follows. */
const withRequest = (
  balance: Balance | null,
  requestId: string,
  request: PurchaseRequest,
  spend: number,
): Balance => {
  const { pendingAt: _, ...rest } = balance ?? {};
  const requests = { ...rest.requests, [requestId]: request };
  return {
    ...rest,
    spentPoints: (rest.spentPoints ?? 0) + spend,
    requests,
    ...oldestPending(requests),
  };
};

/** What the charge leaves to do: nothing (settled before), or the sale of a pending purchase. */
type Charge =
  | { readonly settled: true; readonly spent: number }
  | ({ readonly settled: false } & PendingPurchase);

/** A purchase charged and not yet closed: what its sale and its records need. */
export type PendingPurchase = PurchaseOrder & { readonly cost: number; readonly ledgerId: string };

const pendingOf = (requestId: string, request: PurchaseRequest): PendingPurchase => ({
  requestId,
  prizeId: request.prizeId,
  qty: request.qty,
  cost: request.cost,
  // Every pending purchase is charged with its ledger id; the fallback only keeps the type whole.
  ledgerId: request.ledgerId ?? `purchase-${requestId}`,
});

/**
 * A purchase, step 1, in a transaction on the buyer's balance: the order's cost at the price read
 * just before is charged and the request kept pending, so the points are taken before any stock
 * is. A request seen before is answered as it stands: sold (charged nothing again), refunded
 * (refused the same way), or pending (its sale goes on, charged once). A new order for a prize
 * that was gone or sold out when read is refused without a charge.
 */
export const chargePurchase = (
  balance: Balance | null,
  order: PurchaseOrder,
  offer: Pick<PrizeOffer, 'cost' | 'stock'> | null,
  ctx: Pick<Context, 'now' | 'newId'>,
): Claim<Charge, Balance> => {
  const earlier = requestOf(balance, order.requestId);
  if (earlier !== undefined) {
    // A request id names one order: the same id for another prize or quantity is not a retry.
    if (earlier.prizeId !== order.prizeId || earlier.qty !== order.qty)
      return refuse('invalid-argument', 'this request id is for another order');
    if (earlier.state === 'refunded') return refuse(earlier.error ?? 'out-of-stock');
    if (earlier.state === 'pending')
      return accept({ settled: false, ...pendingOf(order.requestId, earlier) });
    return accept({ settled: true, spent: earlier.cost });
  }
  if (offer === null) return refuse('not-found', 'prize');
  if (offer.stock < order.qty) return refuse('out-of-stock');
  const cost = offer.cost * order.qty;
  const available = (balance?.totalPoints ?? 0) - (balance?.spentPoints ?? 0);
  if (available < cost) return refuse('insufficient-points');
  const pending: PurchaseRequest = {
    prizeId: order.prizeId,
    qty: order.qty,
    cost,
    at: ctx.now,
    state: 'pending',
    ledgerId: ctx.newId(),
  };
  return claim(
    withRequest(balance, order.requestId, pending, cost),
    accept({ settled: false, ...pendingOf(order.requestId, pending) }),
  );
};

/**
 * Step 3b, in a transaction on the buyer's balance, once per request whoever gets there first (the
 * call, its double tap, the sweeper): a sale moves the pending purchase to sold (its records and
 * gift counters were written before it, by recordSale); a refusal refunds the points once (and
 * takes back the ledger entry a late call wrote for it; its desk record is taken back by
 * `takeBackSale`). A request already closed changes nothing and answers as it was closed.
 */
export const closePurchase = (
  balance: Balance | null,
  buyer: Buyer,
  order: PurchaseOrder,
  outcome: SaleOutcome,
): Claim<PurchaseResult, Balance> => {
  const earlier = requestOf(balance, order.requestId);
  if (earlier === undefined) return refuse('not-found', 'purchase');
  // The ledger entry is taken back whenever the purchase is (or was) refunded: a retry that saw
  // the sale before the prize was deleted and the sweeper refunded may have written it since.
  const undo = new WriteSet().remove(
    userNodes.ledgerEntry(buyer.key, pendingOf(order.requestId, earlier).ledgerId),
  );
  if (earlier.state === 'refunded')
    return refuse(earlier.error ?? 'out-of-stock', undefined, 'sold' in outcome ? undo : undefined);
  if (earlier.state !== 'pending') return accept({ spent: earlier.cost });
  if ('refused' in outcome) {
    const refunded: PurchaseRequest = { ...earlier, state: 'refunded', error: outcome.refused };
    return claim(
      withRequest(balance, order.requestId, refunded, -earlier.cost),
      refuse(outcome.refused, outcome.detail, undo),
    );
  }
  return claim(
    withRequest(balance, order.requestId, { ...earlier, state: 'sold' }, 0),
    accept({ spent: earlier.cost }),
  );
};

/** The pending purchases of a balance that no call can still be working on at `now`. */
export const lapsedPurchases = (balance: Balance | null, now: number): readonly PendingPurchase[] =>
  Object.entries(balance?.requests ?? {})
    .filter(([, request]) => request.state === 'pending' && now - request.at >= PURCHASE_SETTLE_MS)
    .map(([requestId, request]) => pendingOf(requestId, request));
