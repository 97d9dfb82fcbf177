import { describe, expect, it } from 'vitest';
import { tableOf } from './fragment.ts';
import { type BenchRun, budgetsExceeded, resultsMarkdown, tableMarkdown } from './markdown.ts';

const machine = {
  date: '2026-11-23T01:00:00.000Z',
  cpu: 'Test CPU',
  cores: 2,
  memoryGiB: 24,
  os: 'linux 6.1',
  node: 'v20.19.0',
};

const run = (budget: number): BenchRun => ({
  pkg: '@engage/functions',
  startedAt: '2026-11-23T01:00:05.000Z',
  seconds: 12.3,
  failure: null,
  fragment: {
    title: 'Leaderboards',
    tables: [
      tableOf('Bytes per client', 'Size', {
        '1,000 attendees': { snapshot: '4.1 KiB', naive: 1_234_567 },
      }),
    ],
    budgets: [{ name: 'writes per award', measured: 14, budget, unit: 'locations' }],
  },
});

describe('RESULTS.md', () => {
  it('writes a table with its columns, numbers grouped and pipes escaped', () => {
    expect(
      tableMarkdown({ title: 'T', note: 'why', columns: ['a', 'b|c'], rows: [[1_500, 'x|y']] }),
    ).toBe('#### T\n\nwhy\n\n| a | b\\|c |\n| --- | --- |\n| 1,500 | x\\|y |');
  });

  it('opens with the machine and date, lists the budgets, then each benchmark', () => {
    const text = resultsMarkdown(machine, [run(16)]);
    expect(text).toContain('- Date: 2026-11-23T01:00:00.000Z');
    expect(text).toContain('- Machine: Test CPU, 2 cores, 24 GiB, linux 6.1');
    expect(text).toContain('| writes per award | 14 locations | 16 locations | yes |');
    expect(text).toContain(
      '## Leaderboards\n\n`@engage/functions`, 12 s, started 2026-11-23T01:00:05.000Z.',
    );
    expect(text).toContain('| 1,000 attendees | 4.1 KiB | 1,234,567 |');
    expect(budgetsExceeded([run(16)])).toEqual([]);
  });

  it('shows an exceeded budget and a failed benchmark', () => {
    const failed: BenchRun = {
      pkg: '@engage/web',
      startedAt: '2026-11-23T01:00:00.000Z',
      seconds: 3,
      fragment: null,
      failure: 'boom',
    };
    const text = resultsMarkdown(machine, [run(10), failed]);
    expect(text).toContain('| writes per award | 14 locations | 10 locations | NO |');
    expect(text).toContain('**The benchmark failed.** The end of its output:\n\n```\nboom\n```');
    expect(budgetsExceeded([run(10)]).map((b) => b.name)).toEqual(['writes per award']);
  });
});
