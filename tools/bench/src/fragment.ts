import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * What one package's benchmark hands the report: its tables (timings and sizes, reported as
 * measured) and its budgets (deterministic figures with a limit, which the test suite also
 * checks). A benchmark run by the report finds where to write it in BENCH_FRAGMENT; run on its
 * own, it only prints.
 */
export type Table = {
  readonly title: string;
  readonly note?: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
};

export type BudgetResult = {
  readonly name: string;
  readonly measured: number;
  readonly budget: number;
  readonly unit: string;
};

export type Fragment = {
  readonly title: string;
  readonly tables: readonly Table[];
  readonly budgets?: readonly BudgetResult[];
};

/**
 * A package whose benchmark is several programs run one after the other (`tsx a.ts && tsx b.ts`)
 * gets one fragment: each program adds its tables and budgets to what the earlier ones wrote (the
 * report removes the file before the package's run), under the first one's title.
 */
export const mergeFragments = (earlier: Fragment | null, next: Fragment): Fragment =>
  earlier === null
    ? next
    : {
        title: earlier.title,
        tables: [...earlier.tables, ...next.tables],
        budgets: [...(earlier.budgets ?? []), ...(next.budgets ?? [])],
      };

export const writeFragment = (fragment: Fragment): void => {
  const path = process.env.BENCH_FRAGMENT;
  if (path === undefined || path === '') return;
  mkdirSync(dirname(path), { recursive: true });
  const earlier = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Fragment) : null;
  writeFileSync(path, JSON.stringify(mergeFragments(earlier, fragment), null, 2));
};

/** A record of rows by name (as console.table takes) as a table. */
export const tableOf = (
  title: string,
  firstColumn: string,
  rows: Readonly<Record<string, Readonly<Record<string, string | number | undefined>>>>,
  note?: string,
): Table => {
  const columns = [...new Set(Object.values(rows).flatMap((row) => Object.keys(row)))];
  return {
    title,
    ...(note === undefined ? {} : { note }),
    columns: [firstColumn, ...columns],
    rows: Object.entries(rows).map(([name, row]) => [name, ...columns.map((c) => row[c] ?? '')]),
  };
};
