import { describe, expect, it } from 'vitest';
import { Journal } from './journal.ts';
import {
  latencyByKind,
  latencyLines,
  latencyRows,
  SCAN_P95_TARGET_MS,
  spreadOf,
} from './latency.ts';

const journalOf = (calls: readonly (readonly [string, 'ok' | 'refused', number])[]) => {
  const journal = new Journal();
  for (const [name, kind, ms] of calls)
    journal.call(name, kind === 'ok' ? { kind } : { kind, code: 'rate-limited' }, ms);
  return journal.summary();
};

const hundred = (from: number) => Array.from({ length: 100 }, (_, i) => from + i);

describe('latencyByKind', () => {
  it('times each kind of call from its calls answered ok alone', () => {
    const latency = latencyByKind(
      journalOf([
        ...hundred(1).map((ms) => ['awardConnection', 'ok', ms] as const),
        ['awardConnection', 'refused', 9_000],
        ['register', 'ok', 300],
        ['register', 'ok', 500],
      ]),
      { boardMs: [400, 900], ownEntryMs: [] },
    );
    expect(latency.calls).toEqual([
      { kind: 'scan', callable: 'awardConnection', timed: 100, p50Ms: 50, p95Ms: 95 },
      { kind: 'registration', callable: 'register', timed: 2, p50Ms: 300, p95Ms: 500 },
      { kind: 'purchase', callable: 'buyPrize', timed: 0, p50Ms: Number.NaN, p95Ms: Number.NaN },
      {
        kind: 'event sign-in',
        callable: 'eventSignIn',
        timed: 0,
        p50Ms: Number.NaN,
        p95Ms: Number.NaN,
      },
    ]);
    expect(latency.board).toEqual({ timed: 2, p50Ms: 400, p95Ms: 900 });
    expect(latency.ownEntry.timed).toBe(0);
  });
});

const latency = (scanP95: number) => ({
  calls: [
    { kind: 'scan', callable: 'awardConnection', timed: 412, p50Ms: 180, p95Ms: scanP95 },
    { kind: 'purchase', callable: 'buyPrize', ...spreadOf([]) },
  ],
  board: { timed: 60, p50Ms: 640, p95Ms: 1_210 },
  ownEntry: { timed: 1_045, p50Ms: 150, p95Ms: 420 },
});

describe('latencyLines', () => {
  it('gives p50 / p95 per kind, the scan against its target, and says what was not timed', () => {
    expect(latencyLines(latency(SCAN_P95_TARGET_MS))).toEqual([
      '  latency by kind (p50 / p95; calls answered ok):',
      '    scan                     180 / 400 ms (412 calls); target p95 ≤ 400 ms: met',
      '    purchase                 none timed (0 calls)',
      '    award-to-screen, board   640 / 1,210 ms (60 timed)',
      '    award-to-screen, own     150 / 420 ms (1,045 timed)',
    ]);
    expect(latencyLines(latency(401))[1]).toContain('target p95 ≤ 400 ms: MISSED');
  });
});

describe('latencyRows', () => {
  it('makes a row per kind and screen, the scan with its target', () => {
    expect(latencyRows(latency(650))).toEqual({
      'scan (awardConnection)': {
        timed: '412',
        p50: '180 ms',
        p95: '650 ms',
        target: 'p95 ≤ 400 ms: MISSED',
      },
      'purchase (buyPrize)': { timed: '0', p50: 'n/a', p95: 'n/a', target: '' },
      'award-to-screen: published board': {
        timed: '60',
        p50: '640 ms',
        p95: '1,210 ms',
        target: '',
      },
      'award-to-screen: own entry': { timed: '1,045', p50: '150 ms', p95: '420 ms', target: '' },
    });
  });
});
