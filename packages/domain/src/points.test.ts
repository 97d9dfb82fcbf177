import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideLevelUp,
  decidePurchase,
  isCompletableGame,
  LEVEL_THRESHOLDS,
  levelForPoints,
  MAX_LEVEL,
  POINTS,
  POINTS_GAME,
} from './points.ts';

describe('points table', () => {
  it('keeps the running total under act04 and awards positive points everywhere', () => {
    expect(POINTS_GAME).toBe('act04');
    expect(POINTS.qrConnection).toBeGreaterThan(0);
    expect(Object.values(POINTS.completion).every((p) => p > 0)).toBe(true);
    expect(isCompletableGame('act01')).toBe(true);
    expect(isCompletableGame('act04')).toBe(false);
  });

  it.each([
    [0, 0],
    [99, 0],
    [100, 1],
    [249, 1],
    [250, 2],
    [1_999, 4],
    [2_000, 5],
    [1_000_000, 5],
  ])('%i points allow level %i', (points, level) => {
    expect(levelForPoints(points)).toBe(level);
  });

  it('thresholds rise strictly', () => {
    for (let i = 1; i < LEVEL_THRESHOLDS.length; i += 1) {
      expect(LEVEL_THRESHOLDS[i]).toBeGreaterThan(LEVEL_THRESHOLDS[i - 1] ?? 0);
    }
  });
});

describe('decideLevelUp', () => {
  it.each([
    [0, 100, { ok: true, value: 1 }],
    [0, 99, { ok: false, error: 'level-up-short' }],
    [1, 1_000, { ok: true, value: 2 }],
    [MAX_LEVEL, 1_000_000, { ok: false, error: 'max-level' }],
  ])('level %i with %i points -> %j', (level, points, expected) => {
    expect(decideLevelUp(level, points)).toEqual(expected);
  });

  it('never skips a level and never goes above what the points allow', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_LEVEL }), fc.nat(5_000), (level, points) => {
        const result = decideLevelUp(level, points);
        if (result.ok) {
          expect(result.value).toBe(level + 1);
          expect(result.value).toBeLessThanOrEqual(levelForPoints(points));
        }
      }),
    );
  });
});

describe('decidePurchase', () => {
  it.each([
    [
      { cost: 50, stock: 3 },
      2,
      100,
      { ok: true, value: { total: 100, stockLeft: 1, pointsLeft: 0 } },
    ],
    [{ cost: 50, stock: 1 }, 2, 1_000, { ok: false, error: 'out-of-stock' }],
    [{ cost: 50, stock: 3 }, 2, 99, { ok: false, error: 'insufficient-points' }],
  ])('%j x%i with %i points -> %j', (prize, qty, points, expected) => {
    expect(decidePurchase(prize, qty, points)).toEqual(expected);
  });
});
