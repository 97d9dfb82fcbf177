import { describe, expect, it } from 'vitest';
import { type Fragment, mergeFragments } from './fragment.ts';

const table = (title: string) => ({ title, columns: ['a'], rows: [[1]] });

describe('mergeFragments', () => {
  it('keeps the first program’s fragment as it is', () => {
    const first: Fragment = { title: 'Web', tables: [table('JS')] };
    expect(mergeFragments(null, first)).toBe(first);
  });

  it('adds a later program’s tables and budgets under the first title', () => {
    const budget = { name: 'js', measured: 1, budget: 2, unit: 'KiB' };
    expect(
      mergeFragments(
        { title: 'Web', tables: [table('JS')], budgets: [budget] },
        { title: 'Export', tables: [table('CSV')] },
      ),
    ).toEqual({ title: 'Web', tables: [table('JS'), table('CSV')], budgets: [budget] });
  });
});
