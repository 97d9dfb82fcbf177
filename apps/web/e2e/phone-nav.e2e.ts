import { launchChromium } from '@engage/browser/launch';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshotsOnFailure } from './console-helpers.ts';
import { APP, EVENT, ORGANISER, seriousViolations, signIn } from './helpers.ts';

// The default layout's navigation on a phone: the header keeps the brand, the notifications and a
// Menu toggle (the rest opens as a list under it, every link reachable with the keyboard), and a
// tab bar at the bottom holds what attendees do most. On a laptop every link is in one row.
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());
keepScreenshotsOnFailure(() => browser);

/** The organiser (who sees every link, Dashboard too), signed in at `width` on /profile. */
const organiserAt = async (width: number): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await signIn(page, ORGANISER);
  await page.goto(`${APP}/profile?event=${EVENT}`);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard', includeHidden: true })
    .waitFor({ state: 'attached' });
  return page;
};

/** The tops of the navigation's shown items and whether the page is wider than the screen. */
const layout = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).evaluate((nav) => ({
    tops: [...nav.children]
      .filter((item) => item.getClientRects().length > 0)
      .map((item) => Math.round(item.getBoundingClientRect().top)),
    pageOverflows: document.documentElement.scrollWidth > window.innerWidth,
  }));

describe('the navigation on a phone', () => {
  it('keeps the links in a menu that opens, reaches each with Tab and closes on a choice', async () => {
    const page = await organiserAt(375);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(false);
    expect((await layout(page)).pageOverflows).toBe(false);

    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    const names = (await nav.getByRole('link').allTextContents()).concat('Sign out');
    // My sessions is a row of the phone's menu only (a wide screen reaches it from the agenda).
    expect(names).toContain('My sessions');
    for (const link of await nav.getByRole('link').all())
      expect(await link.isVisible(), (await link.textContent()) ?? '').toBe(true);
    expect((await layout(page)).pageOverflows).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    await nav.getByRole('link', { name: 'Home' }).focus();
    const reached: string[] = [];
    for (let i = 0; i < names.length; i += 1) {
      reached.push((await page.evaluate(() => document.activeElement?.textContent)) ?? '');
      await page.keyboard.press('Tab');
    }
    expect(reached).toEqual(names);

    await nav.getByRole('link', { name: 'Event' }).click();
    await page.waitForURL((url) => url.pathname === '/event');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(false);

    await menu.click();
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('has a tab bar at the bottom for home, connect, play and the leaderboard', async () => {
    const page = await organiserAt(375);
    const tabs = page.getByRole('navigation', { name: 'Tabs' });
    expect(await tabs.getByRole('link').allTextContents()).toEqual([
      'Home',
      'Connect',
      'Play',
      'Leaderboard',
    ]);
    const box = await tabs.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(800);
    await tabs.getByRole('link', { name: 'Leaderboard' }).click();
    await page.waitForURL((url) => url.pathname === '/leaderboard');
    expect(await tabs.getByRole('link', { name: 'Leaderboard' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await tabs.getByRole('link', { name: 'Play' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#play');
    await page.getByRole('navigation', { name: 'Games' }).waitFor();
    await page.context().close();
  });
});

describe('the navigation on a laptop', () => {
  it('shows every link at once in one row, with no menu and no tab bar', async () => {
    const page = await organiserAt(1280);
    const { tops, pageOverflows } = await layout(page);
    expect(new Set(tops).size).toBe(1);
    expect(pageOverflows).toBe(false);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Tabs' }).isVisible()).toBe(false);
    await page.context().close();
  });
});
