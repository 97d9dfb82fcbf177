import { launchChromium } from '@engage/browser/launch';
import type { Browser } from 'playwright-core';
import { type PreviewServer, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The built app (turbo runs `build` before `e2e`), served as production serves it.
let server: PreviewServer;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  server = await preview({ root: new URL('..', import.meta.url).pathname, preview: { port: 0 } });
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string')
    throw new Error('preview server has no port');
  origin = `http://127.0.0.1:${address.port}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => server?.httpServer.close(() => resolve()));
});

describe('smoke: the built app in Chromium', () => {
  it('shows the home page at /', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Welcome to the event');
    await page.close();
  });

  // The start-up waits for the router's first load before React mounts; a deep link's load
  // imports the screen's lazy chunk, which imports from the entry chunk, so an entry that is still
  // evaluating (a top-level await) would never render these, though the entry routes do.
  it.each([
    ['/leaderboard', 'Leaderboard'],
    ['/market', 'Prize market'],
  ])('opens a deep link to %s, a screen whose code loads lazily', async (path, title) => {
    const page = await browser.newPage();
    await page.goto(`${origin}${path}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);
    await page.close();
  });

  it('shows the 404 text for /no-such-page', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/no-such-page`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Page not found: /no-such-page');
    expect(errors).toEqual([]);
    await page.close();
  });
});
