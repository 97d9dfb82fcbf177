import { launchChromium } from '@engage/browser/launch';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshotsOnFailure } from './console-helpers.ts';
import { APP, EVENT, heading, seededAttendee, signIn } from './helpers.ts';

// Each screen names the browser's tab: the screen, then the event in view, so a reader with many
// tabs (or a history list) can tell them apart.
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());
keepScreenshotsOnFailure(() => browser);

describe('the tab title', () => {
  it('names the screen and the event, and follows a navigation', async () => {
    const attendee = await seededAttendee(29);
    const page = await browser.newPage();
    await signIn(page, attendee.email);
    await page.goto(`${APP}/leaderboard?event=${EVENT}`);
    await heading(page, 'Leaderboard');
    await expect.poll(() => page.title()).toBe('Leaderboard · Northwind Summit 2026');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Event' })
      .click();
    await expect.poll(() => page.title()).toBe('Event · Northwind Summit 2026');
    await page.goto(`${APP}/market?event=${EVENT}`);
    await expect.poll(() => page.title()).toBe('Prize market · Northwind Summit 2026');
    await page.goto(`${APP}/no-such-screen?event=${EVENT}`);
    await expect.poll(() => page.title()).toBe('Page not found · Northwind Summit 2026');
    await page.close();
  });

  it('names the screen alone where no event is in view', async () => {
    const page = await browser.newPage();
    await page.goto(`${APP}/auth/login`);
    await expect.poll(() => page.title()).toBe('Sign in');
    await page.close();
  });
});
