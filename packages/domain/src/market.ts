import { type Actor, addAudit } from './audit.ts';
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
  /** The prize desk's hand-over of a sold purchase, as the attendee sees it. */
  readonly handover?: Handover;
};
export type Handover = 'allocated' | 'claimed';
/** A purchase on the event's prize desk: bought, then allocated, then claimed. */
export type DeskState = 'bought' | Handover;
export type DeskPurchase = {
  readonly key: string;
  readonly publicId: string;
  readonly name: string;
  readonly prizeId: string;
  readonly prizeName: string;
  readonly qty: number;
  readonly cost: number;
  readonly at: number;
  readonly state: DeskState;
  readonly allocatedAt?: number;
  readonly claimedAt?: number;
};
/** The purchase under way for a buyer: its request and the order it is for, since when. */
export type PurchaseHold = {
  readonly requestId: string;
  readonly prizeId: string;
  readonly qty: number;
  readonly at: number;
};
/** One sale on the prize's node, under an id that names neither the buyer nor the request. */
export type Sale = { readonly qty: number; readonly cost: number; readonly at: number };
/** A decided sale and the prize's name at that moment, for the buyer's desk record. */
export type SaleDecision = Sale & { readonly prizeName: string };
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
  if (hold !== undefined && now - hold.at < PURCHASE_HOLD_MS) {
    if (hold.requestId !== order.requestId)
      return refuse('rate-limited', 'another purchase is under way');
    // A request id names one order: the same id for another prize or quantity while the first is
    // under way would pass the hold with the same points and be charged once for both sales.
    if (hold.prizeId !== order.prizeId || hold.qty !== order.qty)
      return refuse('invalid-argument', 'this request id is for another order under way');
  }
  const available = (balance?.totalPoints ?? 0) - (balance?.spentPoints ?? 0);
  const purchasing: PurchaseHold = {
    requestId: order.requestId,
    prizeId: order.prizeId,
    qty: order.qty,
    at: now,
  };
  return claim({ ...balance, purchasing }, accept({ settled: false, available }));
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
): Claim<SaleDecision> => {
  const release = new WriteSet().remove(dbPaths.userPurchaseHold(buyer.key));
  if (prize === null) return refuse('not-found', 'prize', release);
  const sales = prize.sales ?? {};
  const earlier = Object.hasOwn(sales, saleId) ? sales[saleId] : undefined;
  if (earlier !== undefined) return accept({ ...earlier, prizeName: prize.name });
  const decision = decidePurchase(prize, order.qty, available);
  if (!decision.ok) return refuse(decision.error, undefined, release);
  const sale: Sale = { qty: order.qty, cost: decision.value.total, at: now };
  return claim(
    { ...prize, stock: decision.value.stockLeft, sales: { ...sales, [saleId]: sale } },
    accept({ ...sale, prizeName: prize.name }),
  );
};

/**
 * Step 3, in a transaction on the buyer's balance: the sale is charged once per request (the
 * first of two racing double taps charges, the other finds it charged), with the purchase record,
 * the ledger entry and the gift counters, and the buyer's purchases are let go.
 */
export const settlePurchase = (
  balance: Balance | null,
  buyer: {
    readonly key: string;
    readonly eventId: string;
    readonly publicId: string;
    readonly name: string;
  },
  order: PurchaseOrder,
  sale: SaleDecision,
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
    .increment(dbPaths.eventBadge(buyer.eventId, 'gifts'), sale.qty)
    // The prize desk's record of the sale, by the same request id and only once it is charged.
    .set(dbPaths.purchase(buyer.eventId, order.requestId), {
      key: buyer.key,
      publicId: buyer.publicId,
      name: buyer.name,
      prizeId: order.prizeId,
      prizeName: sale.prizeName,
      qty: sale.qty,
      cost: sale.cost,
      at: SERVER_TIME,
      state: 'bought',
    });
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

/**
 * The prize desk hands a purchase over in two steps, decided in a transaction on the purchase's
 * state: bought, then allocated (set aside for the attendee), then claimed (handed over). The
 * attendee's own request shows the step, and the spec's user flags isPrizeAllocated and
 * isPrizeClaimed follow it.
 */
export const decideHandover = (
  state: DeskState | null,
  purchase: Pick<DeskPurchase, 'key'> | null,
  eventId: string,
  purchaseId: string,
  target: Handover,
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Claim<{ readonly state: Handover }> => {
  if (purchase === null || state === null) return refuse('not-found', 'purchase');
  const from: DeskState = target === 'allocated' ? 'bought' : 'allocated';
  if (state !== from)
    return refuse(
      'illegal-transition',
      state === 'bought' ? 'not allocated yet' : `already ${state}`,
    );
  const writes = new WriteSet()
    .set(
      dbPaths.purchaseField(
        eventId,
        purchaseId,
        target === 'allocated' ? 'allocatedAt' : 'claimedAt',
      ),
      SERVER_TIME,
    )
    .set(dbPaths.userPurchaseHandover(purchase.key, purchaseId), target)
    .set(
      dbPaths.userField(
        purchase.key,
        target === 'allocated' ? 'isPrizeAllocated' : 'isPrizeClaimed',
      ),
      true,
    );
  addAudit(
    writes,
    { kind: 'event', id: eventId },
    actor,
    { action: 'prize.handover', target: purchaseId, before: { state }, after: { state: target } },
    ctx,
  );
  return claim(target, accept({ state: target }, writes));
};
