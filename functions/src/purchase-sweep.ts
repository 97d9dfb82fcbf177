import { DomainError } from '@engage/domain/errors';
import {
  type Balance,
  type Buyer,
  closeSale,
  lapsedPurchases,
  PENDING_AT_CHILD,
  type PendingPurchase,
  type PrizeOffer,
  PURCHASE_SETTLE_MS,
  pruneTombstones,
} from '@engage/domain/market';
import { dbPaths } from '@engage/domain/paths';
import type { CleanupDeps } from './cleanup.ts';
import { commitClaim } from './commit.ts';
import type { Deps } from './deps.ts';
import { buyerOf, closeWith } from './handlers/market.ts';
import { saleIdFor } from './sale-id.ts';
import { profileOf, readValue } from './users.ts';

export type SweepOptions = { readonly pageSize?: number; readonly concurrency?: number };
export type SweepResult = {
  readonly sold: number;
  readonly refunded: number;
  /** Refused sale ids dropped from prizes once no call can sell under them any more. */
  readonly pruned?: number;
};

/**
 * Settles every purchase left pending longer than a call can run (its call died between the
 * charge and the close): a sale that was made is closed as sold, once; one that was not is
 * refused on the prize first, then refunded, once. Users are found through the index on their
 * oldest pending purchase, a page at a time, a few at once. Two sweeps at once, or a sweep and a
 * late retry, settle each purchase once: every step is a transaction that answers as it was.
 */
export const settlePurchases = async (
  deps: CleanupDeps,
  options: SweepOptions = {},
): Promise<SweepResult> => {
  const pageSize = options.pageSize ?? 100;
  const concurrency = options.concurrency ?? 4;
  const now = deps.now();
  // The handler's deps: the close writes ledger entries under fresh push ids.
  const handler: Deps = { db: deps.db, now: deps.now, random: Math.random };
  const seen = new Set<string>();
  let sold = 0;
  let refunded = 0;
  for (;;) {
    const page = await deps.db
      .ref(dbPaths.users())
      .orderByChild(PENDING_AT_CHILD)
      .startAt(1)
      .endAt(now - PURCHASE_SETTLE_MS)
      .limitToFirst(pageSize)
      .get();
    const keys = Object.keys((page.val() ?? {}) as Record<string, unknown>);
    // A user whose purchase could not be settled stays in the index: it is not tried twice a run.
    const fresh = keys.filter((key) => !seen.has(key));
    if (fresh.length === 0) break;
    for (const key of fresh) seen.add(key);
    for (let i = 0; i < fresh.length; i += concurrency) {
      const settled = await Promise.all(
        fresh.slice(i, i + concurrency).map((key) => settleUser(handler, key, now)),
      );
      for (const counts of settled) {
        sold += counts.sold;
        refunded += counts.refunded;
      }
    }
    if (keys.length < pageSize) break;
  }
  const pruned = await pruneAllTombstones(handler, now);
  deps.log('purchase sweep finished', { users: seen.size, sold, refunded, pruned });
  return { sold, refunded, pruned };
};

/**
 * Every prize of every event, read once (a few per event); a transaction only on a prize that
 * has refused sale ids old enough to drop, so the sweep does not contend with buyers otherwise.
 */
const pruneAllTombstones = async (deps: Deps, now: number): Promise<number> => {
  const events = ((await deps.db.ref(dbPaths.prizesRoot()).get()).val() ?? {}) as Record<
    string,
    Record<string, PrizeOffer>
  >;
  let pruned = 0;
  for (const [eventId, prizes] of Object.entries(events))
    for (const [prizeId, prize] of Object.entries(prizes))
      if (pruneTombstones(prize, now).next !== undefined)
        pruned += await commitClaim(
          deps,
          dbPaths.prize(eventId, prizeId),
          (current: PrizeOffer | null) => pruneTombstones(current, now),
        );
  return pruned;
};

const settleUser = async (deps: Deps, key: string, now: number): Promise<SweepResult> => {
  const profile = await profileOf(deps, key);
  const balance = await readValue<Balance>(deps, dbPaths.userBalance(key));
  let sold = 0;
  let refunded = 0;
  if (profile === null) return { sold, refunded };
  for (const order of lapsedPurchases(balance, now)) {
    if (await settleOne(deps, buyerOf({ key, profile }), order)) sold += 1;
    else refunded += 1;
  }
  return { sold, refunded };
};

/** True when the purchase stands sold, false when it was refunded. */
const settleOne = async (deps: Deps, buyer: Buyer, order: PendingPurchase): Promise<boolean> => {
  const saleId = saleIdFor(buyer.key, order.requestId);
  const outcome = await commitClaim(
    deps,
    dbPaths.prize(buyer.eventId, order.prizeId),
    (prize: PrizeOffer | null) => closeSale(prize, saleId, deps.now()),
  );
  try {
    await closeWith(deps, buyer, order, saleId, outcome);
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
};
