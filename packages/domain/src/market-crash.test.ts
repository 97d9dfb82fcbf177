import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Balance,
  chargePurchase,
  closePurchase,
  closeSale,
  decideSale,
  lapsedPurchases,
  madeSale,
  type PendingPurchase,
  type PrizeOffer,
  PURCHASE_SETTLE_MS,
  type PurchaseOrder,
  recordSale,
  type SaleOutcome,
  takeBackSale,
} from './market.ts';
import type { Claim } from './plan.ts';
import type { DeskPurchase } from './prize-desk.ts';

/**
 * The purchase as a state machine over its two nodes (the buyer's balance and the prize), each
 * step one transaction: calls that may die after any step, double taps, sweeps, and an organiser
 * restocking or deleting the prize, in every interleaving fast-check finds. Whatever happens, no
 * sale exists without its charge, and once a sweep has run after the calls, every charge has its
 * sale and every unit of stock is accounted for.
 */
const NOW = 1_700_000_000_000;
const BUYER = { key: 'kb', eventId: 'summit', publicId: 'p', name: 'Bo' };

/** The two transactional nodes, and every other path the plans wrote (desk, ledger, …). */
type World = {
  balance: Balance | null;
  prize: PrizeOffer | null;
  paths: Record<string, unknown>;
  restocked: number;
  ids: number;
};
type Step = Generator<void, void, void>;

/** One transaction: the claim's next value stored, then its other writes. */
const apply = <T>(world: World, claim: Claim<T>, store: (next: never) => void): Claim<T> => {
  if (claim.next !== undefined) store(claim.next as never);
  for (const [path, value] of Object.entries(claim.writes.sets))
    if (value === null) delete world.paths[path];
    else world.paths[path] = value;
  return claim;
};
const onBalance = <T>(world: World, decide: (balance: Balance | null) => Claim<T>) =>
  apply(world, decide(world.balance), (next: Balance) => {
    world.balance = next;
  });
const onPrize = <T>(world: World, decide: (prize: PrizeOffer | null) => Claim<T>) =>
  apply(world, decide(world.prize), (next: PrizeOffer) => {
    world.prize = next;
  });
const onDesk = <T>(world: World, saleId: string, decide: (d: DeskPurchase | null) => Claim<T>) => {
  const path = `purchases/summit/${saleId}`;
  return apply(world, decide((world.paths[path] as DeskPurchase | undefined) ?? null), (next) => {
    if (next === null) delete world.paths[path];
    else world.paths[path] = next;
  });
};
const chargeAt = (world: World) => ({ now: NOW, newId: () => `L${++world.ids}` });

const saleIdOf = (requestId: string) => `sale-${requestId}`;

/** Step 3 as the handler runs it: a sale's records, (a crash may come here,) then the close. */
function* close(world: World, purchase: PendingPurchase, found: SaleOutcome, dies: boolean): Step {
  const saleId = saleIdOf(purchase.requestId);
  const desk = world.paths[`purchases/summit/${saleId}`] as DeskPurchase | undefined;
  const outcome = madeSale(found, desk ?? null);
  if ('sold' in outcome) {
    onDesk(world, saleId, (d) => recordSale(d, BUYER, purchase, outcome.sold));
    if (dies) return;
    yield;
  }
  const closed = onBalance(world, (b) => closePurchase(b, BUYER, purchase, outcome));
  if (closed.ok) return;
  yield;
  onDesk(world, saleId, takeBackSale);
}

/** A call that dies after its charge (1), its sale (2), its records (3), or not at all. */
function* purchaseCall(world: World, order: PurchaseOrder, diesAfter: number): Step {
  const charge = onBalance(world, (b) => chargePurchase(b, order, world.prize, chargeAt(world)));
  if (!charge.ok || charge.value.settled || diesAfter === 1) return;
  const purchase = charge.value;
  yield;
  const saleId = saleIdOf(order.requestId);
  const sale = onPrize(world, (p) => decideSale(p, order, saleId, purchase.cost, NOW));
  if (diesAfter === 2 || !sale.ok) return;
  yield;
  yield* close(world, purchase, sale.value, diesAfter === 3);
}

function* sweep(world: World): Step {
  for (const purchase of lapsedPurchases(world.balance, NOW + PURCHASE_SETTLE_MS)) {
    const outcome = onPrize(world, (p) => closeSale(p, saleIdOf(purchase.requestId), NOW));
    if (!outcome.ok) return;
    yield;
    yield* close(world, purchase, outcome.value, false);
    yield;
  }
}

/** The organiser restocks or deletes the prize when scheduled, once. */
function* organiser(world: World, action: 'restock' | 'delete'): Step {
  yield;
  const prize = world.prize;
  if (prize === null) return;
  if (action === 'delete') world.prize = null;
  else {
    world.prize = { ...prize, stock: prize.stock + 1 };
    world.restocked += 1;
  }
}

const requestsOf = (world: World) => Object.entries(world.balance?.requests ?? {});

/** No sale without its charge, and the points spent are exactly the purchases not refunded. */
const alwaysHolds = (world: World) => {
  for (const [saleId, sale] of Object.entries(world.prize?.sales ?? {})) {
    if ('refused' in sale) continue;
    const request = world.balance?.requests?.[saleId.replace('sale-', '')];
    expect(['pending', 'sold']).toContain(request?.state);
  }
  const charged = requestsOf(world)
    .filter(([, r]) => r.state !== 'refunded')
    .reduce((sum, [, r]) => sum + r.cost, 0);
  expect(world.balance?.spentPoints ?? 0).toBe(charged);
};

