import { describe, expect, it } from 'vitest';
import {
  type Balance,
  decideAllocation,
  decideCharge,
  decideStockTake,
  type PrizeOffer,
  type PurchaseRequest,
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
const pending: PurchaseRequest = { prizeId: 'hat', qty: 1, cost: 30, at: NOW - 10 };
const balance: Balance = { code: 'act04', isComplete: false, totalPoints: 200, spentPoints: 30 };

describe('decideCharge', () => {
  it.each([
    [
      'charges qty x cost against earned minus spent and records the request',
      balance,
      { prizeId: 'mug', qty: 2, requestId: 'r1' },
      {
        ok: true,
        value: { spent: 100, replay: false },
        next: {
          code: 'act04',
          isComplete: false,
          totalPoints: 200,
          spentPoints: 130,
          requests: { r1: { prizeId: 'mug', qty: 2, cost: 100, at: NOW } },
        },
        writes: NOTHING,
      },
    ],
    [
      'spends the balance down to exactly zero, keeping other pending requests',
      { totalPoints: 80, spentPoints: 30, requests: { r0: pending } },
      { prizeId: 'mug', qty: 1, requestId: 'r1' },
      {
        ok: true,
        value: { spent: 50, replay: false },
        next: {
          totalPoints: 80,
          spentPoints: 80,
          requests: { r0: pending, r1: { prizeId: 'mug', qty: 1, cost: 50, at: NOW } },
        },
        writes: NOTHING,
      },
    ],
    [
      'a balance node with no numbers yet counts as zero earned and zero spent',
      { code: 'act04' },
      { prizeId: 'mug', qty: 1, requestId: 'r1' },
      { ok: false, error: 'insufficient-points', writes: NOTHING },
    ],
    [
      'one point short is insufficient',
      { totalPoints: 79, spentPoints: 30 },
      { prizeId: 'mug', qty: 1, requestId: 'r1' },
      { ok: false, error: 'insufficient-points', writes: NOTHING },
    ],
    [
      'no balance at all is insufficient',
      null,
      { prizeId: 'mug', qty: 1, requestId: 'r1' },
      { ok: false, error: 'insufficient-points', writes: NOTHING },
    ],
    [
      'more than the stock is out of stock, before the points are looked at',
      { totalPoints: 0 },
      { prizeId: 'mug', qty: 6, requestId: 'r1' },
      { ok: false, error: 'out-of-stock', writes: NOTHING },
    ],
    [
      'the same request id again, before the stock was taken, is answered with the first charge',
      { totalPoints: 200, spentPoints: 130, requests: { r1: { ...pending, cost: 100 } } },
      { prizeId: 'mug', qty: 2, requestId: 'r1' },
      { ok: true, value: { spent: 100, replay: true }, writes: NOTHING },
    ],
    [
      'the same request id again, after the sale, is still charged nothing',
      {
        totalPoints: 200,
        spentPoints: 130,
        requests: { r1: { ...pending, cost: 100, state: 'sold' } },
      },
      { prizeId: 'mug', qty: 2, requestId: 'r1' },
      { ok: true, value: { spent: 100, replay: true }, writes: NOTHING },
    ],
    [
      'the same request id again, after a refund, is out of stock again and charges nothing',
      { totalPoints: 200, spentPoints: 30, requests: { r1: { ...pending, state: 'refunded' } } },
      { prizeId: 'mug', qty: 1, requestId: 'r1' },
      { ok: false, error: 'out-of-stock', writes: NOTHING },
    ],
  ] as const)('%s', (_name, current, order, expected) => {
    expect(decideCharge(current, mug, order, NOW)).toStrictEqual(expected);
  });

  it.each([['constructor'], ['toString'], ['hasOwnProperty']])(
    'a request id named like an object built-in (%s) is a new request, charged, not a replay',
    (requestId) => {
      for (const requests of [undefined, { r0: pending }]) {
        const current = requests === undefined ? balance : { ...balance, requests };
        // toEqual: toStrictEqual compares the objects' `constructor`, which one of these shadows.
        expect(decideCharge(current, mug, { prizeId: 'mug', qty: 1, requestId }, NOW)).toEqual({
          ok: true,
          value: { spent: 50, replay: false },
          next: {
            ...balance,
            spentPoints: 80,
            requests: { ...requests, [requestId]: { prizeId: 'mug', qty: 1, cost: 50, at: NOW } },
          },
          writes: NOTHING,
        });
      }
    },
  );

  it('a prize that does not exist is not-found, unless the request is a replay', () => {
    const order = { prizeId: 'gone', qty: 1, requestId: 'r1' };
    expect(decideCharge(balance, null, order, NOW)).toStrictEqual({
      ok: false,
      error: 'not-found',
      detail: 'prize',
      writes: NOTHING,
    });
    expect(decideCharge({ ...balance, requests: { r1: pending } }, null, order, NOW)).toStrictEqual(
      { ok: true, value: { spent: 30, replay: true }, writes: NOTHING },
    );
  });
});

describe('decideStockTake', () => {
  const buyer = { key: 'kb', eventId: 'summit' };
  const request: PurchaseRequest = { prizeId: 'mug', qty: 2, cost: 100, at: NOW };

  it.each([
    [5, 3],
    [2, 0],
  ])(
    'with %i in stock a sale leaves %i, records the purchase and marks the request sold',
    (stock, left) => {
      expect(decideStockTake(stock, buyer, 'r1', request, ids())).toStrictEqual({
        ok: true,
        value: { spent: 100 },
        next: left,
        writes: {
          sets: {
            'users/kb/games/act04/requests/r1/state': 'sold',
            'users/kb/metadata/purchases/mug/at': SERVER_TIME,
            'users/kb/metadata/isPrizePurchased': true,
            'ledger/kb/id1': {
              points: -100,
              reason: 'buy-mug',
              kind: 'purchase',
              at: SERVER_TIME,
              by: 'system',
            },
          },
          increments: {
            'users/kb/metadata/purchases/mug/qty': 2,
            'users/kb/badges/gifts': 2,
            'events/summit/badges/gifts': 2,
          },
        },
      });
    },
  );

  it.each([[1], [0], [null]])(
    'with %j in stock the charge is refunded, the request marked so and the stock left alone',
    (stock) => {
      expect(decideStockTake(stock, buyer, 'r1', request, ids())).toStrictEqual({
        ok: false,
        error: 'out-of-stock',
        writes: {
          sets: { 'users/kb/games/act04/requests/r1/state': 'refunded' },
          increments: { 'users/kb/games/act04/spentPoints': -100 },
        },
      });
    },
  );
});

describe('decideAllocation', () => {
  it.each([
    [{ isPrizePurchased: true }, 'allocated', 'isPrizeAllocated'],
    [{ isPrizePurchased: true, isPrizeAllocated: true }, 'allocated', 'isPrizeAllocated'],
    [{ isPrizePurchased: true, isPrizeAllocated: true }, 'claimed', 'isPrizeClaimed'],
  ] as const)('%j -> %s sets %s', (user, state, field) => {
    expect(decideAllocation(user, 'kb', state)).toStrictEqual({
      ok: true,
      value: { state },
      writes: { sets: { [`users/kb/metadata/${field}`]: true }, increments: {} },
    });
  });

  it.each([
    [{}, 'allocated', 'nothing was bought'],
    [{ isPrizePurchased: false, isPrizeAllocated: true }, 'claimed', 'nothing was bought'],
    [{ isPrizePurchased: true }, 'claimed', 'not allocated yet'],
    [{ isPrizePurchased: true, isPrizeAllocated: false }, 'claimed', 'not allocated yet'],
  ] as const)('%j -> %s is refused (%s) and writes nothing', (user, state, detail) => {
    expect(decideAllocation(user, 'kb', state)).toStrictEqual({
      ok: false,
      error: 'illegal-transition',
      detail,
      writes: NOTHING,
    });
  });
});
