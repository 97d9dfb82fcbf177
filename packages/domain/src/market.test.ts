import { describe, expect, it } from 'vitest';
import {
  type Balance,
  decideHandover,
  decideSale,
  holdPurchase,
  type PrizeOffer,
  PURCHASE_HOLD_MS,
  type PurchaseRequest,
  settlePurchase,
} from './market.ts';
import { SERVER_TIME } from './plan.ts';

const NOW = 1_700_000_000_000;
const NOTHING = { sets: {}, increments: {} };
/** Push ids in order (id1, id2, …), so a plan's paths are known in advance. */
const ids = () => {
  let n = 0;
  return { newId: () => `id${++n}` };
};

const mug: PrizeOffer = { name: 'Mug', cost: 50, stock: 5 };
const sold: PurchaseRequest = { prizeId: 'hat', qty: 1, cost: 30, at: NOW - 10, state: 'sold' };
const balance: Balance = { code: 'act04', isComplete: false, totalPoints: 200, spentPoints: 30 };
const order = (qty = 1, requestId = 'r1') => ({ prizeId: 'mug', qty, requestId });
const RELEASE = { sets: { 'users/kb/games/act04/purchasing': null }, increments: {} };

describe('holdPurchase', () => {
  it.each([
    [
      'holds the buyer for the request and reads the points it may spend',
      balance,
      order(),
      {
        ok: true,
        value: { settled: false, available: 170 },
        next: { ...balance, purchasing: { requestId: 'r1', prizeId: 'mug', qty: 1, at: NOW } },
        writes: NOTHING,
      },
    ],
    [
      'no balance yet: nothing to spend, the sale will say so',
      null,
      order(),
      {
        ok: true,
        value: { settled: false, available: 0 },
        next: { purchasing: { requestId: 'r1', prizeId: 'mug', qty: 1, at: NOW } },
        writes: NOTHING,
      },
    ],
    [
      'the same request under way (a double tap): held again for it',
      { ...balance, purchasing: { requestId: 'r1', prizeId: 'mug', qty: 1, at: NOW - 5 } },
      order(),
      {
        ok: true,
        value: { settled: false, available: 170 },
        next: { ...balance, purchasing: { requestId: 'r1', prizeId: 'mug', qty: 1, at: NOW } },
        writes: NOTHING,
      },
    ],
    [
      'the same request id for another prize while the first is under way: refused',
      { ...balance, purchasing: { requestId: 'r1', prizeId: 'hat', qty: 1, at: NOW - 5 } },
      order(),
      {
        ok: false,
        error: 'invalid-argument',
        detail: 'this request id is for another order under way',
        writes: NOTHING,
      },
    ],
    [
      'the same request id for another quantity while the first is under way: refused',
      { ...balance, purchasing: { requestId: 'r1', prizeId: 'mug', qty: 1, at: NOW - 5 } },
      order(10),
      {
        ok: false,
        error: 'invalid-argument',
        detail: 'this request id is for another order under way',
        writes: NOTHING,
      },
    ],
    [
      'another request under way: refused, the other goes on',
      { ...balance, purchasing: { requestId: 'r0', prizeId: 'hat', qty: 1, at: NOW - 5 } },
      order(),
      {
        ok: false,
        error: 'rate-limited',
        detail: 'another purchase is under way',
        writes: NOTHING,
      },
    ],
    [
      'another request held past a callable time limit: its call is gone, this one goes on',
      {
        ...balance,
        purchasing: { requestId: 'r0', prizeId: 'hat', qty: 1, at: NOW - PURCHASE_HOLD_MS },
      },
      order(),
      {
        ok: true,
        value: { settled: false, available: 170 },
        next: { ...balance, purchasing: { requestId: 'r1', prizeId: 'mug', qty: 1, at: NOW } },
        writes: NOTHING,
      },
    ],
    [
      'a settled request again is answered as it was and charged nothing',
      { ...balance, requests: { r1: { ...sold, cost: 100 } } },
      order(2),
      { ok: true, value: { settled: true, spent: 100 }, writes: NOTHING },
    ],
    [
      'a request refunded under the old design stays out of stock',
      { ...balance, requests: { r1: { ...sold, state: 'refunded' } } },
      order(),
      { ok: false, error: 'out-of-stock', writes: NOTHING },
    ],
  ] as const)('%s', (_name, current, wanted, expected) => {
    expect(holdPurchase(current, wanted, NOW)).toStrictEqual(expected);
  });

  it.each([['constructor'], ['toString'], ['hasOwnProperty']])(
    'a request id named like an object built-in (%s) is a new request, not a replay',
    (requestId) => {
      const current = { ...balance, requests: { r0: sold } };
      expect(holdPurchase(current, order(1, requestId), NOW)).toEqual({
        ok: true,
        value: { settled: false, available: 170 },
        next: { ...current, purchasing: { requestId, prizeId: 'mug', qty: 1, at: NOW } },
        writes: NOTHING,
      });
    },
  );
});

