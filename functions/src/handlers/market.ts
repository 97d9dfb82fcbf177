import type { AllocatePrizeInput, BuyPrizeInput } from '@engage/domain/inputs';
import { dbPaths } from '@engage/domain/paths';
import { decidePurchase } from '@engage/domain/points';
import { ServerValue } from 'firebase-admin/database';
import type { Caller, Deps } from '../deps.ts';
import { transact } from '../transact.ts';
import { fail } from '../errors.ts';
import { requireAdmin, requireMe, requireUser } from '../users.ts';

type Balance = { totalPoints?: number; spentPoints?: number; code?: string; isComplete?: boolean };

/**
 * Buying reserves stock (a transaction on the prize's stock), then charges points (a transaction
 * on the buyer's balance: earned minus spent); a refused charge puts the stock back. Spending does
 * not lower leaderboard scores: they count points earned.
 */
export const buyPrize = async (deps: Deps, input: BuyPrizeInput, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const prizeRef = deps.db.ref(dbPaths.prize(me.profile.eventId, input.prizeId));
  const prize = (await prizeRef.get()).val() as {
    cost: number;
    stock: number;
    name: string;
  } | null;
  if (prize === null) return fail('not-found', 'prize');
  const stock = await transact(prizeRef.child('stock'), (left: number | null) =>
    (left ?? 0) >= input.qty ? (left ?? 0) - input.qty : undefined,
  );
  if (!stock.committed) return fail('out-of-stock');
  let refusal: 'insufficient-points' | 'out-of-stock' | undefined;
  const charge = await transact(
    deps.db.ref(dbPaths.userGame(me.key, 'act04')),
    (balance: Balance | null) => {
      const total = balance?.totalPoints ?? 0;
      const spent = balance?.spentPoints ?? 0;
      const decision = decidePurchase(
        { cost: prize.cost, stock: input.qty },
        input.qty,
        total - spent,
      );
      refusal = decision.ok ? undefined : decision.error;
      return decision.ok
        ? { ...balance, totalPoints: total, spentPoints: spent + decision.value.total }
        : undefined;
    },
  );
  if (!charge.committed) {
    await prizeRef.child('stock').set(ServerValue.increment(input.qty));
    return fail(refusal ?? 'insufficient-points');
  }
  const cost = prize.cost * input.qty;
  const ledgerId = deps.db.ref(dbPaths.ledger(me.key)).push().key ?? String(deps.now());
  await deps.db.ref().update({
    [`${dbPaths.userPurchases(me.key)}/${input.prizeId}/qty`]: ServerValue.increment(input.qty),
    [`${dbPaths.userPurchases(me.key)}/${input.prizeId}/at`]: ServerValue.TIMESTAMP,
    [dbPaths.userField(me.key, 'isPrizePurchased')]: true,
    [dbPaths.ledgerEntry(me.key, ledgerId)]: {
      points: -cost,
      reason: `buy-${input.prizeId}`,
      at: ServerValue.TIMESTAMP,
      by: 'system',
    },
    [dbPaths.userBadge(me.key, 'gifts')]: ServerValue.increment(input.qty),
    [dbPaths.eventBadge(me.profile.eventId, 'gifts')]: ServerValue.increment(input.qty),
  });
  return { spent: cost };
};

/** An organiser allocates a bought prize, then marks it claimed when it is handed over. */
export const allocatePrize = async (deps: Deps, input: AllocatePrizeInput, caller: Caller) => {
  await requireAdmin(deps, caller);
  const user = await requireUser(deps, input.userKey);
  if (!user.isPrizePurchased) return fail('illegal-transition', 'nothing was bought');
  if (input.state === 'claimed' && !user.isPrizeAllocated)
    return fail('illegal-transition', 'not allocated yet');
  await deps.db
    .ref(dbPaths.userMetadata(input.userKey))
    .update(input.state === 'allocated' ? { isPrizeAllocated: true } : { isPrizeClaimed: true });
  return { state: input.state };
};
