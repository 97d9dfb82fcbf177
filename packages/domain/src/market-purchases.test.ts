import { describe, expect, it } from 'vitest';
import { BUYER, MUG as mug, NOW, order } from './market-fixtures.ts';
import {
  chargePurchase,
  closePurchase,
  lapsedPurchases,
  PURCHASE_SETTLE_MS,
} from './market-purchases.ts';
import type { Balance, PurchaseRequest } from './store/users-play.ts';

const NOTHING = { sets: {}, increments: {} };

const sold: PurchaseRequest = { prizeId: 'hat', qty: 1, cost: 30, at: NOW - 10, state: 'sold' };
const balance: Balance = { code: 'act04', isComplete: false, totalPoints: 200, spentPoints: 30 };
const pending = (qty = 1, at = NOW): PurchaseRequest => ({
  prizeId: 'mug',
  qty,
  cost: 50 * qty,
  at,
  state: 'pending',
  ledgerId: 'L1',
});
/** What the charge hands on to the sale and the close. */
const charged = (qty = 1, requestId = 'r1') => ({
  settled: false,
  requestId,
  prizeId: 'mug',
  qty,
  cost: 50 * qty,
  ledgerId: 'L1',
});
const CHARGE_AT = { now: NOW, newId: () => 'L1' };

describe('chargePurchase', () => {
  it.each([
    [
      'charges the order at the price read and keeps it pending',
      balance,
      order(2),
      mug,
      {
        ok: true,
        value: charged(2),
        next: { ...balance, spentPoints: 130, requests: { r1: pending(2) }, pendingAt: NOW },
        writes: NOTHING,
      },
    ],
    [
      'the oldest pending purchase stays the one the sweeper finds',
      { ...balance, spentPoints: 80, requests: { r0: pending(1, NOW - 7) }, pendingAt: NOW - 7 },
      order(),
      mug,
      {
        ok: true,
        value: charged(),
        next: {
          ...balance,
          spentPoints: 130,
          requests: { r0: pending(1, NOW - 7), r1: pending() },
          pendingAt: NOW - 7,
        },
        writes: NOTHING,
      },
    ],
    [
      'the points to exactly zero',
      { ...balance, spentPoints: 150 },
      order(),
      mug,
      {
        ok: true,
        value: charged(),
        next: { ...balance, spentPoints: 200, requests: { r1: pending() }, pendingAt: NOW },
        writes: NOTHING,
      },
    ],
    [
      'one point short: refused, nothing charged',
      { ...balance, spentPoints: 151 },
      order(),
      mug,
      { ok: false, error: 'insufficient-points', writes: NOTHING },
    ],
    [
      'no balance yet: nothing to spend',
      null,
      order(),
      mug,
      { ok: false, error: 'insufficient-points', writes: NOTHING },
    ],
    [
      'a prize gone when read: not-found, nothing charged',
      balance,
      order(),
      null,
      { ok: false, error: 'not-found', detail: 'prize', writes: NOTHING },
    ],
    [
      'more than the stock read: out of stock, nothing charged',
      balance,
      order(6),
      mug,
      { ok: false, error: 'out-of-stock', writes: NOTHING },
    ],
    [
      'the same request pending (a double tap, a retry): its sale goes on, charged once',
      { ...balance, requests: { r1: pending() }, pendingAt: NOW - 5 },
      order(),
      { ...mug, cost: 999, stock: 0 },
      { ok: true, value: charged(), writes: NOTHING },
    ],
    [
      'a sold request again is answered as it was and charged nothing',
      { ...balance, requests: { r1: { ...pending(2), state: 'sold' } } },
      order(2),
      null,
      { ok: true, value: { settled: true, spent: 100 }, writes: NOTHING },
    ],
    [
      'a request sold before purchases were charged first (no state) is sold',
      { ...balance, requests: { r1: { prizeId: 'mug', qty: 1, cost: 50, at: NOW - 9 } } },
      order(),
      mug,
      { ok: true, value: { settled: true, spent: 50 }, writes: NOTHING },
    ],
    [
      'a refunded request is refused as its sale was',
      {
        ...balance,
        requests: { r1: { ...pending(), state: 'refunded', error: 'request-expired' } },
      },
      order(),
      mug,
      { ok: false, error: 'request-expired', writes: NOTHING },
    ],
    [
      'the same request id for another prize: refused',
      { ...balance, requests: { r1: { ...pending(), prizeId: 'hat' } } },
      order(),
      mug,
      {
        ok: false,
        error: 'invalid-argument',
        detail: 'this request id is for another order',
        writes: NOTHING,
      },
    ],
    [
      'the same request id for another quantity: refused',
      { ...balance, requests: { r1: pending() } },
      order(2),
      mug,
      {
        ok: false,
        error: 'invalid-argument',
        detail: 'this request id is for another order',
        writes: NOTHING,
      },
    ],
  ] as const)('%s', (_name, current, wanted, offer, expected) => {
    expect(chargePurchase(current, wanted, offer, CHARGE_AT)).toStrictEqual(expected);
  });

  it.each([['constructor'], ['toString'], ['hasOwnProperty']])(
    'a request id named like an object built-in (%s) is a new request, not a replay',
    (requestId) => {
      expect(chargePurchase(balance, order(1, requestId), mug, CHARGE_AT)).toMatchObject({
        ok: true,
        value: charged(1, requestId),
      });
    },
  );
});

