import { describe, expect, it } from 'vitest';
import {
  chargePurchase,
  closePurchase,
  closeSale,
  decideSale,
  dueTombstones,
  lapsedPurchases,
  listTombstone,
  madeSale,
  needsDeskRecord,
  PURCHASE_SETTLE_MS,
  pruneTombstones,
  recordSale,
  TOMBSTONE_KEEP_MS,
  takeBackSale,
} from './market.ts';
import { BUYER, MUG as mug, NOW, order } from './market-fixtures.ts';
import type { SaleRefusal } from './store/market.ts';
import { SERVER_TIME } from './store/node.ts';
import type { Balance, PurchaseRequest } from './store/users.ts';

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

describe('decideSale', () => {
  const sale = (qty: number) => ({ qty, cost: 50 * qty, at: NOW });
  const tomb = (refused: SaleRefusal) => ({ refused, at: NOW });

  it.each([
    ['takes the stock and records the sale', mug, 2, { ...mug, stock: 3, sales: { s1: sale(2) } }],
    [
      'the last of the stock',
      { ...mug, stock: 1 },
      1,
      { ...mug, stock: 0, sales: { s1: sale(1) } },
    ],
    [
      'keeps the earlier sales',
      { ...mug, sales: { s0: sale(1) } },
      1,
      { ...mug, stock: 4, sales: { s0: sale(1), s1: sale(1) } },
    ],
  ] as const)('%s', (_name, prize, qty, next) => {
    expect(decideSale(prize, { qty }, 's1', 50 * qty, NOW)).toStrictEqual({
      ok: true,
      value: { sold: { ...sale(qty), prizeName: 'Mug' } },
      next,
      writes: NOTHING,
    });
  });

  it.each([
    [
      'more than the stock: refused, and the refusal kept under the sale id',
      mug,
      6,
      300,
      { refused: 'out-of-stock' },
      { ...mug, sales: { s1: tomb('out-of-stock') } },
    ],
    [
      'a price changed since the charge: refused, and kept',
      { ...mug, cost: 60 },
      1,
      50,
      { refused: 'invalid-argument', detail: 'the price changed: look again' },
      { ...mug, cost: 60, sales: { s1: tomb('invalid-argument') } },
    ],
  ] as const)('%s', (_name, prize, qty, charged, value, next) => {
    expect(decideSale(prize, { qty }, 's1', charged, NOW)).toStrictEqual({
      ok: true,
      value,
      next,
      writes: NOTHING,
    });
  });

  it('a deleted prize is not-found and stays deleted (nothing stored)', () => {
    expect(decideSale(null, { qty: 1 }, 's1', 50, NOW)).toStrictEqual({
      ok: true,
      value: { refused: 'not-found', detail: 'prize' },
      writes: NOTHING,
    });
  });

  it('the same sale id again is answered as it was: sold, or refused for the same reason', () => {
    const prize = { ...mug, stock: 0, sales: { s1: sale(2), s2: tomb('request-expired') } };
    expect(decideSale({ ...prize, stock: 9 }, { qty: 2 }, 's1', 100, NOW + 9)).toStrictEqual({
      ok: true,
      value: { sold: { ...sale(2), prizeName: 'Mug' } },
      writes: NOTHING,
    });
    expect(decideSale({ ...prize, stock: 9 }, { qty: 1 }, 's2', 50, NOW + 9)).toStrictEqual({
      ok: true,
      value: { refused: 'request-expired' },
      writes: NOTHING,
    });
  });
});

describe('closeSale (the sweeper, for a purchase whose call died)', () => {
  it.each([
    [
      'a sale that was made stands',
      { ...mug, sales: { s1: { qty: 1, cost: 50, at: NOW - 1 } } },
      { sold: { qty: 1, cost: 50, at: NOW - 1, prizeName: 'Mug' } },
      undefined,
    ],
    [
      'a sale that was not made is refused on the prize first',
      mug,
      { refused: 'request-expired' },
      { ...mug, sales: { s1: { refused: 'request-expired', at: NOW } } },
    ],
    [
      'a sale refused before stays refused',
      { ...mug, sales: { s1: { refused: 'out-of-stock', at: NOW - 1 } } },
      { refused: 'out-of-stock' },
      undefined,
    ],
    ['a deleted prize stays deleted', null, { refused: 'not-found', detail: 'prize' }, undefined],
  ] as const)('%s', (_name, prize, value, next) => {
    expect(closeSale(prize, 's1', NOW)).toStrictEqual({
      ok: true,
      value,
      ...(next === undefined ? {} : { next }),
      writes: NOTHING,
    });
  });
});

