import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideLevelUp,
  GAME_CODES,
  LEVEL_THRESHOLDS,
  levelForPoints,
  MAX_LEVEL,
  POINTS,
} from './points.ts';

describe('points table', () => {
  it('has the six games, and pays for every one but the points game itself', () => {
    expect(GAME_CODES).toEqual({
      act01: 'network-bingo',
      act02: 'picture-trivia',
      act03: 'rock-paper-scissors',
      act04: 'points',
      act05: 'small-talk',
      act06: 'qr-networking',
    });
    expect(POINTS).toEqual({
      qrConnection: 10,
      boothVisit: 20,
      completion: { act01: 100, act02: 50, act03: 30, act05: 40, act06: 25 },
      rpsWin: 20,
      smallTalk: 15,
      triviaRight: 10,
      bingoLine: 25,
      welcomeVideo: 20,
      sessionCheckIn: 15,
      sessionFeedback: 5,
      meeting: 30,
    });
    expect(LEVEL_THRESHOLDS).toEqual([0, 100, 250, 500, 1_000, 2_000]);
    expect(MAX_LEVEL).toBe(5);
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
