import { launchChromium } from '@engage/browser/launch';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshotsOnFailure } from './console-helpers.ts';
import { APP, EVENT, ORGANISER, seriousViolations, signIn } from './helpers.ts';

// The default layout's navigation on a phone: one row under the brand that scrolls sideways (it
// wrapped to four rows above every screen), with the screen's own link in view, every link
// reachable with the keyboard, and axe clean.
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
    .getByRole('link', { name: 'Dashboard' })
    .waitFor();
  return page;
};

/** The tops of the navigation's items and whether it scrolls, as laid out now. */
const layout = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).evaluate((nav) => ({
    tops: [...nav.children].map((item) => Math.round(item.getBoundingClientRect().top)),
    scrolls: nav.scrollWidth > nav.clientWidth,
    pageOverflows: document.documentElement.scrollWidth > window.innerWidth,
  }));

/** Whether the element is wholly inside the navigation's visible box. */
const inView = (page: Page, selector: string) =>
  page.getByRole('navigation', { name: 'Main' }).evaluate((nav, which) => {
    const item = which === ':focus' ? document.activeElement : nav.querySelector(which);
    if (item === null || !nav.contains(item)) return false;
    const [box, row] = [item.getBoundingClientRect(), nav.getBoundingClientRect()];
    return box.left >= row.left - 1 && box.right <= row.right + 1;
  }, selector);

describe('the navigation on a phone', () => {
  it('is one row that scrolls sideways, with the screen’s own link in view', async () => {
    const page = await organiserAt(375);
    const { tops, scrolls, pageOverflows } = await layout(page);
    expect(new Set(tops).size, `item tops ${tops.join(', ')}`).toBe(1);
    expect(scrolls).toBe(true);
    expect(pageOverflows).toBe(false);
    await expect.poll(() => inView(page, '[data-status="active"]')).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('reaches every link with Tab, each scrolled into view as it takes the focus', async () => {
    const page = await organiserAt(375);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const names = (await nav.getByRole('link').allTextContents()).concat('Sign out');
    await nav.getByRole('link', { name: 'Home' }).focus();
    const reached: string[] = [];
    for (let i = 0; i < names.length; i += 1) {
      reached.push((await page.evaluate(() => document.activeElement?.textContent)) ?? '');
      const where = await page.evaluate(() => {
        const nav = document.querySelector('nav[aria-label="Main"]');
        const item = document.activeElement;
        return JSON.stringify({
          item: item?.getBoundingClientRect(),
          nav: nav?.getBoundingClientRect(),
          scroll: nav?.scrollLeft,
        });
      });
      expect(await inView(page, ':focus'), `${reached.at(-1)} ${where}`).toBe(true);
      await page.keyboard.press('Tab');
    }
    expect(reached).toEqual(names);
    await page.context().close();
  });
});

describe('the navigation on a laptop', () => {
  it('shows every link at once, without scrolling', async () => {
    const page = await organiserAt(1280);
    const { tops, scrolls } = await layout(page);
    expect(new Set(tops).size).toBe(1);
    expect(scrolls).toBe(false);
    await page.context().close();
  });
});
