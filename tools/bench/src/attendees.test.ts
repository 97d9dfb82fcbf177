import { describe, expect, it } from 'vitest';
import { benchName } from './attendees.ts';

describe('benchName', () => {
  it('names 10,000 attendees with as many different realistic names, the same on every run', () => {
    const names = Array.from({ length: 10_000 }, (_, i) => benchName(i));
    expect(new Set(names).size).toBe(10_000);
    for (const name of names) expect(name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    // Neighbours on a board differ in both names.
    expect(benchName(1).split(' ')).not.toContain(benchName(0).split(' ')[0]);
    expect(benchName(1).split(' ')).not.toContain(benchName(0).split(' ')[1]);
    expect(benchName(4_321)).toBe(benchName(4_321));
  });

  it('keeps names unique past 10,000 with a middle initial', () => {
    const names = Array.from({ length: 30_000 }, (_, i) => benchName(i));
    expect(new Set(names).size).toBe(30_000);
    expect(benchName(10_000)).toMatch(/^[A-Z][a-z]+ A [A-Z][a-z]+$/);
  });
});
