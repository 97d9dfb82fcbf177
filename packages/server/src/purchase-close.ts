import { DomainError } from '@engage/domain/errors';
import {
  type Buyer,
  closePurchase,
  type PendingPurchase,
  type PurchaseResult,
} from '@engage/domain/market-purchases';
import { recordSale, takeBackSale } from '@engage/domain/market-sale-records';
import { madeSale, needsDeskRecord, type SaleOutcome } from '@engage/domain/market-sales';
import { marketNodes } from '@engage/domain/store/market';
import { userNodes } from '@engage/domain/store/users';
import { claimAt, commit, commitClaim } from './commit.ts';
import type { Deps } from './deps.ts';
import { read } from './read.ts';

/**
 * Where a test makes the call die: after the charge (step 1), the sale (step 2), the desk
 * record's transaction but before its writes (its ledger entry and gift counters: step 3a,
 * `marked`), or the sale's records (step 3a), as a crash or a lost instance would, leaving the
 * rest to a retry or to the sweeper.
 */
export type PurchaseStep = 'charged' | 'decided' | 'marked' | 'recorded';
export type PurchaseSeams = {
  readonly afterStep?: (step: PurchaseStep) => Promise<void> | void;
};

/**
 * Step 3, for the call and for the sweeper alike: a sale's records and gift counters, then the
 * close; a refund then takes back a desk record a late call wrote, unless the desk has begun its
 * hand-over. Answers null, the purchase left pending, while another closer is adding the sale's
 * gift counters (it closes the purchase, or the sweeper does if it dies).
 */
export const closeWith = async (
  deps: Deps,
  buyer: Buyer,
  purchase: PendingPurchase,
  saleId: string,
  found: SaleOutcome,
  seams: PurchaseSeams = {},
): Promise<PurchaseResult | null> => {
  const deskPath = marketNodes.purchase(buyer.eventId, saleId);
  // A prize deleted after its sale: the desk's record, if the sale got that far, says it was made.
  const outcome = needsDeskRecord(found) ? madeSale(found, await read(deps, deskPath)) : found;
  if ('sold' in outcome) {
    const recorded = await claimAt(deps, deskPath, (current) =>
      recordSale(current, buyer, purchase, saleId, outcome.sold, deps.now()),
    );
    await seams.afterStep?.('marked');
    const mayClose = await commit(deps, recorded);
    await seams.afterStep?.('recorded');
    if (!mayClose) return null;
  }
  try {
    return await commitClaim(deps, userNodes.balance(buyer.key), (balance) =>
      closePurchase(balance, buyer, purchase, outcome),
    );
  } catch (error) {
    if (error instanceof DomainError)
      await commitClaim(deps, deskPath, (current) => takeBackSale(current, buyer.eventId));
    throw error;
  }
};

export const buyerOf = (me: {
  readonly key: string;
  readonly profile: { readonly eventId: string; readonly publicId: string; readonly name: string };
}): Buyer => ({
  key: me.key,
  eventId: me.profile.eventId,
  publicId: me.profile.publicId,
  name: me.profile.name,
});
