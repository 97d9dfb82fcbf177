import { launchChromium } from '@engage/browser/launch';
import type { AppNotification } from '@engage/domain/store/users';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshotsOnFailure } from './console-helpers.ts';
import {
  APP,
  adminUpdate,
  callAs,
  EVENT,
  ORGANISER,
  type SeededAttendee,
  seededAttendee,
  signIn,
} from './helpers.ts';

// Every attendee screen fits the phone it is on: signed in, with an unread notification in the
// navigation and a toast showing, the page is never wider than the screen (a sideways swipe shows
// no white strip), and every control is on-screen or reachable by scrolling its own container.
// The attendee has a long name, so names that do not fit must wrap or be cut with an ellipsis.
/** The default layout's screens: they show the notifications link and the toasts. */
const WITH_TOASTS = [
  '/',
  '/event',
  '/leaderboard',
  '/leaderboard_2',
  '/leaderboard_old_v2',
  '/connect',
  '/small-talk',
  '/rock-paper-scissors',
  '/bingo',
  '/booth-crawl',
  '/trivia',
  '/quiz',
  '/agenda',
  '/people',
  '/meetings',
  '/inbox',
  '/badge',
  '/notifications',
  '/profile',
  '/profile/edit',
] as const;
/** The market's layout and the landing page, which show neither. */
const WITHOUT_TOASTS = ['/market', '/market/index1', '/auth/landing'] as const;
const WIDTHS = [320, 360, 390, 412] as const;
const LONG_NAME = 'Maximiliana Featherstonehaugh-Wolfeschlegel de la Cruz Villanueva';

let browser: Browser;
let attendee: SeededAttendee;
beforeAll(async () => {
  browser = await launchChromium();
  attendee = await seededAttendee(30);
  await adminUpdate(`users/${attendee.key}/metadata`, { name: LONG_NAME });
  // A conversation with a long name and a long newest line, unread, in the inbox's list.
  await adminUpdate(`inboxes/${attendee.key}`, {
    '-a~-z': {
      with: '-z',
      withName: LONG_NAME,
      last: 'A newest line long enough that the list must cut it where the phone ends',
      lastBy: '-z',
      at: Date.now(),
      unread: 12,
    },
  });
  // A point more republishes the attendee's board row, so the boards show the long name too.
  await callAs(ORGANISER, 'adminAdjustPoints', {
    userKey: attendee.key,
    delta: 1,
    reason: 'phone check',
  });
});
afterAll(() => browser?.close());
keepScreenshotsOnFailure(() => browser);

let sent = 0;
const RUN = Date.now().toString(36);
/** A fresh unread notification, written as the server would: it is toasted and counted. */
const notify = async () => {
  sent += 1;
  const notice: AppNotification = {
    kind: 'award',
    text: `Phone check ${sent}: you connected with someone whose name is rather long indeed`,
    at: Date.now(),
  };
  await adminUpdate(`users/${attendee.key}/notifications`, {
    [`phone-fit-${RUN}-${sent}`]: notice,
  });
};

/**
 * Notifies until a toast shows: one that lands before the screen's list first loads is not news
 * to it (it is counted, not toasted).
 */
const toastShowing = async (page: Page) => {
  for (let tries = 0; tries < 5; tries += 1) {
    await notify();
    const shown = await page
      .locator('.toast')
      .first()
      .waitFor({ timeout: 4_000 })
      .then(() => true)
      .catch(() => false);
    if (shown) return;
  }
  throw new Error('no toast showed');
};

/**
 * Goes to another screen the way a link in the app does, without loading the page again (which
 * would start the app, its sign-in and its database connection over for every screen): the
 * address changes and the router is told, as on the browser's Forward. Resolves when the new
 * screen's heading has replaced the last one's.
 */
