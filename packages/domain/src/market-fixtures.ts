import type { Buyer, PurchaseOrder } from './market-purchases.ts';
import type { PrizeOffer } from './store/market.ts';

/** The purchase tests' clock, buyer, prize and order, shared by the table and the crash tests. */
export const NOW = 1_700_000_000_000;

/** A buyer whose name holds a comma and quotes, as a desk record must keep it. */
export const BUYER: Buyer = {
  key: 'kb',
  eventId: 'summit',
  publicId: 'p-bo',
  name: 'Bo, "the" Buyer',
};

export const MUG: PrizeOffer = { name: 'Mug', cost: 50, stock: 5 };

/** An order for mugs, request r1 unless named. */
export const order = (qty = 1, requestId = 'r1'): PurchaseOrder => ({
  prizeId: 'mug',
  qty,
  requestId,
});