const call = fc.record({
  requestId: fc.constantFrom('r1', 'r2', 'r3'),
  qty: fc.constantFrom(1, 2),
  diesAfter: fc.constantFrom(1, 2, 3, 4),
});
const actor = fc.oneof(
  call.map((c) => ({ kind: 'call' as const, ...c })),
  fc.constant({ kind: 'sweep' as const }),
  fc.constantFrom('restock' as const, 'delete' as const).map((action) => ({
    kind: 'organiser' as const,
    action,
  })),
);

describe('a purchase under crashes, retries, sweeps and an organiser, in any interleaving', () => {
  it('never sells unpaid, and a sweep leaves every charge with its sale and no stock lost', () => {
    fc.assert(
      fc.property(
        fc.array(actor, { minLength: 1, maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 60 }),
        fc.integer({ min: 0, max: 3 }),
        (actors, schedule, stock) => {
          const world: World = {
            balance: { totalPoints: 250, spentPoints: 0 },
            prize: { name: 'Mug', cost: 50, stock },
            paths: {},
            restocked: 0,
            ids: 0,
          };
          const running: Step[] = actors.map((a) => {
            if (a.kind === 'sweep') return sweep(world);
            if (a.kind === 'organiser') return organiser(world, a.action);
            return purchaseCall(
              world,
              { prizeId: 'mug', qty: a.qty, requestId: a.requestId },
              a.diesAfter,
            );
          });
          // Interleave: each scheduled number moves one of the threads still running by a step.
          for (const pick of schedule) {
            if (running.length === 0) break;
            const index = pick % running.length;
            if (running[index]?.next().done === true) running.splice(index, 1);
            alwaysHolds(world);
          }
          for (const thread of running) while (thread.next().done !== true) alwaysHolds(world);
          // Every call has ended (finished or died); a sweep settles what they left.
          for (const _ of sweep(world)) alwaysHolds(world);
          alwaysHolds(world);
          expect(requestsOf(world).filter(([, r]) => r.state === 'pending')).toEqual([]);
          const sold = requestsOf(world).filter(([, r]) => r.state === 'sold');
          // Every sold purchase, and only those, is on the desk and in the ledger, once. Not
          // shown for one case (see docs/ARCHITECTURE.md): the prize deleted while a call of the
          // request, having seen the sale, writes its records and dies before its close, after a
          // sweep refunded it; the records stay, the points are back.
          const lostRace =
            world.prize === null && actors.some((a) => a.kind === 'call' && a.diesAfter === 3);
          if (lostRace) return;
          const written = (prefix: string) =>
            Object.keys(world.paths)
              .filter((path) => path.startsWith(prefix))
              .sort();
          expect(written('purchases/')).toEqual(
            sold.map(([requestId]) => `purchases/summit/${saleIdOf(requestId)}`).sort(),
          );
          expect(
            Object.keys(world.paths)
              .filter((path) => path.startsWith('ledger/'))
              .sort(),
          ).toEqual(sold.map(([, r]) => `ledger/kb/${r.ledgerId}`).sort());
          if (world.prize === null) return;
          for (const [requestId, request] of sold)
            expect(world.prize.sales?.[saleIdOf(requestId)]).toEqual({
              qty: request.qty,
              cost: request.cost,
              at: NOW,
            });
          const taken = sold.reduce((sum, [, r]) => sum + r.qty, 0);
          expect(world.prize.stock + taken).toBe(stock + world.restocked);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('a double tap whose first tap was refused for stock, then the prize restocked', () => {
  it('the other tap cannot sell after the first one refunded', () => {
    const order = { prizeId: 'mug', qty: 1, requestId: 'r1' };
    const world: World = {
      balance: { totalPoints: 100, spentPoints: 0 },
      prize: { name: 'Mug', cost: 50, stock: 1 },
      paths: {},
      restocked: 0,
      ids: 0,
    };
    // Both taps are charged once (the second finds the request pending), then another buyer takes
    // the last mug.
    const first = onBalance(world, (b) => chargePurchase(b, order, world.prize, chargeAt(world)));
    const second = onBalance(world, (b) => chargePurchase(b, order, world.prize, chargeAt(world)));
    expect([first.ok, second.ok]).toEqual([true, true]);
    world.prize = { name: 'Mug', cost: 50, stock: 0 };
    const refused = onPrize(world, (p) => decideSale(p, order, saleIdOf('r1'), 50, NOW));
    expect(refused.ok && refused.value).toEqual({ refused: 'out-of-stock' });
    onBalance(world, (b) => closePurchase(b, BUYER, order, { refused: 'out-of-stock' }));
    world.prize = { name: 'Mug', cost: 50, stock: 1, sales: world.prize?.sales ?? {} };
    const late = onPrize(world, (p) => decideSale(p, order, saleIdOf('r1'), 50, NOW));
    expect(late.ok && late.value).toEqual({ refused: 'out-of-stock' });
    expect(world.prize?.stock).toBe(1);
    alwaysHolds(world);
  });
});
