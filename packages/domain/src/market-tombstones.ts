import { PURCHASE_SETTLE_MS } from './market-purchases.ts';
import type { SaleOutcome } from './market-sales.ts';
import { accept, type Claim, claim, WriteSet, type Writes } from './plan.ts';
import { marketNodes, type PrizeOffer, type TombstoneIndex } from './store/market.ts';

/**
 * How long a refused sale id is kept on the prize: longer than any call of its request can run
 * after the refusal (a refunded request lets no new call through its charge), so that after it
 * no call can be left to sell under that id.
 */
export const TOMBSTONE_KEEP_MS = 10 * PURCHASE_SETTLE_MS;

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
export const pruneTombstones = (
  prize: PrizeOffer | null,
  now: number,
): Claim<number, PrizeOffer> => {
  if (prize === null) return accept(0);
  const sales = prize.sales ?? {};
  const kept = Object.entries(sales).filter(
    ([, sale]) => !('refused' in sale) || now - sale.at < TOMBSTONE_KEEP_MS,
  );
  const pruned = Object.keys(sales).length - kept.length;
  if (pruned === 0) return accept(0);
  return claim({ ...prize, sales: Object.fromEntries(kept) }, accept(pruned));
};
