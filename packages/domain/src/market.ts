import { dbPaths } from './paths.ts';
import { accept, type Claim, type Context, claim, refuse, SERVER_TIME, WriteSet } from './plan.ts';
import { decidePurchase } from './points.ts';

/** The points game's node: earned (totalPoints), spent, purchases settled, the purchase under way. */
export type Balance = {
  readonly code?: string;
  readonly isComplete?: boolean;
  readonly totalPoints?: number;
  readonly spentPoints?: number;
  /** Settled purchases by the screen's idempotency key, so a double tap is charged once. */
  readonly requests?: Readonly<Record<string, PurchaseRequest>>;
  /** The buyer's one purchase under way: purchases of one buyer are decided one at a time. */
  readonly purchasing?: PurchaseHold;
};
export type PurchaseRequest = {
  readonly prizeId: string;
  readonly qty: number;
  readonly cost: number;
  readonly at: number;
  readonly state?: 'sold' | 'refunded';
};
export type PurchaseHold = { readonly requestId: string; readonly at: number };
/** One sale on the prize's node, under an id that names neither the buyer nor the request. */
export type Sale = { readonly qty: number; readonly cost: number; readonly at: number };
export type PrizeOffer = {
  readonly name: string;
  readonly cost: number;
  readonly stock: number;
  readonly sales?: Readonly<Record<string, Sale>>;
};
export type PurchaseResult = { readonly spent: number };
export type PurchaseOrder = {
  readonly prizeId: string;
  readonly qty: number;
  readonly requestId: string;
};

/**
 * How long a purchase under way keeps the buyer's other purchases waiting: a callable's time
 * limit (60 s), after which the call that held it is no longer running.
 */
export const PURCHASE_HOLD_MS = 60_000;

const earlierRequest = (balance: Balance | null, requestId: string) => {
  const requests = balance?.requests ?? {};
  return Object.hasOwn(requests, requestId) ? requests[requestId] : undefined;
};

/**
 * A purchase, step 1, in a transaction on the buyer's balance: a settled request is answered
 * again as it was (charged nothing); otherwise the buyer's purchases are held for this one, so
 * the points it may spend, read here, stay what they are until it is settled.
 */
export const holdPurchase = (
  balance: Balance | null,
  order: PurchaseOrder,
  now: number,
): Claim<
  | { readonly settled: true; readonly spent: number }
  | { readonly settled: false; readonly available: number }
> => {
  const earlier = earlierRequest(balance, order.requestId);
  if (earlier?.state === 'refunded') return refuse('out-of-stock');
  if (earlier !== undefined) return accept({ settled: true, spent: earlier.cost });
  const hold = balance?.purchasing;
  if (hold !== undefined && hold.requestId !== order.requestId && now - hold.at < PURCHASE_HOLD_MS)
    return refuse('rate-limited', 'another purchase is under way');
  const available = (balance?.totalPoints ?? 0) - (balance?.spentPoints ?? 0);
  return claim(
    { ...balance, purchasing: { requestId: order.requestId, at: now } },
    accept({ settled: false, available }),
  );
};

/**
 * Step 2, the one decision of the sale, in a transaction on the prize's node: the prize exists,
 * its stock covers the quantity and the buyer's points (held in step 1) cover the cost; the stock
 * is taken and the sale recorded under `saleId` together. The same sale again is answered as it
 * was. A refusal takes nothing and lets the buyer's other purchases go.
 */
export const decideSale = (
  prize: PrizeOffer | null,
  order: PurchaseOrder,
  saleId: string,
  available: number,
  buyer: { readonly key: string },
  now: number,
): Claim<Sale> => {
  const release = new WriteSet().remove(dbPaths.userPurchaseHold(buyer.key));
  if (prize === null) return refuse('not-found', 'prize', release);
  const sales = prize.sales ?? {};
  const earlier = Object.hasOwn(sales, saleId) ? sales[saleId] : undefined;
  if (earlier !== undefined) return accept(earlier);
  const decision = decidePurchase(prize, order.qty, available);
  if (!decision.ok) return refuse(decision.error, undefined, release);
  const sale: Sale = { qty: order.qty, cost: decision.value.total, at: now };
  return claim(
    { ...prize, stock: decision.value.stockLeft, sales: { ...sales, [saleId]: sale } },
    accept(sale),
  );
};

/**
 * Step 3, in a transaction on the buyer's balance: the sale is charged once per request (the
 * first of two racing double taps charges, the other finds it charged), with the purchase record,
 * the ledger entry and the gift counters, and the buyer's purchases are let go.
 */
export const settlePurchase = (
  balance: Balance | null,
  buyer: { readonly key: string; readonly eventId: string },
  order: PurchaseOrder,
  sale: Sale,
  ctx: Pick<Context, 'newId'>,
): Claim<PurchaseResult> => {
  const earlier = earlierRequest(balance, order.requestId);
  if (earlier !== undefined) return accept({ spent: earlier.cost });
  const current: Balance = balance ?? {};
  const { purchasing, ...rest } = current;
  // A hold that lapsed and was taken by another purchase stays that purchase's.
  const held =
    purchasing !== undefined && purchasing.requestId !== order.requestId ? { purchasing } : {};
  const request: PurchaseRequest = {
    prizeId: order.prizeId,
    qty: sale.qty,
    cost: sale.cost,
    at: sale.at,
    state: 'sold',
  };
  const settle = new WriteSet()
    .increment(dbPaths.userPurchaseQty(buyer.key, order.prizeId), sale.qty)
    .set(dbPaths.userPurchaseAt(buyer.key, order.prizeId), SERVER_TIME)
    .set(dbPaths.userField(buyer.key, 'isPrizePurchased'), true)
    .set(dbPaths.ledgerEntry(buyer.key, ctx.newId()), {
      points: -sale.cost,
      reason: `buy-${order.prizeId}`,
      kind: 'purchase',
      at: SERVER_TIME,
      by: 'system',
    })
    .increment(dbPaths.userBadge(buyer.key, 'gifts'), sale.qty)
    .increment(dbPaths.eventBadge(buyer.eventId, 'gifts'), sale.qty);
  return claim(
    {
      ...rest,
      ...held,
      spentPoints: (rest.spentPoints ?? 0) + sale.cost,
      requests: { ...rest.requests, [order.requestId]: request },
    },
    accept({ spent: sale.cost }, settle),
  );
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