describe('closePurchase', () => {
  const sale = { sold: { qty: 2, cost: 100, at: NOW, prizeName: 'Mug' } };
  const held: Balance = {
    ...balance,
    spentPoints: 130,
    requests: { r0: sold, r1: pending(2) },
    pendingAt: NOW,
  };

  it('a sale closes the pending purchase as sold (its counters were added with its records)', () => {
    expect(closePurchase(held, BUYER, order(2), sale)).toStrictEqual({
      ok: true,
      value: { spent: 100 },
      next: {
        ...balance,
        spentPoints: 130,
        requests: { r0: sold, r1: { ...pending(2), state: 'sold' } },
      },
      writes: NOTHING,
    });
  });

  it('a refusal refunds the pending purchase once, keeps why, and takes back any records', () => {
    expect(closePurchase(held, BUYER, order(2), { refused: 'out-of-stock' })).toStrictEqual({
      ok: false,
      error: 'out-of-stock',
      next: {
        ...balance,
        spentPoints: 30,
        requests: { r0: sold, r1: { ...pending(2), state: 'refunded', error: 'out-of-stock' } },
      },
      writes: { sets: { 'ledger/kb/L1': null }, increments: {} },
    });
  });

  it('another purchase still pending keeps the sweeper finding it', () => {
    const two = { ...held, requests: { r1: pending(2), r2: pending(1, NOW + 5) } };
    expect(closePurchase(two, BUYER, order(2), sale)).toMatchObject({
      next: { pendingAt: NOW + 5 },
    });
  });

  it('a purchase already sold (by the call, its double tap or the sweeper) changes nothing', () => {
    const closed = { ...balance, requests: { r1: { ...pending(2), state: 'sold' as const } } };
    for (const outcome of [sale, { refused: 'out-of-stock' as const }])
      expect(closePurchase(closed, BUYER, order(2), outcome)).toStrictEqual({
        ok: true,
        value: { spent: 100 },
        writes: NOTHING,
      });
  });

  it("a purchase already refunded stays refunded, and a sale's records written meanwhile go", () => {
    const closed = {
      ...balance,
      requests: { r1: { ...pending(2), state: 'refunded' as const, error: 'not-found' as const } },
    };
    expect(closePurchase(closed, BUYER, order(2), { refused: 'out-of-stock' })).toStrictEqual({
      ok: false,
      error: 'not-found',
      writes: NOTHING,
    });
    expect(closePurchase(closed, BUYER, order(2), sale)).toStrictEqual({
      ok: false,
      error: 'not-found',
      writes: { sets: { 'ledger/kb/L1': null }, increments: {} },
    });
  });

  it('a purchase never charged is not closed', () => {
    expect(closePurchase(balance, BUYER, order(2), sale)).toStrictEqual({
      ok: false,
      error: 'not-found',
      detail: 'purchase',
      writes: NOTHING,
    });
  });
});

describe('lapsedPurchases', () => {
  it('lists the pending purchases a call can no longer be working on', () => {
    const current: Balance = {
      ...balance,
      requests: {
        old: pending(1, NOW - PURCHASE_SETTLE_MS),
        young: pending(1, NOW - PURCHASE_SETTLE_MS + 1),
        done: { ...pending(1, NOW - 10 * PURCHASE_SETTLE_MS), state: 'sold' },
      },
    };
    expect(lapsedPurchases(current, NOW)).toEqual([
      { requestId: 'old', prizeId: 'mug', qty: 1, cost: 50, ledgerId: 'L1' },
    ]);
    expect(lapsedPurchases(null, NOW)).toEqual([]);
  });
});
