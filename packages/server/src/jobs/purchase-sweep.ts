import { DomainError } from '@engage/domain/errors';
import {
  type Buyer,
  lapsedPurchases,
  PENDING_AT_CHILD,
  type PendingPurchase,
  PURCHASE_SETTLE_MS,
} from '@engage/domain/market-purchases';
import { closeSale } from '@engage/domain/market-sales';
import { dueTombstones, listTombstone, pruneTombstones } from '@engage/domain/market-tombstones';
import { marketNodes } from '@engage/domain/store/market';
import { userNodes } from '@engage/domain/store/users';
import { commitClaim } from '../commit.ts';
import { applyPlaced } from '../placed.ts';
import type { Deps } from '../deps.ts';
import { buyerOf, closeWith } from '../purchase-close.ts';
import { read, readChildren } from '../read.ts';
import { saleIdFor } from '../sale-id.ts';
import { profileOf } from '../users.ts';
import type { CleanupDeps } from './cleanup.ts';

export type SweepOptions = { readonly pageSize?: number; readonly concurrency?: number };
export type SweepResult = {
  readonly sold: number;
  readonly refunded: number;
  /** Refused sale ids dropped from prizes once no call can sell under them any more. */
  readonly pruned?: number;
  /** Purchases (or users) that could not be settled this run: logged, left for the next one. */
  readonly failed?: number;
};
type Counts = { sold: number; refunded: number; failed: number };

/**
 * Settles every purchase left pending longer than a call can run (its call died between the
 * charge and the close): a sale that was made is closed as sold, once; one that was not is
 * refused on the prize first, then refunded, once. Users are found through the index on their
 * oldest pending purchase, a page at a time after the last one seen (so users that could not be
 * settled, still in the index, do not hide the rest), a few at once. One user's failure is logged
 * and counted; the run goes on. Two sweeps at once, or a sweep and a late retry, settle each
 * purchase once: every step is a transaction that answers as it was.
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
  const counts: Counts = { sold: 0, refunded: 0, failed: 0 };
  let after: { readonly pendingAt: number; readonly key: string } | undefined;
  for (;;) {
    const from = after;
    const page = await readChildren(deps, userNodes.all(), (ref) => {
      const query = ref.orderByChild(PENDING_AT_CHILD);
      return (from === undefined ? query.startAt(1) : query.startAfter(from.pendingAt, from.key))
        .endAt(now - PURCHASE_SETTLE_MS)
        .limitToFirst(pageSize);
    });
    const listed: { key: string; pendingAt: number }[] = [];
    for (const [key, user] of page) {
      const pendingAt = user.games?.act04?.pendingAt;
      if (typeof pendingAt === 'number') listed.push({ key, pendingAt });
    }
    const last = listed.at(-1);
    if (last === undefined) break;
    after = last;
    // A user settled earlier this run may come again with a later purchase: not tried twice.
    const fresh = listed.map((user) => user.key).filter((key) => !seen.has(key));
    for (const key of fresh) seen.add(key);
    for (let i = 0; i < fresh.length; i += concurrency)
      await Promise.all(
        fresh.slice(i, i + concurrency).map(async (key) => {
          try {
            const settled = await settleUser(handler, key, now);
            counts.sold += settled.sold;
            counts.refunded += settled.refunded;
            counts.failed += settled.failed;
            if (settled.failed > 0)
              deps.log('purchase sweep left purchases pending', { key, ...settled });
          } catch (error) {
            counts.failed += 1;
            deps.log('purchase sweep failed for a user', { key, error: String(error) });
          }
        }),
      );
    if (listed.length < pageSize) break;
  }
  const pruned = await pruneAllTombstones(handler, now);
  deps.log('purchase sweep finished', { users: seen.size, ...counts, pruned });
  return { sold: counts.sold, refunded: counts.refunded, pruned, failed: counts.failed };
};

/**
 * The prizes the index lists with tombstones old enough to drop (not every prize of every event):
 * a transaction on each, then their listings go. A crash between the two leaves listings whose
 * tombstones are gone, which the next run finds nothing to prune for and removes.
 */
const pruneAllTombstones = async (deps: Deps, now: number): Promise<number> => {
  const index = await read(deps, marketNodes.tombstones());
  let pruned = 0;
  for (const { eventId, prizeId, unlist } of dueTombstones(index, now)) {
    pruned += await commitClaim(deps, marketNodes.prize(eventId, prizeId), (current) =>
      pruneTombstones(current, now),
    );
    await applyPlaced(deps, unlist);
  }
  return pruned;
};

const settleUser = async (deps: Deps, key: string, now: number): Promise<Counts> => {
  const profile = await profileOf(deps, key);
  const balance = await read(deps, userNodes.balance(key));
  const counts: Counts = { sold: 0, refunded: 0, failed: 0 };
  if (profile === null) return counts;
  for (const order of lapsedPurchases(balance, now))
    counts[await settleOne(deps, buyerOf({ key, profile }), order)] += 1;
  return counts;
};

/** How the purchase stands after the sweep closed it: sold, refunded, or (refused) still open. */
const settleOne = async (
  deps: Deps,
  buyer: Buyer,
  order: PendingPurchase,
): Promise<keyof Counts> => {
  const saleId = saleIdFor(buyer.key, order.requestId);
  const outcome = await commitClaim(
    deps,
    marketNodes.prize(buyer.eventId, order.prizeId),
    (prize) => closeSale(prize, saleId, deps.now()),
  );
  await applyPlaced(deps, listTombstone(buyer.eventId, order.prizeId, saleId, outcome, deps.now()));
  try {
    // Left pending while another closer adds the sale's gift counters: for the next run.
    return (await closeWith(deps, buyer, order, saleId, outcome)) === null ? 'failed' : 'sold';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    // A refusal is a refund only if the purchase now says so; any other leaves it pending.
    const balance = await read(deps, userNodes.balance(buyer.key));
    return balance?.requests?.[order.requestId]?.state === 'refunded' ? 'refunded' : 'failed';
  }
};