describe('madeSale and takeBackSale (a sale whose prize was deleted, a late record)', () => {
  const desk = {
    key: 'kb',
    publicId: 'p-bo',
    name: 'Bo',
    prizeId: 'mug',
    prizeName: 'Mug',
    qty: 2,
    cost: 100,
    at: NOW - 5,
  };
  const gone = { refused: 'not-found', detail: 'prize' } as const;

  it.each([
    [
      'a deleted prize whose sale is on the desk was sold',
      gone,
      { ...desk, state: 'claimed' },
      { sold: { qty: 2, cost: 100, at: NOW - 5, prizeName: 'Mug' } },
    ],
    ['a deleted prize with no desk record was not sold', gone, null, gone],
    [
      'another refusal stands whatever the desk holds',
      { refused: 'request-expired' },
      { ...desk, state: 'bought' },
      { refused: 'request-expired' },
    ],
  ] as const)('%s', (_name, outcome, record, expected) => {
    expect(madeSale(outcome, record)).toStrictEqual(expected);
  });

  it.each([
    ['a prize not found', gone, true],
    ['another refusal', { refused: 'out-of-stock' }, false],
    ['a sale', { sold: { qty: 1, cost: 50, at: NOW, prizeName: 'Mug' } }, false],
  ] as const)('the desk record is read to close %s: %s', (_name, outcome, needed) => {
    expect(needsDeskRecord(outcome)).toBe(needed);
  });

  it('a record not handed over yet goes, and the gift counters it added with it', () => {
    expect(takeBackSale({ ...desk, state: 'bought' }, 'summit')).toStrictEqual({
      ok: true,
      value: true,
      next: null,
      writes: {
        sets: {},
        increments: {
          'users/kb/metadata/purchases/mug/qty': -2,
          'users/kb/badges/gifts': -2,
          'events/summit/badges/gifts': -2,
        },
      },
    });
  });

  it.each([
    ['an allocated record is kept', { ...desk, state: 'allocated' }],
    ['a claimed record is kept', { ...desk, state: 'claimed' }],
    [
      'a record whose counters are still being added is kept (their closer takes it back)',
      { ...desk, state: 'bought', countsDue: NOW },
    ],
    ['no record: nothing to take back', null],
  ] as const)('%s', (_name, record) => {
    expect(takeBackSale(record, 'summit')).toStrictEqual({
      ok: true,
      value: false,
      writes: NOTHING,
    });
  });
});

