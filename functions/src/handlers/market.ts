import type { AllocatePrizeInput, BuyPrizeInput } from '@engage/domain/inputs';
import {
  type Balance,
  type DeskPurchase,
  type DeskState,
  decideCharge,
  decideHandover,
  decideStockTake,
  type PrizeOffer,
  type PurchaseResult,
} from '@engage/domain/market';
import { dbPaths } from '@engage/domain/paths';
import { commitClaim } from '../commit.ts';
import { type Caller, context, type Deps } from '../deps.ts';
import { readValue, requireMe, requireOrganiser } from '../users.ts';

/** Charge (idempotent by request id), then take stock; out of stock refunds the charge. */
export const buyPrize = async (
  deps: Deps,
  input: BuyPrizeInput,
  caller: Caller,
): Promise<PurchaseResult> => {
  const me = await requireMe(deps, caller);
  const ctx = context(deps);
  const { requestId } = input;
  const prize = await readValue<PrizeOffer>(deps, dbPaths.prize(me.profile.eventId, input.prizeId));
  const order = { prizeId: input.prizeId, qty: input.qty, requestId };
  const charged = await commitClaim(deps, dbPaths.userBalance(me.key), (balance: Balance | null) =>
    decideCharge(balance, prize, order, ctx.now),
  );
  if (charged.replay) return { spent: charged.spent };
  const request = {
    prizeId: input.prizeId,
    qty: input.qty,
    cost: charged.spent,
    at: ctx.now,
    prizeName: prize?.name ?? input.prizeId,
  };
  const buyer = {
    key: me.key,
    eventId: me.profile.eventId,
    publicId: me.profile.publicId,
    name: me.profile.name,
  };
  return commitClaim(
    deps,
    dbPaths.prizeStock(me.profile.eventId, input.prizeId),
    (stock: number | null) => decideStockTake(stock, buyer, requestId, request, ctx),
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
