import { readFile } from 'node:fs/promises';
import { benchName, registeredAttendees } from '@engage/bench/attendees';
import { tableOf, writeFragment } from '@engage/bench/fragment';
import { launchChromium } from '@engage/browser/launch';
import { boardNodes } from '@engage/domain/store/boards';
import { eventNodes, type SearchRow } from '@engage/domain/store/events';
import { userNodes } from '@engage/domain/store/users';
import type { Page } from 'playwright-core';
import {
  type LongTask,
  longTasksSince,
  pageNow,
  servePageBench,
  taskStats,
  watchLongTasks,
} from './page-bench.ts';

/**
 * `pnpm bench` for the console's CSV export at 10,000 attendees (issue 11: "10,000 rows without
 * freezing the tab"). The attendees are registered as the server registers them (the domain's
 * plan writes each one's people-index row) into a local database; the console's export panel,
 * built for production as the app is, is opened in Chromium and its "Export attendees" button
 * pressed, so the rows go through the real path: the database web SDK reading the people index a
 * page at a time and the scores, the export's row mapping, csv-stringify, the stream to a Blob
 * and the download. A PerformanceObserver in the page records every long task (50 ms or more)
 * of the main thread; the longest one is how long the tab could not answer a click.
 *
 * The page is not signed in (no Auth emulator here): the benchmark's database lets anyone read,
 * since who may export is the rules' concern, tested elsewhere, and not what is measured.
 */
const EVENT = 'bench-export';
const SIZE = 10_000;
const RUNS = 5;
/** The ledger export reads each person's ledger: fewer runs, each much longer. */
const LEDGER_RUNS = 3;
/** Ledger entries per person for the ledger export (10,000 people, 30,000 rows). */
const LEDGER_ENTRIES = 3;
type Json = string | number | boolean | null | Tree;
type Tree = { [key: string]: Json };

/** A tree of plain values from writes by path, as the database would hold them. */
const place = (tree: Tree, path: string, value: Json) => {
  const parts = path.split('/');
  const last = parts.pop() ?? '';
  let node = tree;
  for (const part of parts) {
    const child = node[part];
    const next: Tree = typeof child === 'object' && child !== null ? child : {};
    node[part] = next;
    node = next;
  }
  node[last] = value;
};

/** Every tenth name holds a comma and quotes, or a line break, which the CSV must quote. */
const nameOf = (i: number): string =>
  `${benchName(i)}${i % 10 === 0 ? [', "Jr."', '\nof Engage'][(i / 10) % 2] : ''}`;

const seed = (): Tree => {
  const tree: Tree = {};
  for (const { key, writes } of registeredAttendees(EVENT, SIZE, nameOf)) {
    const rowPath = `${eventNodes.search(EVENT)}/${key}`;
    const row = writes.sets[rowPath] as SearchRow;
    place(tree, rowPath, row);
    place(tree, boardNodes.entry(EVENT, 'all', row.publicId), {
      name: row.name,
      teamName: row.teamName,
      score: key.length * 7,
    });
    // Each person's ledger: a few entries, as awards and an organiser's adjustment leave them.
    for (let entry = 0; entry < LEDGER_ENTRIES; entry += 1)
      place(tree, `${userNodes.ledger(key)}/e${entry}`, {
        points: entry === 2 ? -5 : 10 * (entry + 1),
        reason: entry === 2 ? 'adjusted, "late" to a session' : 'connection',
        by: entry === 2 ? 'organiser' : 'server',
        at: 1_780_000_000_000 + entry,
      });
  }
  return tree;
};

type ExportLabel = 'attendees' | 'points ledger';

