import { describe, expect, it } from 'vitest';
import type { PersonLedgerEntry } from '../../lib/firebase/console-people.ts';
import { clusterSummary } from './ring-flags.tsx';
import { awardsOf } from './void-awards.tsx';

const at = Date.UTC(2026, 5, 1, 9, 30);

describe('clusterSummary', () => {
  it('says how many, why, how much between them and when', () => {
    const member = { key: 'k', partners: 4, facts: 8, reasons: ['dense' as const], voided: 0 };
    const text = clusterSummary(
      {
        id: 'k',
        members: [member, { ...member, key: 'l' }, { ...member, key: 'm' }],
        reasons: ['dense', 'burst'],
        insideFacts: 20,
        insideShare: 20 / 21,
        from: at,
        to: at + 3_600_000,
      },
      'Pacific/Auckland',
    );
    expect(text).toBe(
      '3 accounts: earn mostly with each other; many pair awards within minutes. 20 pair awards between them (95% of theirs), 21:30–22:30 Pacific/Auckland.',
    );
  });

  it('speaks of one account in the singular', () => {
    const text = clusterSummary(
      {
        id: 'k',
        members: [{ key: 'k', partners: 0, facts: 15, reasons: ['burst'], voided: 0 }],
        reasons: ['burst'],
        insideFacts: 0,
        insideShare: 0,
        from: at,
        to: at,
      },
      undefined,
    );
    expect(text).toMatch(/^1 account: many pair awards within minutes\. 0 pair awards/);
  });
});

describe('awardsOf', () => {
  it('keeps the entries that paid points: no charge, deduction or void', () => {
    const entry = (id: string, points: number, kind?: 'purchase' | 'void'): PersonLedgerEntry => ({
      id,
      points,
      reason: id,
      at,
      by: 'system',
      ...(kind === undefined ? {} : { kind }),
    });
    expect(
      awardsOf([
        entry('award', 10),
        entry('charge', -50, 'purchase'),
        entry('cut', -5),
        entry('void', -10, 'void'),
        entry('bonus', 25),
      ]).map((e) => e.id),
    ).toEqual(['award', 'bonus']);
  });
});
