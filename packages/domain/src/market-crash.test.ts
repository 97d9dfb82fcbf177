import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Balance,
  chargePurchase,
  closePurchase,
  closeSale,
  decideSale,
  lapsedPurchases,
  type PrizeOffer,
  PURCHASE_SETTLE_MS,
  type PurchaseOrder,
  type SaleOutcome,
} from './market.ts';
import type { Claim } from './plan.ts';

/**
 * The purchase as a state machine over its two nodes (the buyer's balance and the prize), each
 * step one transaction: calls that may die after any step, double taps, sweeps, and an organiser
 * restocking or deleting the prize, in every interleaving fast-check finds. Whatever happens, no
 * sale exists without its charge, and once a sweep has run after the calls, every charge has its
 * sale and every unit of stock is accounted for.
 */
const NOW = 1_700_000_000_000;
const BUYER = { key: 'kb', eventId: 'summit', publicId: 'p', name: 'Bo' };
const ids = { newId: () => 'id' };

type World = { balance: Balance | null; prize: PrizeOffer | null; restocked: number };
type Step = Generator<void, void, void>;

const apply = <T>(claim: Claim<T>, store: (next: never) => void): Claim<T> => {
  if (claim.next !== undefined) store(claim.next as never);
  return claim;
};
const onBalance = <T>(world: World, decide: (balance: Balance | null) => Claim<T>) =>
  apply(decide(world.balance), (next: Balance) => {
    world.balance = next;
  });
const onPrize = <T>(world: World, decide: (prize: PrizeOffer | null) => Claim<T>) =>
  apply(decide(world.prize), (next: PrizeOffer) => {
    world.prize = next;
  });

const saleIdOf = (requestId: string) => `sale-${requestId}`;

function* purchaseCall(world: World, order: PurchaseOrder, diesAfter: number): Step {
  const charge = onBalance(world, (b) => chargePurchase(b, order, world.prize, NOW));
  if (!charge.ok || charge.value.settled || diesAfter === 1) return;
  const cost = charge.value.cost;
  yield;
  const sale = onPrize(world, (p) => decideSale(p, order, saleIdOf(order.requestId), cost, NOW));
  if (diesAfter === 2 || !sale.ok) return;
  yield;
  onBalance(world, (b) =>
    closePurchase(b, BUYER, order, saleIdOf(order.requestId), sale.value, ids),
  );
}

function* sweep(world: World): Step {
  for (const order of lapsedPurchases(world.balance, NOW + PURCHASE_SETTLE_MS)) {
    const outcome = onPrize(world, (p) => closeSale(p, saleIdOf(order.requestId), NOW));
    if (!outcome.ok) return;
    const closed: SaleOutcome = outcome.value;
    yield;
    onBalance(world, (b) => closePurchase(b, BUYER, order, saleIdOf(order.requestId), closed, ids));
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
  diesAfter: fc.constantFrom(1, 2, 3),
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
            restocked: 0,
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
          if (world.prize === null) return;
          const sold = requestsOf(world).filter(([, r]) => r.state === 'sold');
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
      restocked: 0,
    };
    // Both taps are charged once (the second finds the request pending), then another buyer takes
    // the last mug.
    const first = onBalance(world, (b) => chargePurchase(b, order, world.prize, NOW));
    const second = onBalance(world, (b) => chargePurchase(b, order, world.prize, NOW));
    expect([first.ok, second.ok]).toEqual([true, true]);
    world.prize = { name: 'Mug', cost: 50, stock: 0 };
    const refused = onPrize(world, (p) => decideSale(p, order, saleIdOf('r1'), 50, NOW));
    expect(refused.ok && refused.value).toEqual({ refused: 'out-of-stock' });
    onBalance(world, (b) =>
      closePurchase(b, BUYER, order, saleIdOf('r1'), { refused: 'out-of-stock' }, ids),
    );
    world.prize = { name: 'Mug', cost: 50, stock: 1, sales: world.prize?.sales ?? {} };
    const late = onPrize(world, (p) => decideSale(p, order, saleIdOf('r1'), 50, NOW));
    expect(late.ok && late.value).toEqual({ refused: 'out-of-stock' });
    expect(world.prize?.stock).toBe(1);
    alwaysHolds(world);
  });
});
