import { accept, type Claim, type Context, claim, refuse, WriteSet, type Writes } from './plan.ts';
import { eventNodes } from './store/events.ts';
import {
  type DeskPurchase,
  marketNodes,
  type PrizeOffer,
  type Sale,
  type SaleRefusal,
  type TombstoneIndex,
} from './store/market.ts';
import { SERVER_TIME } from './store/node.ts';
import { type Balance, type PurchaseRequest, userNodes } from './store/users.ts';

/** A decided sale and the prize's name at that moment, for the buyer's desk record. */
export type SaleDecision = Sale & { readonly prizeName: string };
export type SaleOutcome =
  | { readonly sold: SaleDecision }
  | { readonly refused: SaleRefusal; readonly detail?: string };
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

/**
 * How long a refused sale id is kept on the prize: longer than any call of its request can run
 * after the refusal (a refunded request lets no new call through its charge), so that after it
 * no call can be left to sell under that id.
 */
export const TOMBSTONE_KEEP_MS = 10 * PURCHASE_SETTLE_MS;

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
export type Charge =
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
): Claim<Charge> => {
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

/** What a sale id recorded on the prize decided: sold as it was, or refused for the same reason. */
const earlierSale = (prize: PrizeOffer, saleId: string): SaleOutcome | undefined => {
  const sales = prize.sales ?? {};
  const earlier = Object.hasOwn(sales, saleId) ? sales[saleId] : undefined;
  if (earlier === undefined) return undefined;
  if ('refused' in earlier) return { refused: earlier.refused };
  return { sold: { qty: earlier.qty, cost: earlier.cost, at: earlier.at, prizeName: prize.name } };
};

/**
 * A refused sale: its id is kept on the prize as refused (a tombstone), so that no later call of
 * the same request can sell under it, and the refusal is the answer.
 */
const refuseSale = (
  prize: PrizeOffer,
  saleId: string,
  refused: SaleRefusal,
  now: number,
  detail?: string,
): Claim<SaleOutcome> =>
  claim(
    { ...prize, sales: { ...prize.sales, [saleId]: { refused, at: now } } },
    accept(detail === undefined ? { refused } : { refused, detail }),
  );

/**
 * Step 2, the one decision of the sale, in a transaction on the prize's node: the stock covers the
 * quantity and the price is still the one charged; the stock is taken and the sale recorded under
 * `saleId` together. A refusal is recorded under the same id, so no later call of the request can
 * sell after its refund. A sale id seen before is answered as it was. A deleted prize is left
 * deleted (nothing is written to it).
 */
export const decideSale = (
  prize: PrizeOffer | null,
  order: Pick<PurchaseOrder, 'qty'>,
  saleId: string,
  charged: number,
  now: number,
): Claim<SaleOutcome> => {
  if (prize === null) return accept({ refused: 'not-found', detail: 'prize' });
  const earlier = earlierSale(prize, saleId);
  if (earlier !== undefined) return accept(earlier);
  if (prize.stock < order.qty) return refuseSale(prize, saleId, 'out-of-stock', now);
  if (prize.cost * order.qty !== charged)
    return refuseSale(prize, saleId, 'invalid-argument', now, 'the price changed: look again');
  const sale: Sale = { qty: order.qty, cost: charged, at: now };
  return claim(
    { ...prize, stock: prize.stock - order.qty, sales: { ...prize.sales, [saleId]: sale } },
    accept({ sold: { ...sale, prizeName: prize.name } }),
  );
};

/**
 * The sweeper's step 2 for a pending purchase whose call died: the sale stands if it was made;
 * otherwise its id is refused on the prize first (a call still running could otherwise sell after
 * the refund). A deleted prize is left deleted.
 */
export const closeSale = (
  prize: PrizeOffer | null,
  saleId: string,
  now: number,
): Claim<SaleOutcome> => {
  if (prize === null) return accept({ refused: 'not-found', detail: 'prize' });
  const earlier = earlierSale(prize, saleId);
  if (earlier !== undefined) return accept(earlier);
  return refuseSale(prize, saleId, 'request-expired', now);
};

/** A sale's gift counters, added once, together with the removal of its desk record's mark. */
const giftCounters = (buyer: Buyer, purchase: PendingPurchase, saleId: string) =>
  new WriteSet()
    .increment(userNodes.purchaseQty(buyer.key, purchase.prizeId), purchase.qty)
    .increment(userNodes.badge(buyer.key, 'gifts'), purchase.qty)
    .increment(eventNodes.badge(buyer.eventId, 'gifts'), purchase.qty)
    .remove(marketNodes.purchaseField(buyer.eventId, saleId, 'countsDue'));

/**
 * Step 3a, for a sale that was made, before the purchase is closed: the desk's record (by sale id,
 * in a transaction on it, so an organiser's hand-over already under way is kept), the ledger entry
 * (under the id chosen at the charge), the buyer's purchase flags, and the gift counters. Written
 * again, the record, entry and flags are the same. The counters are added by whoever marks the
 * record `countsDue` here, in one write that also removes the mark; a mark older than a call can
 * run was left by a closer that died, and is taken over. The answer says whether the purchase may
 * be closed now: not while another closer's mark is fresh (it closes it, or, if it dies, the
 * sweeper does after taking the mark over), so a purchase is never closed with its counters lost.
 */
export const recordSale = (
  current: DeskPurchase | null,
  buyer: Buyer,
  purchase: PendingPurchase,
  saleId: string,
  sale: SaleDecision,
  now: number,
): Claim<boolean> => {
  const writes = new WriteSet()
    .set(userNodes.ledgerEntry(buyer.key, purchase.ledgerId), {
      points: -purchase.cost,
      reason: `buy-${purchase.prizeId}`,
      kind: 'purchase',
      at: SERVER_TIME,
      by: 'system',
    })
    .set(userNodes.purchaseAt(buyer.key, purchase.prizeId), SERVER_TIME)
    .set(userNodes.field(buyer.key, 'isPrizePurchased'), true);
  const counted = () => writes.merge(giftCounters(buyer, purchase, saleId).writes());
  if (current !== null) {
    const due = current.countsDue;
    if (due === undefined) return accept(true, writes);
    if (now - due < PURCHASE_SETTLE_MS) return accept(false, writes);
    return claim({ ...current, countsDue: now }, accept(true, counted()));
  }
  const record: DeskPurchase = {
    key: buyer.key,
    publicId: buyer.publicId,
    name: buyer.name,
    requestId: purchase.requestId,
    prizeId: purchase.prizeId,
    prizeName: sale.prizeName,
    qty: sale.qty,
    cost: purchase.cost,
    at: sale.at,
    state: 'bought',
    countsDue: now,
  };
  return claim(record, accept(true, counted()));
};

/** Whether madeSale needs the desk's record to close the outcome: only a prize not found does. */
export const needsDeskRecord = (outcome: SaleOutcome): boolean =>
  'refused' in outcome && outcome.refused === 'not-found';

/**
 * A sale whose prize was deleted after it was made: the prize's node no longer says so, but the
 * desk's record of it does (it is written only for a sale that was made), so it is closed as sold
 * from that record, never refunded: the desk may already have handed the prize over.
 */
export const madeSale = (outcome: SaleOutcome, desk: DeskPurchase | null): SaleOutcome =>
  needsDeskRecord(outcome) && desk !== null
    ? { sold: { qty: desk.qty, cost: desk.cost, at: desk.at, prizeName: desk.prizeName } }
    : outcome;

/**
 * After a refund, in a transaction on the desk's record: a record a late call wrote for the
 * refunded purchase goes, with the gift counters it added, unless the desk has begun to hand it
 * over (then it is the desk's to settle, and it is kept) or its counters are still being added
 * (their closer takes it back once they are).
 */
export const takeBackSale = (current: DeskPurchase | null, eventId: string): Claim<boolean> => {
  if (current?.state !== 'bought' || current.countsDue !== undefined) return accept(false);
  const uncounted = new WriteSet()
    .increment(userNodes.purchaseQty(current.key, current.prizeId), -current.qty)
    .increment(userNodes.badge(current.key, 'gifts'), -current.qty)
    .increment(eventNodes.badge(eventId, 'gifts'), -current.qty);
  return claim(null, accept(true, uncounted));
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
): Claim<PurchaseResult> => {
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

/**
 * After a sale's decision (the call's or the sweeper's), its tombstone listed in the sweep's
 * index, so that the sweep reads the few prizes with refused sale ids, not every prize. A sale,
 * or a prize that was gone (nothing written on it), lists nothing; a refusal answered again is
 * listed again (later, so it is dropped later, never early).
 */
export const listTombstone = (
  eventId: string,
  prizeId: string,
  saleId: string,
  outcome: SaleOutcome,
  now: number,
): Writes => {
  const listed = new WriteSet();
  if ('refused' in outcome && outcome.refused !== 'not-found')
    listed.set(marketNodes.tombstone(eventId, prizeId, saleId), now);
  return listed.writes();
};

/**
 * The prizes whose listed tombstones are old enough to drop (listed no earlier than their
 * tombstone was written, so the tombstone is as old), each with the removal of those listings, for
 * once the prize is pruned; listings whose tombstone is already gone go the same way.
 */
export const dueTombstones = (
  index: TombstoneIndex | null,
  now: number,
): { readonly eventId: string; readonly prizeId: string; readonly unlist: Writes }[] =>
  Object.entries(index ?? {}).flatMap(([eventId, prizes]) =>
    Object.entries(prizes).flatMap(([prizeId, listed]) => {
      const unlist = new WriteSet();
      for (const [saleId, at] of Object.entries(listed))
        if (now - at >= TOMBSTONE_KEEP_MS)
          unlist.remove(marketNodes.tombstone(eventId, prizeId, saleId));
      const writes = unlist.writes();
      return Object.keys(writes.sets).length === 0 ? [] : [{ eventId, prizeId, unlist: writes }];
    }),
  );

/** The sweeper's tidying of a prize: refused sale ids older than TOMBSTONE_KEEP_MS go. */
export const pruneTombstones = (prize: PrizeOffer | null, now: number): Claim<number> => {
  if (prize === null) return accept(0);
  const sales = prize.sales ?? {};
  const kept = Object.entries(sales).filter(
    ([, sale]) => !('refused' in sale) || now - sale.at < TOMBSTONE_KEEP_MS,
  );
  const pruned = Object.keys(sales).length - kept.length;
  if (pruned === 0) return accept(0);
  return claim({ ...prize, sales: Object.fromEntries(kept) }, accept(pruned));
};
