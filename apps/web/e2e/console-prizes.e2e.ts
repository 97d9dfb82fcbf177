import { launchChromium } from '@engage/browser/launch';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshotsOnFailure, organiserPage } from './console-helpers.ts';
import { APP, callAs, EVENT, ORGANISER, seededAttendee, signIn } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());
keepScreenshotsOnFailure(() => browser);

describe('organiser console: prize desk', () => {
  it('allocates and hands over a purchase; the attendee sees each step on their own purchase', async () => {
    const me = await seededAttendee(17);
    const email = me.email;
    const attendee = await browser.newContext();
    const market = await attendee.newPage();
    await signIn(market, email);
    // Enough points for a mug, given through the organiser's callable.
    const page = await organiserPage(browser, '/dashboard/index-x', EVENT);
    await callAs(ORGANISER, 'adminAdjustPoints', {
      userKey: me.key,
      delta: 60,
      reason: 'mug money',
    });
    const requestId = `desk-${Date.now()}`;
    await callAs(email, 'buyPrize', { prizeId: 'mug', qty: 1, requestId });

    await market.goto(`${APP}/market?event=${EVENT}`);
    const state = market.getByTestId('purchase-state').first();
    await expect
      .poll(() => state.textContent(), { timeout: 30_000 })
      .toBe('Bought: the prize desk will set it aside');

    await page.goto(`${APP}/dashboard/prizes?event=${EVENT}`);
    const row = page.getByRole('row', { name: new RegExp(me.name) }).first();
    await row.getByRole('button', { name: /Allocate/ }).click();
    await expect
      .poll(() => state.textContent(), { timeout: 30_000 })
      .toBe('Set aside for you: collect it at the prize desk');
    await row.getByRole('button', { name: /Mark claimed/ }).click();
    await expect.poll(() => state.textContent(), { timeout: 30_000 }).toBe('Handed over');
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).toContain('handed over');
    await attendee.close();
  });
});
