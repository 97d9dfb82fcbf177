import { launchChromium } from '@engage/browser/launch';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP, EVENT, ORGANISER, seriousViolations, signIn } from './helpers.ts';

// axe-core in the real browser on every route of the spec, at a phone and a desktop width,
// signed in as the organiser so that the protected screens render their content.
const ROUTES = [
  '/',
  '/badge',
  '/connect',
  '/bingo',
  '/trivia',
  '/notifications',
  '/login',
  '/auth',
  '/auth/login',
  '/auth/otp',
  '/auth/landing',
  '/auth/register',
  '/event',
  '/leaderboard',
  '/leaderboard_2',
  '/leaderboard-old',
  '/leaderboard_old_v2',
  '/market',
  '/market/index1',
  '/profile',
  '/profile/edit',
  '/small-talk',
  '/rock-paper-scissors',
  '/dashboard',
  '/dashboard/index-x',
  '/dashboard/index-old',
  '/dashboard/events',
  '/dashboard/companies',
  '/dashboard/theme',
  '/dashboard/prizes',
  '/dashboard/export',
  '/dashboard/audit',
  '/no-such-page',
];
const WIDTHS = [375, 1280];

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage();
  await signIn(page, ORGANISER);
});
afterAll(() => browser?.close());

describe('accessibility (axe-core)', () => {
  for (const width of WIDTHS) {
    for (const route of ROUTES) {
      it(`${route} at ${width}px has no serious or critical violation`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${APP}${route}?event=${EVENT}`);
        await page.waitForSelector('h1', { timeout: 20_000 });
        await page.waitForTimeout(300);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});