describe('decideSale', () => {
  const buyer = { key: 'kb' };
  const sale = (qty: number) => ({ qty, cost: 50 * qty, at: NOW });

  it.each([
    [
      'takes the stock and records the sale',
      mug,
      2,
      170,
      { ...mug, stock: 3, sales: { s1: sale(2) } },
    ],
    [
      'the last of the stock, the points to exactly zero',
      { ...mug, stock: 1 },
      1,
      50,
      { ...mug, stock: 0, sales: { s1: sale(1) } },
    ],
    [
      'keeps the earlier sales',
      { ...mug, sales: { s0: sale(1) } },
      1,
      170,
      { ...mug, stock: 4, sales: { s0: sale(1), s1: sale(1) } },
    ],
  ] as const)('%s', (_name, prize, qty, available, next) => {
    expect(decideSale(prize, order(qty), 's1', available, buyer, NOW)).toStrictEqual({
      ok: true,
      value: { ...sale(qty), prizeName: 'Mug' },
      next,
      writes: NOTHING,
    });
  });

  it.each([
    ['a prize that does not exist (deleted) is not-found', null, 1, 170, 'not-found', 'prize'],
    [
      'more than the stock is out of stock, before the points',
      mug,
      6,
      0,
      'out-of-stock',
      undefined,
    ],
    ['one point short is insufficient', mug, 1, 49, 'insufficient-points', undefined],
  ] as const)(
    '%s: nothing taken, the buyer let go',
    (_name, prize, qty, available, error, detail) => {
      expect(decideSale(prize, order(qty), 's1', available, buyer, NOW)).toStrictEqual({
        ok: false,
        error,
        ...(detail === undefined ? {} : { detail }),
        writes: RELEASE,
      });
    },
  );

  it('the same sale again (a double tap, a retry after a crash) is answered as it was', () => {
    const prize = { ...mug, stock: 0, sales: { s1: sale(2) } };
    expect(decideSale(prize, order(2), 's1', 0, buyer, NOW + 9)).toStrictEqual({
      ok: true,
      value: { ...sale(2), prizeName: 'Mug' },
      writes: NOTHING,
    });
  });
});

