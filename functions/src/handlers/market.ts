import { createHash } from 'node:crypto';
import type { AllocatePrizeInput, BuyPrizeInput } from '@engage/domain/inputs';
import {
  type Balance,
  type DeskPurchase,
  type DeskState,
  decideHandover,
  decideSale,
  holdPurchase,
  type PrizeOffer,
  type PurchaseResult,
  settlePurchase,
} from '@engage/domain/market';
import { dbPaths } from '@engage/domain/paths';
import { commitClaim } from '../commit.ts';
import { type Caller, context, type Deps } from '../deps.ts';
import { readValue, requireMe, requireOrganiser } from '../users.ts';

/**
 * The sale's id on the prize's public node: stable for one buyer's request (so a replay finds it)
 * and naming neither the buyer nor the request, which only the buyer's own node keeps.
 */
export const saleIdFor = (key: string, requestId: string): string =>
  createHash('sha256').update(`${key}|${requestId}`).digest('base64url').slice(0, 22);

/**
 * Hold the buyer's purchases (a settled request answers as it was), decide the sale in one
 * transaction on the prize (stock, cost and the held points together), then charge it once.
 * Nothing is charged that was not sold, and no refund is ever needed.
 */
export const buyPrize = async (
  deps: Deps,
  input: BuyPrizeInput,
  caller: Caller,
): Promise<PurchaseResult> => {
  const me = await requireMe(deps, caller);
  const ctx = context(deps);
  const order = { prizeId: input.prizeId, qty: input.qty, requestId: input.requestId };
  const held = await commitClaim(deps, dbPaths.userBalance(me.key), (balance: Balance | null) =>
    holdPurchase(balance, order, ctx.now),
  );
  if (held.settled) return { spent: held.spent };
  const sale = await commitClaim(
    deps,
    dbPaths.prize(me.profile.eventId, input.prizeId),
    (prize: PrizeOffer | null) =>
      decideSale(prize, order, saleIdFor(me.key, input.requestId), held.available, me, ctx.now),
  );
  const buyer = {
    key: me.key,
    eventId: me.profile.eventId,
    publicId: me.profile.publicId,
    name: me.profile.name,
  };
  return commitClaim(deps, dbPaths.userBalance(me.key), (balance: Balance | null) =>
    settlePurchase(balance, buyer, order, sale, ctx),
  );
};

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
