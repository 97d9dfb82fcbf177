import { accept, type Claim, claim } from './plan.ts';
import type { DeskPurchase, PrizeOffer, Sale, SaleRefusal } from './store/market.ts';

/** A decided sale and the prize's name at that moment, for the buyer's desk record. */
export type SaleDecision = Sale & { readonly prizeName: string };

export type SaleOutcome =
  | { readonly sold: SaleDecision }
  | { readonly refused: SaleRefusal; readonly detail?: string };

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
): Claim<SaleOutcome, PrizeOffer> =>
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
  order: { readonly qty: number },
  saleId: string,
  charged: number,
  now: number,
): Claim<SaleOutcome, PrizeOffer> => {
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
): Claim<SaleOutcome, PrizeOffer> => {
  if (prize === null) return accept({ refused: 'not-found', detail: 'prize' });
  const earlier = earlierSale(prize, saleId);
  if (earlier !== undefined) return accept(earlier);
  return refuseSale(prize, saleId, 'request-expired', now);
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
