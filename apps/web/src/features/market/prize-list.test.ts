import { describe, expect, it } from 'vitest';
import { buyRefusal } from './prize-list.tsx';

const mug = { id: 'mug', name: 'Mug', cost: 50, stock: 3 };

describe('buyRefusal', () => {
  it.each([
    [{ ...mug, stock: 0 }, 1, 1_000, 'Sold out.'],
    [mug, 4, 1_000, 'Only 3 left.'],
    [mug, 2, 60, 'You need 40 more points.'],
    [mug, 2, 100, null],
  ])('%j x%i with %i points -> %s', (prize, qty, balance, reason) => {
    expect(buyRefusal(prize, qty, balance)).toBe(reason);
  });
});
