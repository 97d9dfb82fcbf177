import { describe, expect, it } from 'vitest';
import { MUG as mug, NOW } from './market-fixtures.ts';
import { closeSale, decideSale } from './market-sales.ts';
import type { SaleRefusal } from './store/market.ts';

const NOTHING = { sets: {}, increments: {} };

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