describe("recordSale (a sale's records, before its close)", () => {
  const sale = { qty: 2, cost: 100, at: NOW, prizeName: 'Mug' };
  const purchase = { requestId: 'r1', prizeId: 'mug', qty: 2, cost: 100, ledgerId: 'L1' };
  const records = {
    sets: {
      'ledger/kb/L1': {
        points: -100,
        reason: 'buy-mug',
        kind: 'purchase',
        at: SERVER_TIME,
        by: 'system',
      },
      'users/kb/metadata/purchases/mug/at': SERVER_TIME,
      'users/kb/metadata/isPrizePurchased': true,
    },
    increments: {},
  };
  /** The records with the gift counters, added in the same write that removes the mark. */
  const counted = {
    sets: { ...records.sets, 'purchases/summit/s1/countsDue': null },
    increments: {
      'users/kb/metadata/purchases/mug/qty': 2,
      'users/kb/badges/gifts': 2,
      'events/summit/badges/gifts': 2,
    },
  };
  const allocated = {
    ...purchase,
    key: 'kb',
    publicId: 'p-bo',
    name: 'Bo',
    prizeName: 'Mug',
    at: NOW,
    state: 'allocated',
  } as const;

  it('puts the sale on the prize desk by its sale id, marked while it adds the gift counters', () => {
    expect(recordSale(null, BUYER, purchase, 's1', sale, NOW)).toStrictEqual({
      ok: true,
      value: true,
      next: {
        key: 'kb',
        publicId: 'p-bo',
        name: 'Bo, "the" Buyer',
        requestId: 'r1',
        prizeId: 'mug',
        prizeName: 'Mug',
        qty: 2,
        cost: 100,
        at: NOW,
        state: 'bought',
        countsDue: NOW,
      },
      writes: counted,
    });
  });

  it('again (a crash before the close): the desk record, maybe handed over already, is kept', () => {
    expect(recordSale(allocated, BUYER, purchase, 's1', sale, NOW)).toStrictEqual({
      ok: true,
      value: true,
      writes: records,
    });
  });

  it("another closer's fresh mark: the records again, no counters, and not closed by this one", () => {
    const marked = { ...allocated, countsDue: NOW - PURCHASE_SETTLE_MS + 1 };
    expect(recordSale(marked, BUYER, purchase, 's1', sale, NOW)).toStrictEqual({
      ok: true,
      value: false,
      writes: records,
    });
  });

  it('a mark left by a closer that died is taken over: the counters are added, once', () => {
    const marked = { ...allocated, countsDue: NOW - PURCHASE_SETTLE_MS };
    expect(recordSale(marked, BUYER, purchase, 's1', sale, NOW)).toStrictEqual({
      ok: true,
      value: true,
      next: { ...allocated, countsDue: NOW },
      writes: counted,
    });
  });
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

describe('pruneTombstones', () => {
  const made = { qty: 1, cost: 50, at: NOW - 10 * TOMBSTONE_KEEP_MS };
  const old = { refused: 'out-of-stock' as const, at: NOW - TOMBSTONE_KEEP_MS };
  const young = { refused: 'request-expired' as const, at: NOW - TOMBSTONE_KEEP_MS + 1 };

  it('drops refused sale ids kept long enough, and keeps every sale and the young refusals', () => {
    expect(pruneTombstones({ ...mug, sales: { made, old, young } }, NOW)).toStrictEqual({
      ok: true,
      value: 1,
      next: { ...mug, sales: { made, young } },
      writes: NOTHING,
    });
  });

  it.each([
    ['nothing to drop', { ...mug, sales: { made, young } }],
    ['no sales', mug],
    ['a deleted prize (left deleted)', null],
  ])('%s: nothing stored', (_name, prize) => {
    expect(pruneTombstones(prize, NOW)).toStrictEqual({ ok: true, value: 0, writes: NOTHING });
  });
});

describe("listTombstone and dueTombstones (the sweep's index of refused sale ids)", () => {
  it.each([
    [
      'a refusal is listed under its event, prize and sale id, with when',
      { refused: 'out-of-stock' },
      { sets: { 'prizeTombstones/summit/mug/s1': NOW }, increments: {} },
    ],
    ['a sale lists nothing', { sold: { qty: 1, cost: 50, at: NOW, prizeName: 'Mug' } }, NOTHING],
    ['a prize that was gone lists nothing', { refused: 'not-found', detail: 'prize' }, NOTHING],
  ] as const)('%s', (_name, outcome, expected) => {
    expect(listTombstone('summit', 'mug', 's1', outcome, NOW)).toStrictEqual(expected);
  });

  it('answers the prizes with listings old enough to drop, with their removal, and no others', () => {
    const index = {
      summit: {
        mug: { old: NOW - TOMBSTONE_KEEP_MS, young: NOW - TOMBSTONE_KEEP_MS + 1 },
        hat: { young: NOW - 1 },
      },
      expo: { pen: { older: NOW - 2 * TOMBSTONE_KEEP_MS } },
    };
    expect(dueTombstones(index, NOW)).toStrictEqual([
      {
        eventId: 'summit',
        prizeId: 'mug',
        unlist: { sets: { 'prizeTombstones/summit/mug/old': null }, increments: {} },
      },
      {
        eventId: 'expo',
        prizeId: 'pen',
        unlist: { sets: { 'prizeTombstones/expo/pen/older': null }, increments: {} },
      },
    ]);
    expect(dueTombstones(null, NOW)).toStrictEqual([]);
  });
});
