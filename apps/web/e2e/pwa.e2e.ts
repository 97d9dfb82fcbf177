import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath, launchChromium } from '@engage/browser/launch';
import { type Browser, chromium } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDist } from '../bench/entry-js.ts';

// The production build, served from one origin as Hosting serves it: Chromium finds the app
// installable, and after one visit the shell opens with the network off, from the service worker.
const dist = new URL('../dist/', import.meta.url).pathname;
let served: Awaited<ReturnType<typeof serveDist>>;
let browser: Browser;
beforeAll(async () => {
  if (!existsSync(`${dist}sw.js`))
    await build({ root: new URL('..', import.meta.url).pathname, logLevel: 'warn' });
  served = await serveDist();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await served?.close();
});

describe('the app as a PWA', () => {
  it('is installable: Chromium reports no installability error', async () => {
    // A profile of its own on disk: a context without one is incognito, which never installs.
    const context = await chromium.launchPersistentContext(
      mkdtempSync(join(tmpdir(), 'engage-pwa-')),
      { executablePath: chromiumPath(), headless: true, args: ['--no-sandbox', '--disable-gpu'] },
    );
    const page = await context.newPage();
    await page.goto(`${served.origin}/`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = await (await fetch(`${served.origin}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: 'Engage', display: 'standalone', start_url: '/' });
    await context.close();
  });

  it('opens the shell with the network off after one visit', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${served.origin}/auth/login`);
    // The worker has installed (its precache is complete) and is active.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await context.setOffline(true);
    const offline = await context.newPage();
    const response = await offline.goto(`${served.origin}/auth/login`);
    expect(response?.fromServiceWorker()).toBe(true);
    await offline.getByLabel('Email', { exact: true }).waitFor({ timeout: 20_000 });
    // Another screen too: its code was precached, not fetched on the first visit.
    await offline.goto(`${served.origin}/auth/register`);
    await offline.getByRole('heading').first().waitFor({ timeout: 20_000 });
    expect(await offline.getByText('Page not found').count()).toBe(0);
    // The typeface's Latin file is in the worker's precache (not only in the browser's cache).
    const precached = await offline.evaluate(async () => {
      const urls = await Promise.all(
        (await caches.keys()).map(async (name) =>
          (await (await caches.open(name)).keys()).map((request) => request.url),
        ),
      );
      return urls.flat().filter((url) => /\/assets\/inter-latin-wght-normal-/.test(url)).length;
    });
    expect(precached).toBe(1);
    await context.close();
  });
});
