import { launchChromium } from '@engage/browser/launch';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshotsOnFailure } from './console-helpers.ts';
import { APP, EVENT, heading } from './helpers.ts';

// The loading shell of index.html, painted before the app's scripts run, in the colours of the
// event the app last showed: the seeded event's purple header, not the default white and blue.
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());
keepScreenshotsOnFailure(() => browser);

/** The shell's colours with the app's script held back, as a slow phone shows them for seconds. */
const shellOf = async (context: BrowserContext, path: string) => {
  const page = await context.newPage();
  await page.route('**/src/main.tsx', (route) => route.abort());
  await page.goto(`${APP}${path}`);
  const read = () =>
    page.locator('.boot-header').evaluate((header) => {
      const style = getComputedStyle(header);
      return {
        header: style.backgroundColor,
        text: style.color,
        accent: style.borderBottomColor,
      };
    });
  // The dev server may reload a page it is still optimising dependencies for: a header read in
  // that moment has no style yet, so it is read again.
  let colours = await read();
  for (let tries = 0; colours.header === '' && tries < 5; tries += 1) {
    await page.waitForLoadState('load');
    colours = await read();
  }
  await page.close();
  return colours;
};

const DEFAULT = {
  header: 'rgb(255, 255, 255)',
  text: 'rgb(15, 23, 42)',
  accent: 'rgb(29, 78, 216)',
};
const SUMMIT = {
  header: 'rgb(76, 29, 149)',
  text: 'rgb(255, 255, 255)',
  accent: 'rgb(109, 40, 217)',
};

describe('the loading shell', () => {
  it('is the default on a first visit, then the colours of the event last shown', async () => {
    const context = await browser.newContext();
    expect(await shellOf(context, `/event?event=${EVENT}`)).toEqual(DEFAULT);

    const page = await context.newPage();
    await page.goto(`${APP}/event?event=${EVENT}`);
    await heading(page, 'Northwind Summit 2026');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('engage.bootTheme')))
      .toContain('"event":"summit-2026"');
    await page.close();

    expect(await shellOf(context, `/event?event=${EVENT}`)).toEqual(SUMMIT);
    // A link naming no event (an attendee's own event, once signed in) keeps the last colours.
    expect(await shellOf(context, '/leaderboard')).toEqual(SUMMIT);
    // A link to another event does not borrow these colours.
    expect(await shellOf(context, '/event?event=looks-plain')).toEqual(DEFAULT);
    await context.close();
  });
});
