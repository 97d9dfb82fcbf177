import { type Buyer, type PendingPurchase, PURCHASE_SETTLE_MS } from './market-purchases.ts';
import type { SaleDecision } from './market-sales.ts';
import { accept, type Claim, claim, WriteSet } from './plan.ts';
import { eventNodes } from './store/events.ts';
import { type DeskPurchase, marketNodes } from './store/market.ts';
import { SERVER_TIME } from './store/node.ts';
import { userNodes } from './store/users.ts';

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
): Claim<boolean, DeskPurchase> => {
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

/**
 * After a refund, in a transaction on the desk's record: a record a late call wrote for the
 * refunded purchase goes, with the gift counters it added, unless the desk has begun to hand it
 * over (then it is the desk's to settle, and it is kept) or its counters are still being added
 * (their closer takes it back once they are).
 */
export const takeBackSale = (
  current: DeskPurchase | null,
  eventId: string,
): Claim<boolean, DeskPurchase> => {
  if (current?.state !== 'bought' || current.countsDue !== undefined) return accept(false);
  const uncounted = new WriteSet()
    .increment(userNodes.purchaseQty(current.key, current.prizeId), -current.qty)
    .increment(userNodes.badge(current.key, 'gifts'), -current.qty)
    .increment(eventNodes.badge(eventId, 'gifts'), -current.qty);
  return claim(null, accept(true, uncounted));
};
