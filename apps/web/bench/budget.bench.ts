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
 *   - the Lighthouse performance score of /auth/login, mobile preset (target: 95 or more).
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
try {
  const result = await lighthouse(`${origin}/auth/login`, {
    port: chrome.port,
    output: 'json',
    onlyCategories: ['performance'],
    logLevel: 'error',
  });
  const score = Math.round((result?.lhr.categories.performance?.score ?? 0) * 100);
  const audits = result?.lhr.audits ?? {};
  console.log(
    `\nLighthouse performance of /auth/login (mobile preset): ${score} (target 95 or more: ${score >= 95 ? 'met' : 'MISSED'})`,
  );
  const lighthouseRows: Record<string, { value: string }> = {
    'Performance score': {
      value: `${score} (target 95 or more: ${score >= 95 ? 'met' : 'MISSED'})`,
    },
  };
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ]) {
    console.log(`  ${audits[id]?.title}: ${audits[id]?.displayValue}`);
    lighthouseRows[audits[id]?.title ?? id] = { value: audits[id]?.displayValue ?? 'n/a' };
  }
  writeFragment({
    title: 'Web app (production build)',
    tables: [
      tableOf('Gzipped JavaScript a first visit to each entry route loads', 'Route', rows),
      tableOf('Lighthouse, /auth/login, mobile preset', 'Audit', lighthouseRows),
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
