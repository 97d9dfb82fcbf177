import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumPath, launchChromium } from '@engage/browser/launch';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * `pnpm bench` for the web app, on the production build served as Firebase Hosting serves it
 * (gzip, long-cached assets, SPA rewrite to index.html):
 *   - the gzipped JavaScript a first visit to /auth/login and to / loads (target: under 200 KB each);
 *   - the Lighthouse performance score of /auth/login, mobile preset (target: 95 or more).
 */
const dist = new URL('../dist/', import.meta.url).pathname;
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};
const server = createServer(async (request, response) => {
  const path = normalize(
    decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname),
  ).replace(/^(\.\.[/\\])+/, '');
  let file = join(dist, path);
  let body = await readFile(file).catch(() => null);
  if (body === null || path.endsWith('/')) {
    file = join(dist, 'index.html');
    body = await readFile(file);
  }
  const gzip = /gzip/.test(String(request.headers['accept-encoding'] ?? ''));
  response.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': path.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  response.end(gzip ? gzipSync(body) : body);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
if (address === null || typeof address === 'string') throw new Error('preview has no port');
const origin = `http://127.0.0.1:${address.port}`;

const browser = await launchChromium();
const jsFor = async (path: string) => {
  const page = await browser.newPage();
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.url().startsWith(origin))
      return;
    sizes.set(response.url(), gzipSync(await response.body()).length);
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await page.close();
  return [...sizes.values()].reduce((sum, n) => sum + n, 0);
};
const rows: Record<string, { 'gzipped JS (KB)': string; target: string }> = {};
for (const path of ['/auth/login', '/']) {
  const bytes = await jsFor(path);
  rows[path] = {
    'gzipped JS (KB)': (bytes / 1024).toFixed(1),
    target: bytes < 200 * 1024 ? 'under 200 KB: met' : 'over 200 KB: MISSED',
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
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ]) {
    console.log(`  ${audits[id]?.title}: ${audits[id]?.displayValue}`);
  }
} finally {
  chrome.kill();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
process.exit(0);
