import type { AllocatePrizeInput, BuyPrizeInput } from '@engage/domain/inputs';
import {
  type Balance,
  decideAllocation,
  decideCharge,
  decideStockTake,
  type PrizeOffer,
  type PurchaseResult,
} from '@engage/domain/market';
import { dbPaths } from '@engage/domain/paths';
import { commit, commitClaim } from '../commit.ts';
import { type Caller, context, type Deps } from '../deps.ts';
import { readValue, requireMe, requireOrganiser, requireUser } from '../users.ts';

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
  const request = { prizeId: input.prizeId, qty: input.qty, cost: charged.spent, at: ctx.now };
  return commitClaim(
    deps,
    dbPaths.prizeStock(me.profile.eventId, input.prizeId),
    (stock: number | null) =>
      decideStockTake(stock, { key: me.key, eventId: me.profile.eventId }, requestId, request, ctx),
  );
};

export const allocatePrize = async (deps: Deps, input: AllocatePrizeInput, caller: Caller) => {
  const user = await requireUser(deps, input.userKey);
  await requireOrganiser(deps, caller, { eventId: user.eventId });
  return commit(deps, decideAllocation(user, input.userKey, input.state));
};
