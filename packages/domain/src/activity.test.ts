import { describe, expect, it } from 'vitest';
import { activitySeries, addActivity, MINUTE_MS, minuteKey, planOnlineSample } from './activity.ts';
import { WriteSet } from './plan.ts';

const T = 1_750_000_000_000;
const key = (at: number) => minuteKey(at);

describe('minute keys', () => {
  it.each([
    [0, '0000000000'],
    [59_999, '0000000000'],
    [60_000, '0000000001'],
    [T, '0029166666'],
  ])('%i falls in minute %s', (at, expected) => {
    expect(minuteKey(at)).toBe(expected);
  });

  it('sort in time order as text', () => {
    const keys = [T, T + MINUTE_MS, T + 10 * MINUTE_MS, T + 1_000 * MINUTE_MS].map(minuteKey);
    expect([...keys].sort()).toEqual(keys);
  });
});

describe('addActivity and planOnlineSample', () => {
  it('counts points and connections by server increments, adding up within a plan', () => {
    const writes = new WriteSet();
    addActivity(writes, 'summit', T, 'points', 10);
    addActivity(writes, 'summit', T + 1_000, 'points', 5);
    addActivity(writes, 'summit', T, 'connections', 1);
    expect(writes.writes()).toStrictEqual({
      sets: {},
      increments: {
        [`activity/summit/${key(T)}/points`]: 15,
        [`activity/summit/${key(T)}/connections`]: 1,
      },
    });
  });

  it('stores the minute’s online count of each event', () => {
    expect(planOnlineSample({ summit: 12, expo: 0 }, T)).toStrictEqual({
      ok: true,
      value: { events: 2 },
      writes: {
        sets: { [`activity/summit/${key(T)}/online`]: 12, [`activity/expo/${key(T)}/online`]: 0 },
        increments: {},
      },
    });
  });
});

describe('activitySeries', () => {
  it('gives one point per minute up to now, zero where nothing was stored', () => {
    const stored = {
      [key(T - 2 * MINUTE_MS)]: { points: 30, connections: 2 },
      [key(T)]: { online: 4 },
      [key(T - 60 * MINUTE_MS)]: { points: 999 },
    };
    const minute = Math.floor(T / MINUTE_MS) * MINUTE_MS;
    expect(activitySeries(stored, T, 3)).toStrictEqual([
      { at: minute - 2 * MINUTE_MS, points: 30, connections: 2, online: 0 },
      { at: minute - MINUTE_MS, points: 0, connections: 0, online: 0 },
      { at: minute, points: 0, connections: 0, online: 4 },
    ]);
  });
});
