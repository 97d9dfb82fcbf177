import { describe, expect, it } from 'vitest';
import { Journal, percentile } from './journal.ts';

describe('journal', () => {
  it('keeps expected refusals apart from unexpected ones and failures', () => {
    const journal = new Journal();
    journal.call('awardConnection', { kind: 'ok' }, 12);
    journal.call('awardConnection', { kind: 'refused', code: 'already-connected' }, 8, [
      'already-connected',
    ]);
    journal.call('awardConnection', { kind: 'refused', code: 'self-scan' }, 9, [
      'already-connected',
    ]);
    journal.call('buyPrize', { kind: 'failed', code: 'functions/unavailable' }, 30);
    const summary = journal.summary();
    expect(summary.calls).toBe(4);
    expect(summary.ok).toBe(1);
    expect(summary.expectedRefusals).toEqual({ 'awardConnection: already-connected': 1 });
    expect(summary.unexpectedRefusals).toEqual({ 'awardConnection: self-scan': 1 });
    expect(summary.failures).toEqual({ 'buyPrize: functions/unavailable': 1 });
    expect(summary.byCallable.awardConnection).toEqual({
      ok: 1,
      refused: { 'already-connected': 1, 'self-scan': 1 },
      failed: {},
      latenciesMs: [12, 8, 9],
      okLatenciesMs: [12],
    });
  });

  it('counts named counters', () => {
    const journal = new Journal();
    journal.count('fault: socket killed');
    journal.count('fault: socket killed', 2);
    expect(journal.counter('fault: socket killed')).toBe(3);
    expect(journal.counter('nothing')).toBe(0);
    expect(journal.summary().counters).toEqual({ 'fault: socket killed': 3 });
  });
});

describe('percentile', () => {
  it.each([
    [[], 50, Number.NaN],
    [[5], 95, 5],
    [[1, 2, 3, 4], 50, 2],
    [[4, 3, 2, 1], 100, 4],
    [Array.from({ length: 100 }, (_, i) => i + 1), 95, 95],
    [Array.from({ length: 100 }, (_, i) => i + 1), 0, 1],
  ])('of %j at %d is %d', (values, p, expected) => {
    expect(percentile(values, p)).toBe(expected);
  });
});
