import { describe, expect, it } from 'vitest';
import { seededRandom } from './random.ts';

const draws = (seed: string, n = 5) => {
  const rng = seededRandom(seed);
  return Array.from({ length: n }, () => rng.next());
};

describe('seeded random', () => {
  it('replays the same stream for the same seed and differs for another', () => {
    expect(draws('demo')).toEqual(draws('demo'));
    expect(draws('demo')).not.toEqual(draws('demo2'));
  });

  it('forks independent streams by label, unaffected by draws on the parent', () => {
    const a = seededRandom('s');
    const b = seededRandom('s');
    b.next();
    expect(a.fork('attendee-1').next()).toBe(b.fork('attendee-1').next());
    expect(a.fork('attendee-1').next()).not.toBe(a.fork('attendee-2').next());
  });

  it('keeps every draw in range', () => {
    const rng = seededRandom('range');
    for (let i = 0; i < 10_000; i += 1) {
      const x = rng.next();
      expect(x >= 0 && x < 1).toBe(true);
      const n = rng.int(3, 7);
      expect(n >= 3 && n <= 7 && Number.isInteger(n)).toBe(true);
      expect(rng.exponential(2)).toBeGreaterThanOrEqual(0);
    }
  });

  it('draws roughly uniformly and with the asked mean', () => {
    const rng = seededRandom('spread');
    const counts = [0, 0, 0, 0];
    let sum = 0;
    for (let i = 0; i < 40_000; i += 1) {
      const slot = rng.int(0, 3);
      counts[slot] = (counts[slot] ?? 0) + 1;
      sum += rng.exponential(5);
    }
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(600);
    expect(Math.abs(sum / 40_000 - 5)).toBeLessThan(0.2);
  });

  it('refuses to pick from nothing', () => {
    expect(() => seededRandom('x').pick([])).toThrow('empty');
  });
});