/** One press of the button in a fresh page: the download, its rows, the long tasks meanwhile. */
const exportOnce = async (page: Page, origin: string, label: ExportLabel) => {
  await watchLongTasks(page);
  await page.goto(`${origin}/bench/export-page.html?event=${EVENT}`, { waitUntil: 'networkidle' });
  const button = page.getByRole('button', { name: `Export ${label} as CSV` });
  await button.waitFor();
  const pressedAt = await pageNow(page);
  const started = performance.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 300_000 }),
    button.click(),
  ]);
  const totalMs = performance.now() - started;
  const csv = await readFile(await download.path(), 'utf8');
  return { totalMs, csv, tasks: await longTasksSince(page, pressedAt) };
};

const { origin, close } = await servePageBench('export-page', seed());
const browser = await launchChromium();
const rows: Record<string, Record<string, string | number>> = {};
const ledgerRows: Record<string, Record<string, string | number>> = {};
const measured = (
  totalMs: number,
  csv: string,
  tasks: readonly LongTask[],
): Record<string, string | number> => {
  const { longest, blockingMs } = taskStats(tasks);
  return {
    'total (ms)': Math.round(totalMs),
    'longest main-thread task (ms)': Math.round(longest.duration),
    'it began (ms after the press)': longest.duration === 0 ? '—' : Math.round(longest.start),
    'long tasks (≥ 50 ms)': tasks.length,
    'blocking time (ms, sum over 50 ms)': Math.round(blockingMs),
    'file size (KiB)': Math.round(Buffer.byteLength(csv) / 1024),
  };
};
try {
  for (let run = 1; run <= RUNS; run += 1) {
    const page = await browser.newPage();
    const { totalMs, csv, tasks } = await exportOnce(page, origin, 'attendees');
    await page.close();
    // Every attendee once (each email is written once), and a tricky name quoted.
    const written = csv.match(/@example\.com,/g)?.length ?? 0;
    if (written !== SIZE) throw new Error(`the export wrote ${written} attendees, not ${SIZE}`);
    if (
      !csv.includes(`"${benchName(0)}, ""Jr."""`) ||
      !csv.includes(`"${benchName(10)}\nof Engage"`)
    )
      throw new Error('the export did not quote a name holding a comma and quotes');
    rows[`run ${run}`] = measured(totalMs, csv, tasks);
  }
  for (let run = 1; run <= LEDGER_RUNS; run += 1) {
    const page = await browser.newPage();
    const { totalMs, csv, tasks } = await exportOnce(page, origin, 'points ledger');
    await page.close();
    // Every entry of every person once: the quoted reason appears once per person.
    const adjusted = csv.split('"adjusted, ""late"" to a session"').length - 1;
    if (adjusted !== SIZE)
      throw new Error(`the ledger export wrote ${adjusted} adjustments, not ${SIZE}`);
    ledgerRows[`run ${run}`] = measured(totalMs, csv, tasks);
  }
} finally {
  await browser.close();
  await close();
}
console.log(
  `\nExport of ${SIZE.toLocaleString('en')} attendees as CSV (production build, Chromium)`,
);
console.table(rows);
console.log(
  `\nExport of the points ledger of ${SIZE.toLocaleString('en')} attendees (${(SIZE * LEDGER_ENTRIES).toLocaleString('en')} entries) as CSV`,
);
console.table(ledgerRows);
writeFragment({
  title: 'Web app (production build)',
  tables: [
    tableOf(
      `CSV export of ${SIZE.toLocaleString('en')} attendees in Chromium`,
      'Run',
      rows,
      'The console export panel (production build) in headless Chromium, its "Export attendees" button pressed in a fresh page each run, against a local database holding 10,000 registered attendees: from the press to the download, and the main thread\'s long tasks meanwhile (PerformanceObserver "longtask"). Timings as measured, not asserted.',
    ),
    tableOf(
      `CSV export of the points ledger of ${SIZE.toLocaleString('en')} attendees (${(SIZE * LEDGER_ENTRIES).toLocaleString('en')} entries) in Chromium`,
      'Run',
      ledgerRows,
      'The same panel\'s "Export points ledger" button: the people index a page at a time, then each person\'s ledger (a few reads at once), written as one row per entry. Timings as measured, not asserted.',
    ),
  ],
});
process.exit(0);
