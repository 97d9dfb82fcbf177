import type { Fragment, Table } from './fragment.ts';

/**
 * bench/RESULTS.md from the fragments: when and where it ran, every budget against its limit,
 * then each package's tables. A benchmark that failed is shown failed, with the end of its
 * output, never left out.
 */
type Machine = {
  readonly date: string;
  readonly cpu: string;
  readonly cores: number;
  readonly memoryGiB: number;
  readonly os: string;
  readonly node: string;
};

export type BenchRun = {
  readonly pkg: string;
  /** When it started (ISO): a run kept from an earlier `pnpm bench` shows its own date. */
  readonly startedAt: string;
  readonly seconds: number;
  readonly fragment: Fragment | null;
  /** The end of its output, when it failed. */
  readonly failure: string | null;
};

const cell = (value: string | number) =>
  String(typeof value === 'number' ? value.toLocaleString('en') : value).replace(/\|/g, '\\|');

export const tableMarkdown = (table: Table): string => {
  const lines = [
    `| ${table.columns.map(cell).join(' | ')} |`,
    `| ${table.columns.map(() => '---').join(' | ')} |`,
    ...table.rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ];
  return [`#### ${table.title}`, '', ...(table.note ? [table.note, ''] : []), ...lines].join('\n');
};

export const budgetsExceeded = (runs: readonly BenchRun[]) =>
  runs.flatMap((run) => (run.fragment?.budgets ?? []).filter((b) => b.measured > b.budget));

export const resultsMarkdown = (machine: Machine, runs: readonly BenchRun[]): string => {
  const out: string[] = [
    '# Benchmark results',
    '',
    'Written by `npx -y pnpm@10.34.9 bench` (do not edit: it is regenerated). Timings are what this machine measured, reported, not asserted; the budgets are deterministic figures that the test suite checks and fails on.',
    '',
    `- Date: ${machine.date}`,
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, ${machine.os}`,
    `- Node.js ${machine.node}`,
    '',
    '## Budgets',
    '',
  ];
  const budgets = runs.flatMap((run) => (run.fragment?.budgets ?? []).map((b) => ({ ...b, run })));
  if (budgets.length === 0) out.push('No benchmark reported a budget.');
  else
    out.push(
      tableMarkdown({
        title: 'Deterministic budgets (checked by the test suite)',
        columns: ['Budget', 'Measured', 'Limit', 'Within'],
        rows: budgets.map((b) => [
          b.name,
          `${b.measured.toLocaleString('en')} ${b.unit}`,
          `${b.budget.toLocaleString('en')} ${b.unit}`,
          b.measured <= b.budget ? 'yes' : 'NO',
        ]),
      }),
    );
  for (const run of runs) {
    out.push('', `## ${run.fragment?.title ?? run.pkg}`, '');
    out.push(`\`${run.pkg}\`, ${run.seconds.toFixed(0)} s, started ${run.startedAt}.`, '');
    if (run.failure !== null) {
      out.push('**The benchmark failed.** The end of its output:', '', '```', run.failure, '```');
      continue;
    }
    if (run.fragment === null) {
      out.push('The benchmark ran but wrote no results.');
      continue;
    }
    for (const table of run.fragment.tables) out.push(tableMarkdown(table), '');
  }
  return `${out.join('\n').trimEnd()}\n`;
};
