import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS, type LimitName, takeToken } from './limits.ts';
import type { Bucket } from './store/users.ts';

const T = 1_700_000_000_000;
const NOTHING = { sets: {}, increments: {} };
const taken = (tokens: number, at: number) => ({
  ok: true,
  value: true,
  next: { tokens, at },
  writes: NOTHING,
});

describe('LIMITS', () => {
  it('lets a person play fast and caps a script at the refill rate', () => {
    expect(LIMITS).toEqual({
      award: { capacity: 10, perSecond: 0.5 },
      pairing: { capacity: 10, perSecond: 0.5 },
      game: { capacity: 20, perSecond: 2 },
      session: { capacity: 10, perSecond: 0.2 },
      register: { capacity: 10, perSecond: 0.1 },
      market: { capacity: 10, perSecond: 0.5 },
      message: { capacity: 3, perSecond: 1 },
    });
  });
});

describe('takeToken', () => {
  it.each([
    ['a first call starts from a full bucket', null, 'award', T, taken(9, T)],
    ['a first game call too', null, 'game', T, taken(19, T)],
    ['the last token', { tokens: 1, at: T }, 'award', T, taken(0, T)],
    ['refilled at half a token a second', { tokens: 0, at: T - 2_000 }, 'award', T, taken(0, T)],
    ['refilled partly', { tokens: 0.5, at: T - 3_000 }, 'pairing', T, taken(1, T)],
    ['never above capacity', { tokens: 5, at: T - 3_600_000 }, 'award', T, taken(9, T)],
    [
      'a clock that went back refills nothing',
      { tokens: 3, at: T + 5_000 },
      'game',
      T,
      taken(2, T),
    ],
  ] as [string, Bucket | null, LimitName, number, unknown][])(
    '%s',
    (_name, bucket, limit, now, expected) => {
      expect(takeToken(bucket, limit, now)).toStrictEqual(expected);
    },
  );

  it.each([
    ['an empty bucket', { tokens: 0, at: T }, 'award'],
    ['not yet a whole token back', { tokens: 0, at: T - 1_999 }, 'award'],
    ['a game bucket emptied this instant', { tokens: 0.99, at: T }, 'game'],
  ] as [string, Bucket, LimitName][])(
    '%s refuses with rate-limited and leaves the bucket as it is',
    (_name, bucket, limit) => {
      expect(takeToken(bucket, limit, T)).toStrictEqual({
        ok: false,
        error: 'rate-limited',
        writes: NOTHING,
      });
    },
  );

  it('over any stretch of time, lets through at most the capacity plus what refilled', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<LimitName>('award', 'pairing', 'game'),
        fc.array(fc.integer({ min: 0, max: 3_000 }), { minLength: 1, maxLength: 200 }),
        (limit, gaps) => {
          let bucket: Bucket | null = null;
          let now = T;
          let allowed = 0;
          for (const gap of gaps) {
            now += gap;
            const plan = takeToken(bucket, limit, now);
            if (plan.ok) {
              allowed += 1;
              bucket = plan.next as Bucket;
            }
          }
          const { capacity, perSecond } = LIMITS[limit];
          expect(allowed).toBeLessThanOrEqual(capacity + ((now - T) / 1_000) * perSecond);
          // A caller who waits long enough between calls is never refused.
          if (gaps.every((gap) => gap >= 1_000 / perSecond)) expect(allowed).toBe(gaps.length);
        },
      ),
    );
  });
});
