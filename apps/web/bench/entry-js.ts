import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/**
 * The production build served as Firebase Hosting serves it (gzip, long-cached assets, SPA
 * rewrite to index.html), and the gzipped JavaScript a first visit to a route loads there. The
 * benchmark reports it; the test suite holds each entry route to its budget.
 */
export const ENTRY_ROUTES = ['/auth/login', '/'] as const;

const dist = new URL('../dist/', import.meta.url).pathname;
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** Serves `root` (the app's build unless told) as Hosting would. */
export const serveDist = async (
  root = dist,
): Promise<{ origin: string; close(): Promise<void> }> => {
  const server = createServer(async (request, response) => {
    const path = normalize(
      decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname),
    ).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, path);
    let body = await readFile(file).catch(() => null);
    if (body === null || path.endsWith('/')) {
      file = join(root, 'index.html');
      body = await readFile(file).catch(() => null);
    }
    // A build without an index.html (a benchmark's own page) has nothing to rewrite to.
    if (body === null) {
      response.writeHead(404).end();
      return;
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
  if (address === null || typeof address === 'string') throw new Error('the build has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** Gzipped bytes of the scripts of this origin a first visit to `path` loads. */
export const entryJsBytes = async (browser: Browser, origin: string, path: string) => {
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
