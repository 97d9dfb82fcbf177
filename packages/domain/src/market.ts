import { dbPaths } from './paths.ts';
import { accept, type Claim, type Context, claim, refuse, SERVER_TIME, WriteSet } from './plan.ts';
import { decidePurchase } from './points.ts';

/** The points game's node: earned (totalPoints), spent, and the purchases charged but not settled. */
export type Balance = {
  readonly code?: string;
  readonly isComplete?: boolean;
  readonly totalPoints?: number;
  readonly spentPoints?: number;
  /** Purchase requests by the screen's idempotency key, so a double tap is charged once. */
  readonly requests?: Readonly<Record<string, PurchaseRequest>>;
};
export type PurchaseRequest = {
  readonly prizeId: string;
  readonly qty: number;
  readonly cost: number;
  readonly at: number;
  /** Set once the stock was taken (sold) or was short and the charge refunded (refunded). */
  readonly state?: 'sold' | 'refunded';
};
export type PrizeOffer = { readonly name: string; readonly cost: number; readonly stock: number };
export type PurchaseResult = { readonly spent: number };

/**
 * A purchase is charged first, in a transaction on the buyer's balance (earned minus spent must
 * cover it), and the charge records the request by its idempotency key: the same key again is
 * answered with the first result and charged nothing.
 */
export const decideCharge = (
  balance: Balance | null,
  prize: PrizeOffer | null,
  order: { readonly prizeId: string; readonly qty: number; readonly requestId: string },
  now: number,
): Claim<PurchaseResult & { readonly replay: boolean }> => {
  const requests = balance?.requests ?? {};
  const earlier = Object.hasOwn(requests, order.requestId) ? requests[order.requestId] : undefined;
  if (earlier?.state === 'refunded') return refuse('out-of-stock');
  if (earlier !== undefined) return accept({ spent: earlier.cost, replay: true });
  if (prize === null) return refuse('not-found', 'prize');
  const total = balance?.totalPoints ?? 0;
  const spent = balance?.spentPoints ?? 0;
  const decision = decidePurchase(prize, order.qty, total - spent);
  if (!decision.ok) return refuse(decision.error);
  const request: PurchaseRequest = {
    prizeId: order.prizeId,
    qty: order.qty,
    cost: decision.value.total,
    at: now,
  };
  return claim(
    {
      ...balance,
      totalPoints: total,
      spentPoints: spent + decision.value.total,
      requests: { ...balance?.requests, [order.requestId]: request },
    },
    accept({ spent: decision.value.total, replay: false }),
  );
};

/**
 * Then the stock, in a transaction on the prize's stock. Out of stock refunds the charge (a server
 * decrement of what was spent, nothing recreated on the prize); a sale records the purchase, the
 * ledger entry, the gift counters, and settles the request.
 */
export const decideStockTake = (
  stock: number | null,
  buyer: { readonly key: string; readonly eventId: string },
  requestId: string,
  request: PurchaseRequest,
  ctx: Pick<Context, 'newId'>,
): Claim<PurchaseResult> => {
  const left = stock ?? 0;
  const state = dbPaths.userPurchaseRequestState(buyer.key, requestId);
  if (left < request.qty) {
    const refund = new WriteSet()
      .set(state, 'refunded')
      .increment(dbPaths.userSpentPoints(buyer.key), -request.cost);
    return refuse('out-of-stock', undefined, refund);
  }
  const settle = new WriteSet()
    .set(state, 'sold')
    .increment(dbPaths.userPurchaseQty(buyer.key, request.prizeId), request.qty)
    .set(dbPaths.userPurchaseAt(buyer.key, request.prizeId), SERVER_TIME)
    .set(dbPaths.userField(buyer.key, 'isPrizePurchased'), true)
    .set(dbPaths.ledgerEntry(buyer.key, ctx.newId()), {
      points: -request.cost,
      reason: `buy-${request.prizeId}`,
      kind: 'purchase',
      at: SERVER_TIME,
      by: 'system',
    })
    .increment(dbPaths.userBadge(buyer.key, 'gifts'), request.qty)
    .increment(dbPaths.eventBadge(buyer.eventId, 'gifts'), request.qty);
  return claim(left - request.qty, accept({ spent: request.cost }, settle));
};

/** An organiser allocates a bought prize, then marks it claimed when it is handed over. */
export const decideAllocation = (
  user: { readonly isPrizePurchased?: boolean; readonly isPrizeAllocated?: boolean },
  key: string,
  state: 'allocated' | 'claimed',
) => {
  if (user.isPrizePurchased !== true) return refuse('illegal-transition', 'nothing was bought');
  if (state === 'claimed' && user.isPrizeAllocated !== true)
    return refuse('illegal-transition', 'not allocated yet');
  const field = state === 'allocated' ? 'isPrizeAllocated' : 'isPrizeClaimed';
  return accept({ state }, new WriteSet().set(dbPaths.userField(key, field), true));
};
