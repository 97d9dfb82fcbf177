import { DomainError } from '@engage/domain/errors';
import type { AllocatePrizeInput, BuyPrizeInput } from '@engage/domain/inputs';
import {
  type Balance,
  type Buyer,
  chargePurchase,
  closePurchase,
  decideSale,
  listTombstone,
  type PendingPurchase,
  type PrizeOffer,
  type PurchaseOrder,
  type PurchaseResult,
  madeSale,
  recordSale,
  type SaleOutcome,
  takeBackSale,
} from '@engage/domain/market';
import { dbPaths } from '@engage/domain/paths';
import { type DeskPurchase, type DeskState, decideHandover } from '@engage/domain/prize-desk';
import { applyWrites, claimAt, commit, commitClaim } from '../commit.ts';
import { type Caller, context, type Deps } from '../deps.ts';
import { saleIdFor } from '../sale-id.ts';
import { readValue, requireMe, requireOrganiser } from '../users.ts';

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
 * Charge first, sell second, close third (see docs/ARCHITECTURE.md, "Purchases"): the buyer's
 * balance takes the points into a pending purchase, the prize's node decides the sale (stock and
 * price, under the sale's id), and the balance closes the purchase as sold (with the desk's
 * record) or refunds it. A crash between steps leaves a pending purchase, never an unpaid sale;
 * a retry of the request, or the sweeper after a minute, closes it exactly once.
 */
export const buyPrize = async (
  deps: Deps,
  input: BuyPrizeInput,
  caller: Caller,
  seams: PurchaseSeams = {},
): Promise<PurchaseResult> => {
  const me = await requireMe(deps, caller);
  const order: PurchaseOrder = {
    prizeId: input.prizeId,
    qty: input.qty,
    requestId: input.requestId,
  };
  const prizePath = dbPaths.prize(me.profile.eventId, input.prizeId);
  // The price to charge, and an early word on a prize that is gone or sold out, so that most
  // refusals charge nothing; the sale decides again, in its transaction, on what it finds.
  const offer = await readValue<PrizeOffer>(deps, prizePath);
  const charge = await commitClaim(deps, dbPaths.userBalance(me.key), (balance: Balance | null) =>
    chargePurchase(balance, order, offer, context(deps)),
  );
  if (charge.settled) return { spent: charge.spent };
  await seams.afterStep?.('charged');
  const saleId = saleIdFor(me.key, input.requestId);
  const outcome = await commitClaim(deps, prizePath, (prize: PrizeOffer | null) =>
    decideSale(prize, order, saleId, charge.cost, context(deps).now),
  );
  // A crash before the listing leaves a refusal's tombstone unlisted: a few bytes the sweep keeps.
  await applyWrites(
    deps.db,
    listTombstone(me.profile.eventId, input.prizeId, saleId, outcome, deps.now()),
  );
  await seams.afterStep?.('decided');
  // Left open only while another call of the request adds its gift counters: that one closes it.
  return (
    (await closeWith(deps, buyerOf(me), charge, saleId, outcome, seams)) ?? { spent: charge.cost }
  );
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
  const deskPath = dbPaths.purchase(buyer.eventId, saleId);
  // A prize deleted after its sale: the desk's record, if the sale got that far, says it was made.
  const outcome =
    'refused' in found && found.refused === 'not-found'
      ? madeSale(found, await readValue<DeskPurchase>(deps, deskPath))
      : found;
  if ('sold' in outcome) {
    const recorded = await claimAt(deps, deskPath, (current: DeskPurchase | null) =>
      recordSale(current, buyer, purchase, saleId, outcome.sold, deps.now()),
    );
    await seams.afterStep?.('marked');
    const mayClose = await commit(deps, recorded);
    await seams.afterStep?.('recorded');
    if (!mayClose) return null;
  }
  try {
    return await commitClaim(deps, dbPaths.userBalance(buyer.key), (balance: Balance | null) =>
      closePurchase(balance, buyer, purchase, outcome),
    );
  } catch (error) {
    if (error instanceof DomainError)
      await commitClaim(deps, deskPath, (current: DeskPurchase | null) =>
        takeBackSale(current, buyer.eventId),
      );
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

/** The prize desk: a purchase is allocated, then claimed, each step once. */
export const allocatePrize = async (deps: Deps, input: AllocatePrizeInput, caller: Caller) => {
  const actor = await requireOrganiser(deps, caller, { eventId: input.eventId });
  const purchase = await readValue<DeskPurchase>(
    deps,
    dbPaths.purchase(input.eventId, input.purchaseId),
  );
  const ctx = context(deps);
  return commitClaim(
    deps,
    dbPaths.purchaseField(input.eventId, input.purchaseId, 'state'),
    (state: DeskState | null) =>
      decideHandover(state, purchase, input.eventId, input.purchaseId, input.state, actor, ctx),
  );
};