const navigateWithin = async (page: Page, path: string) => {
  await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('h1')) heading.dataset.left = 'yes';
    const state = (history.state ?? {}) as { __TSR_index?: number };
    history.pushState({ ...state, __TSR_index: (state.__TSR_index ?? 0) + 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await page.locator('h1:not([data-left])').first().waitFor({ timeout: 20_000 });
};

/**
 * What does not fit: the page's overflow, a table cell whose content spills out, a team board's
 * team without its name, and each visible control that is neither inside the screen nor inside a
 * box that scrolls sideways (itself on the screen). A control in a fixed box (a toast, a tab bar)
 * must be inside the screen vertically as well.
 */
const misfits = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const height = window.innerHeight;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`page is ${document.documentElement.scrollWidth}px wide`);
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])',
    );
    const scroller = (element: HTMLElement): HTMLElement | null => {
      for (let at = element.parentElement; at !== null; at = at.parentElement) {
        const { overflowX } = getComputedStyle(at);
        if ((overflowX === 'auto' || overflowX === 'scroll') && at.scrollWidth > at.clientWidth)
          return at;
      }
      return null;
    };
    const fixed = (element: HTMLElement) => {
      for (let at: HTMLElement | null = element; at !== null; at = at.parentElement)
        if (getComputedStyle(at).position === 'fixed') return true;
      return false;
    };
    // A table cell whose content spills into the next cell (a long name over the score).
    for (const cell of document.querySelectorAll<HTMLElement>('td, th'))
      if (cell.scrollWidth > cell.clientWidth + 1)
        found.push(`cell "${(cell.textContent ?? '').trim().slice(0, 30)}" spills over`);
    // A board of teams names each team in words; only a board of people may show a team's dot.
    for (const table of document.querySelectorAll('table')) {
      const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
      if (headers.includes('Name')) continue;
      for (const label of table.querySelectorAll<HTMLElement>('.team-label'))
        if (label.getBoundingClientRect().width < 1)
          found.push(`team "${label.textContent}" is not named on its board`);
    }
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
      const name = `${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 30) || control.getAttribute('aria-label') || ''}"`;
      const within = (left: number, right: number) =>
        box.left >= left - 1 && box.right <= right + 1;
      if (fixed(control) && (box.top < -1 || box.bottom > height + 1))
        found.push(`${name} at top ${Math.round(box.top)}, below the screen`);
      if (within(0, width)) continue;
      const row = scroller(control);
      const rowBox = row?.getBoundingClientRect();
      if (rowBox === undefined || rowBox.left < -1 || rowBox.right > width + 1)
        found.push(`${name} from ${Math.round(box.left)} to ${Math.round(box.right)}px`);
    }
    return found;
  });

describe('every attendee screen on a phone', () => {
  // Seventeen screens a width, each waiting for a toast: over a minute on a loaded machine.
  for (const width of WIDTHS)
    it(`fits ${width} px, with an unread notification and a toast showing`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 740 } });
      const page = await context.newPage();
      await signIn(page, attendee.email);
      const problems: string[] = [];
      for (const [index, route] of [...WITH_TOASTS, ...WITHOUT_TOASTS].entries()) {
        if (index === 0) await page.goto(`${APP}${route}?event=${EVENT}`);
        else await navigateWithin(page, `${route}?event=${EVENT}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
        // Signed in: the sign-out is there (on a phone inside the closed menu).
        await page
          .getByRole('button', { name: 'Sign out', includeHidden: true })
          .waitFor({ state: 'attached' });
        if ((WITH_TOASTS as readonly string[]).includes(route)) {
          await toastShowing(page);
          await page
            .getByText(/\d+ unread/)
            .first()
            .waitFor({ state: 'attached' });
        }
        await page.waitForFunction(
          () => document.querySelectorAll('[aria-busy="true"]').length === 0,
        );
        problems.push(...(await misfits(page)).map((problem) => `${route}: ${problem}`));
      }
      expect(problems).toEqual([]);
      await context.close();
    }, 240_000);
});

describe('the screens spoken in Dutch on the narrowest phone', () => {
  // Dutch words are longer: the screens already in the catalogue (docs/i18n.md) fit 320 px in
  // Dutch too, the menu open with its language switch, and the sign-in page of a visitor.
  const DUTCH = ['/', '/auth/landing', '/market'] as const;
  it('fits 320 px in Dutch, with the menu open and a toast showing', async () => {
    const context = await browser.newContext({ viewport: { width: 320, height: 740 } });
    const page = await context.newPage();
    await signIn(page, attendee.email);
    await page.evaluate(() => localStorage.setItem('engage.locale', 'nl'));
    const problems: string[] = [];
    for (const route of DUTCH) {
      await page.goto(`${APP}${route}?event=${EVENT}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
      await page
        .getByRole('button', { name: 'Uitloggen', includeHidden: true })
        .waitFor({ state: 'attached' });
      await page.waitForFunction(
        () => document.querySelectorAll('[aria-busy="true"]').length === 0,
      );
      problems.push(...(await misfits(page)).map((problem) => `${route}: ${problem}`));
    }
    await page.goto(`${APP}/?event=${EVENT}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
    await toastShowing(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByLabel('Taal').waitFor();
    problems.push(...(await misfits(page)).map((problem) => `/ with the menu: ${problem}`));
    expect(problems).toEqual([]);
    await context.close();

    const visitor = await browser.newContext({
      locale: 'nl-NL',
      viewport: { width: 320, height: 740 },
    });
    const login = await visitor.newPage();
    await login.goto(`${APP}/auth/login?event=${EVENT}`);
    await login.getByRole('heading', { name: 'Log in bij je event' }).waitFor();
    expect(await misfits(login)).toEqual([]);
    await visitor.close();
  }, 240_000);
});
