import type { AllocatePrizeInput, BuyPrizeInput } from '@engage/domain/inputs';
import {
  chargePurchase,
  type PurchaseOrder,
  type PurchaseResult,
} from '@engage/domain/market-purchases';
import { decideSale } from '@engage/domain/market-sales';
import { listTombstone } from '@engage/domain/market-tombstones';
import { decideHandover } from '@engage/domain/prize-desk';
import { marketNodes } from '@engage/domain/store/market';
import { userNodes } from '@engage/domain/store/users';
import { commitClaim } from '@engage/server/commit';
import { applyPlaced } from '@engage/server/placed';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { buyerOf, closeWith, type PurchaseSeams } from '@engage/server/purchase-close';
import { read } from '@engage/server/read';
import { saleIdFor } from '@engage/server/sale-id';
import { notificationIds, requireMe, requireOrganiser } from '@engage/server/users';

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
  const prizePath = marketNodes.prize(me.profile.eventId, input.prizeId);
  // The price to charge, and an early word on a prize that is gone or sold out, so that most
  // refusals charge nothing; the sale decides again, in its transaction, on what it finds.
  const offer = await read(deps, prizePath);
  const charge = await commitClaim(deps, userNodes.balance(me.key), (balance) =>
    chargePurchase(balance, order, offer, context(deps)),
  );
  if (charge.settled) return { spent: charge.spent };
  await seams.afterStep?.('charged');
  const saleId = saleIdFor(me.key, input.requestId);
  const outcome = await commitClaim(deps, prizePath, (prize) =>
    decideSale(prize, order, saleId, charge.cost, context(deps).now),
  );
  // A crash before the listing leaves a refusal's tombstone unlisted: a few bytes the sweep keeps.
  await applyPlaced(
    deps,
    listTombstone(me.profile.eventId, input.prizeId, saleId, outcome, deps.now()),
  );
  await seams.afterStep?.('decided');
  // Left open only while another call of the request adds its gift counters: that one closes it.
  return (
    (await closeWith(deps, buyerOf(me), charge, saleId, outcome, seams)) ?? { spent: charge.cost }
  );
};

/** The prize desk: a purchase is allocated, then claimed, each step once. */
export const allocatePrize = async (deps: Deps, input: AllocatePrizeInput, caller: Caller) => {
  const [actor, purchase] = await Promise.all([
    requireOrganiser(deps, caller, { eventId: input.eventId }),
    read(deps, marketNodes.purchase(input.eventId, input.purchaseId)),
  ]);
  const notifications = purchase === null ? [] : await notificationIds(deps, purchase.key);
  const ctx = context(deps);
  return commitClaim(
    deps,
    marketNodes.purchaseField(input.eventId, input.purchaseId, 'state'),
    (state) =>
      decideHandover(
        state,
        purchase,
        notifications,
        input.eventId,
        input.purchaseId,
        input.state,
        actor,
        ctx,
      ),
  );
};
