import { loadavg } from 'node:os';
import { BUDGETS } from '@engage/bench/budgets';
import { tableOf, writeFragment } from '@engage/bench/fragment';
import { chromiumPath, launchChromium } from '@engage/browser/launch';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ENTRY_ROUTES, entryJsBytes, serveDist } from './entry-js.ts';

/**
 * `pnpm bench` for the web app, on the production build served as Firebase Hosting serves it
 * (gzip, long-cached assets, SPA rewrite to index.html):
 *   - the gzipped JavaScript a first visit to each entry route loads (the budget, which the test
 *     suite checks too: js-budget.e2e.ts);
 *   - the Lighthouse performance score of each entry route, mobile preset (target: 95 or more).
 */
const { origin, close } = await serveDist();
const browser = await launchChromium();
const budget = BUDGETS.jsPerEntryRouteKiB;
const rows: Record<string, { 'gzipped JS (KiB)': string; budget: string }> = {};
const measured: Record<string, number> = {};
for (const path of ENTRY_ROUTES) {
  const bytes = await entryJsBytes(browser, origin, path);
  measured[path] = bytes;
  rows[path] = {
    'gzipped JS (KiB)': (bytes / 1024).toFixed(1),
    budget: bytes <= budget * 1024 ? `within ${budget} KiB` : `over ${budget} KiB: EXCEEDED`,
  };
}
await browser.close();
console.log('\nJavaScript loaded by a first visit (production build)');
console.table(rows);

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
/**
 * Lighthouse's score moves with the machine's load (it scales the main-thread time it observed by
 * four): each route is measured RUNS times and the run with the median score is reported, beside
 * the spread, so one disturbed run neither hides nor fakes a regression.
 */
const RUNS = 3;
const AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'speed-index',
  'total-blocking-time',
  'cumulative-layout-shift',
] as const;
const lighthouseTables = [];
type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
const longTasks = (lhr: Lhr): string[] => {
  const details = lhr.audits['long-tasks']?.details;
  if (details?.type !== 'table') return [];
  return details.items
    .map((item) => Math.round(Number(item.duration)))
    .sort((a, b) => b - a)
    .map(String);
};
try {
  for (const path of ENTRY_ROUTES) {
    const runs: Lhr[] = [];
    // The machine is shared: its load beside each run says how far a score can be trusted.
    const loads: string[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      loads.push((loadavg()[0] ?? 0).toFixed(1));
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: 'json',
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      if (result === undefined) throw new Error(`Lighthouse returned no result for ${path}`);
      runs.push(result.lhr);
    }
    const scoreOf = (lhr: (typeof runs)[number]) =>
      Math.round((lhr.categories.performance?.score ?? 0) * 100);
    const sorted = [...runs].sort((a, b) => scoreOf(a) - scoreOf(b));
    const median = sorted[Math.floor(sorted.length / 2)];
    if (median === undefined) throw new Error(`no Lighthouse run of ${path}`);
    const score = scoreOf(median);
    const verdict = `${score} (target 95 or more: ${score >= 95 ? 'met' : 'MISSED'})`;
    console.log(
      `\nLighthouse performance of ${path} (mobile preset, median of ${RUNS}): ${verdict}`,
    );
    const lighthouseRows: Record<string, { value: string }> = {
      'Performance score': { value: verdict },
      'Scores of the runs': { value: sorted.map(scoreOf).join(', ') },
      'Load average (1 min) at each run, in run order': { value: loads.join(', ') },
      'Benchmark index of the machine': {
        value: String(Math.round(median.environment.benchmarkIndex)),
      },
    };
    for (const id of AUDITS) {
      const audit = median.audits[id];
      console.log(`  ${audit?.title}: ${audit?.displayValue}`);
      lighthouseRows[audit?.title ?? id] = { value: audit?.displayValue ?? 'n/a' };
    }
    // What Total Blocking Time is made of: the main-thread tasks over 50 ms, as simulated on the
    // throttled phone (the observed durations times the CPU slowdown), longest first.
    lighthouseRows['Long tasks of the median run (ms, simulated)'] = {
      value: longTasks(median).join(', ') || 'none',
    };
    lighthouseTables.push(
      tableOf(
        `Lighthouse, ${path}, mobile preset (median of ${RUNS} runs)`,
        'Audit',
        lighthouseRows,
      ),
    );
  }
  writeFragment({
    title: 'Web app (production build)',
    tables: [
      tableOf('Gzipped JavaScript a first visit to each entry route loads', 'Route', rows),
      ...lighthouseTables,
    ],
    budgets: ENTRY_ROUTES.map((path) => ({
      name: `JavaScript for a first visit to ${path} (gzipped)`,
      measured: Math.round(((measured[path] ?? 0) / 1024) * 10) / 10,
      budget,
      unit: 'KiB',
    })),
  });
} finally {
  chrome.kill();
  await close();
}
process.exit(0);