describe('settlePurchase', () => {
  const buyer = { key: 'kb', eventId: 'summit', publicId: 'p-bo', name: 'Bo, "the" Buyer' };
  const sale = { qty: 2, cost: 100, at: NOW, prizeName: 'Mug' };
  const settled = {
    sets: {
      'users/kb/metadata/purchases/mug/at': SERVER_TIME,
      'users/kb/metadata/isPrizePurchased': true,
      'ledger/kb/id1': {
        points: -100,
        reason: 'buy-mug',
        kind: 'purchase',
        at: SERVER_TIME,
        by: 'system',
      },
      'purchases/summit/r1': {
        key: 'kb',
        publicId: 'p-bo',
        name: 'Bo, "the" Buyer',
        prizeId: 'mug',
        prizeName: 'Mug',
        qty: 2,
        cost: 100,
        at: SERVER_TIME,
        state: 'bought',
      },
    },
    increments: {
      'users/kb/metadata/purchases/mug/qty': 2,
      'users/kb/badges/gifts': 2,
      'events/summit/badges/gifts': 2,
    },
  };
  const request: PurchaseRequest = { prizeId: 'mug', qty: 2, cost: 100, at: NOW, state: 'sold' };

  it('charges the sale once, records it by request and on the prize desk, and lets the buyer go', () => {
    const held = {
      ...balance,
      requests: { r0: sold },
      purchasing: { requestId: 'r1', prizeId: 'mug', qty: 1, at: NOW },
    };
    expect(settlePurchase(held, buyer, order(2), sale, ids())).toStrictEqual({
      ok: true,
      value: { spent: 100 },
      next: { ...balance, spentPoints: 130, requests: { r0: sold, r1: request } },
      writes: settled,
    });
  });

  it('leaves a hold that another purchase took after this one lapsed', () => {
    const other = { requestId: 'r2', prizeId: 'hat', qty: 1, at: NOW };
    expect(
      settlePurchase({ ...balance, purchasing: other }, buyer, order(2), sale, ids()),
    ).toMatchObject({ next: { spentPoints: 130, purchasing: other } });
  });

  it('a request already charged (the other of two racing double taps) charges nothing', () => {
    const charged = { ...balance, spentPoints: 130, requests: { r1: request } };
    expect(settlePurchase(charged, buyer, order(2), sale, ids())).toStrictEqual({
      ok: true,
      value: { spent: 100 },
      writes: NOTHING,
    });
  });
});

describe('decideHandover', () => {
  const actor = { by: 'kboss' };
  const purchase = { key: 'kb' };
  const handover = (state: Parameters<typeof decideHandover>[0], target: 'allocated' | 'claimed') =>
    decideHandover(state, purchase, 'summit', 'r1', target, actor, ids());

  it.each([
    ['bought', 'allocated', 'allocatedAt', 'isPrizeAllocated'],
    ['allocated', 'claimed', 'claimedAt', 'isPrizeClaimed'],
  ] as const)('%s -> %s stamps %s, tells the attendee and sets %s', (from, to, stamp, flag) => {
    expect(handover(from, to)).toStrictEqual({
      ok: true,
      value: { state: to },
      next: to,
      writes: {
        sets: {
          [`purchases/summit/r1/${stamp}`]: SERVER_TIME,
          'users/kb/games/act04/requests/r1/handover': to,
          [`users/kb/metadata/${flag}`]: true,
          'audit/events/summit/id1': {
            at: SERVER_TIME,
            by: 'kboss',
            action: 'prize.handover',
            target: 'r1',
            before: `{"state":"${from}"}`,
            after: `{"state":"${to}"}`,
          },
        },
        increments: {},
      },
    });
  });

  it.each([
    ['bought', 'claimed', 'not allocated yet'],
    ['allocated', 'allocated', 'already allocated'],
    ['claimed', 'allocated', 'already claimed'],
    ['claimed', 'claimed', 'already claimed'],
  ] as const)('%s -> %s is refused (%s) and writes nothing', (from, to, detail) => {
    expect(handover(from, to)).toStrictEqual({
      ok: false,
      error: 'illegal-transition',
      detail,
      writes: NOTHING,
    });
  });

  it('a purchase the desk does not have is not-found', () => {
    expect(handover(null, 'allocated')).toMatchObject({ ok: false, error: 'not-found' });
    expect(decideHandover('bought', null, 'summit', 'r1', 'allocated', actor, ids())).toMatchObject(
      { ok: false, error: 'not-found', detail: 'purchase' },
    );
  });
});
