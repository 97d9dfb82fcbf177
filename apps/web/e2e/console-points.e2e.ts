import { launchChromium } from '@engage/browser/launch';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshotsOnFailure, organiserPage } from './console-helpers.ts';
import { APP, EVENT, signIn } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());
keepScreenshotsOnFailure(() => browser);

describe('organiser console: people and points', () => {
  it('finds an attendee by email prefix, adjusts their points with a reason, and the leaderboard moves', async () => {
    const attendee = await browser.newContext();
    const board = await attendee.newPage();
    await signIn(board, 'attendee29@demo.engage.test');
    // Into the app as an attendee would (the board opens once the session is there).
    if (new URL(board.url()).pathname === '/auth')
      await board.getByRole('button', { name: 'Start playing' }).click();
    await board.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
    await board.getByRole('link', { name: 'Leaderboard', exact: true }).click();
    await expect
      .poll(() => board.locator('table caption').first().textContent(), { timeout: 30_000 })
      .toBe('Top 20 attendees');

    const page = await organiserPage(browser, '/dashboard/index-x', EVENT);
    await page.getByLabel('Name or email starts with').fill('attendee29@');
    await page.getByRole('button', { name: 'Search' }).click();
    const rows = page.locator('table tbody tr');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(1);
    const name = (await rows.first().locator('td').first().textContent()) ?? '';
    // A name prefix finds them too, paged on the server.
    await page.getByLabel('Name or email starts with').fill(name.slice(0, 3).toLowerCase());
    await page.getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(() => page.getByRole('link', { name, exact: true }).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await page.getByRole('link', { name, exact: true }).first().click();
    await expect
      .poll(() => page.getByRole('heading', { level: 2 }).first().textContent(), {
        timeout: 30_000,
      })
      .toBe(name);
    const before = Number(await page.getByTestId('points').textContent());

    // Taking away more than they have is refused with the catalogue's words.
    await page.getByLabel('Points (negative to take away)').fill(String(-(before + 1)));
    await page.getByLabel('Reason', { exact: true }).fill('too much');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent(), { timeout: 30_000 })
      .toContain('cannot go below zero');

    await page.getByLabel('Points (negative to take away)').fill('100000');
    await page.getByLabel('Reason', { exact: true }).fill('keynote quiz winner');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => page.getByTestId('points').textContent(), { timeout: 30_000 })
      .toBe(String(before + 100_000));
    // The ledger is a list of its own, live: the entry arrives beside the new total.
    await expect
      .poll(
        () =>
          page
            .getByRole('table', { name: 'Points ledger (newest 100)' })
            .getByRole('cell', { name: 'admin: keynote quiz winner' })
            .count(),
        {
          timeout: 30_000,
        },
      )
      .toBe(1);

    // The attendee's open leaderboard, never reloaded, puts them on top, marked as their own row.
    await expect
      .poll(() => board.locator('tbody tr').first().locator('td').nth(1).textContent(), {
        timeout: 30_000,
      })
      .toBe(`${name}You`);

    // The audit log has the adjustment, in words, before → after.
    await page.goto(`${APP}/dashboard/audit?event=${EVENT}`);
    await page.getByRole('combobox', { name: /^Action/ }).selectOption('points.adjust');
    await expect
      .poll(() => page.locator('tbody tr').first().textContent(), { timeout: 30_000 })
      .toContain(`Points: ${before} → ${before + 100_000}`);
    await attendee.close();
  });
});
