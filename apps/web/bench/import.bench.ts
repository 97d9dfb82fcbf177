import { benchName } from '@engage/bench/attendees';
import { tableOf, writeFragment } from '@engage/bench/fragment';
import { launchChromium } from '@engage/browser/launch';
import { teamsNode } from '@engage/domain/console-events';
import type { Page } from 'playwright-core';
import {
  longTasksSince,
  pageNow,
  servePageBench,
  taskStats,
  watchLongTasks,
} from './page-bench.ts';

/**
 * `pnpm bench` for the console's attendee import (issue 22: "2,000 rows import without freezing
 * the tab"): a CSV of 2,000 rows, 20 of them bad, is chosen in the import panel, built for
 * production as the app is, in Chromium; the panel reads it with Papa Parse a chunk at a time,
 * reads the event's teams, people and seats, and judges every row with the domain's rule a slice
 * per task, until the preview shows. A PerformanceObserver in the page records every long task
 * (50 ms or more) of the main thread; the longest one is how long the tab could not answer a
 * click. What the server then does with the rows is measured by its handler tests, not here.
 */
const EVENT = 'bench-import';
const COMPANY = 'bench_import_co';
const SIZE = 2_000;
const BAD = 20;
const RUNS = 5;

/** Every hundredth row is bad: an address that is none, or a team the event does not have. */
const csvOf = (size: number): string => {
  const lines = ['Name,Email,Company,Team'];
  for (let i = 0; i < size; i += 1) {
    const bad = i % 100 === 50;
    const email = bad && i % 200 === 50 ? 'not-an-address' : `guest-${i}@example.com`;
    const team = bad && i % 200 !== 50 ? 'Mauve' : i % 2 === 0 ? 'AGILE' : 'modern';
    lines.push(`"${benchName(i)}",${email},Contoso,${team}`);
  }
  return lines.join('\r\n');
};

const previewOnce = async (page: Page, origin: string, csv: Buffer) => {
  await watchLongTasks(page);
  await page.goto(`${origin}/bench/import-page.html?event=${EVENT}`, { waitUntil: 'networkidle' });
  const input = page.getByLabel('CSV file');
  await input.waitFor();
  const chosenAt = await pageNow(page);
  const started = performance.now();
  await input.setInputFiles({ name: 'attendees.csv', mimeType: 'text/csv', buffer: csv });
  const status = page.getByRole('status').filter({ hasText: 'ready to import' });
  await status.waitFor({ timeout: 120_000 });
  const totalMs = performance.now() - started;
  const text = (await status.textContent()) ?? '';
  return { totalMs, text, tasks: await longTasksSince(page, chosenAt) };
};

const { origin, close } = await servePageBench('import-page', {
  events: {
    [EVENT]: {
      metadata: { name: 'Import bench', customerId: COMPANY, registrants: 0 },
      teams: teamsNode(['AGILE', 'MODERN']),
    },
  },
  companies: { [COMPANY]: { metadata: { name: 'Bench', userLimit: 5_000 }, userCount: 0 } },
});
const browser = await launchChromium();
const rows: Record<string, Record<string, string | number>> = {};
const csv = Buffer.from(csvOf(SIZE));
try {
  for (let run = 1; run <= RUNS; run += 1) {
    const page = await browser.newPage();
    const { totalMs, text, tasks } = await previewOnce(page, origin, csv);
    await page.close();
    const expected = `${SIZE - BAD} rows ready to import, ${BAD} rows refused.`;
    if (text !== expected) throw new Error(`the preview said "${text}", not "${expected}"`);
    const { longest, blockingMs } = taskStats(tasks);
    rows[`run ${run}`] = {
      'preview (ms)': Math.round(totalMs),
      'longest main-thread task (ms)': Math.round(longest.duration),
      'long tasks (≥ 50 ms)': tasks.length,
      'blocking time (ms, sum over 50 ms)': Math.round(blockingMs),
      'file size (KiB)': Math.round(csv.byteLength / 1024),
    };
  }
} finally {
  await browser.close();
  await close();
}
console.log(
  `\nPreview of a ${SIZE.toLocaleString('en')}-row attendee CSV (production build, Chromium)`,
);
console.table(rows);
writeFragment({
  title: 'Web app (production build)',
  tables: [
    tableOf(
      `Import preview of ${SIZE.toLocaleString('en')} attendees in Chromium`,
      'Run',
      rows,
      `The console import panel (production build) in headless Chromium, a ${SIZE.toLocaleString('en')}-row CSV (${BAD} bad rows) chosen in a fresh page each run: from the choice to the preview (read with Papa Parse in chunks, judged a slice per task), and the main thread's long tasks meanwhile (PerformanceObserver "longtask"). Timings as measured, not asserted.`,
    ),
  ],
});
process.exit(0);
