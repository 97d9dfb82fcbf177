import { launchChromium } from '@engage/browser/launch';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshotsOnFailure, organiserPage } from './console-helpers.ts';
import {
  APP,
  adminRead,
  adminUpdate,
  callAs,
  EVENT,
  ORGANISER,
  seededAttendee,
  signIn,
} from './helpers.ts';

/** The seeded mug's name (tools/devstack/src/seed.ts). */
const MUG_NAME = 'Summit mug';

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
    // The attendee is told too, wherever in the app they are: a notice names the prize.
    const notice = market.getByText(
      `Your ${MUG_NAME} is set aside for you: collect it at the prize desk.`,
    );
    await expect.poll(() => notice.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await row.getByRole('button', { name: /Mark claimed/ }).click();
    await expect.poll(() => state.textContent(), { timeout: 30_000 }).toBe('Handed over');
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).toContain('handed over');

    // The person's page lists the purchase by the prize's name, with its state.
    await page.goto(`${APP}/dashboard/index-x?event=${EVENT}&user=${encodeURIComponent(me.key)}`);
    const purchases = page.getByRole('table', { name: 'Purchases' });
    const bought = purchases.getByRole('row').nth(1);
    await expect.poll(() => bought.textContent(), { timeout: 30_000 }).toContain(MUG_NAME);
    expect(await bought.textContent()).toContain('claimed');
    await attendee.close();
  });

  it('a desk of more sales than it shows: finds an old purchase by its state, and shows older ones', async () => {
    const eventId = `busy-desk-${Date.now().toString(36)}`;
    await callAs(ORGANISER, 'adminWriteEvent', {
      eventId,
      create: true,
      event: {
        name: 'Busy desk',
        startsAt: Date.UTC(2026, 11, 1),
        endsAt: Date.UTC(2026, 11, 2),
        venue: '',
        description: '',
        customerId: (await adminRead<string>(`events/${EVENT}/metadata/customerId`)) ?? '',
        mode: 'in_person',
      },
      teams: ['AGILE'],
    });
    // 520 sales: the oldest still waits at the desk, the 519 after it were handed over.
    const sale = (n: number, state: 'bought' | 'claimed', name: string) => ({
      key: `buyer${n}`,
      publicId: `p${n}`,
      name,
      prizeId: 'cap',
      prizeName: 'Cap',
      qty: 1,
      cost: 10,
      at: Date.UTC(2026, 11, 1, 9) + n * 1000,
      state,
    });
    await adminUpdate(
      `purchases/${eventId}`,
      Object.fromEntries(
        Array.from({ length: 520 }, (_, n) => [
          `sale${String(n).padStart(3, '0')}`,
          n === 0 ? sale(n, 'bought', 'Oldest Buyer') : sale(n, 'claimed', `Buyer ${n}`),
        ]),
      ),
    );
    const page = await organiserPage(browser, '/dashboard/prizes', eventId);
    const caption = () => page.locator('caption').first().textContent();
    await expect.poll(caption, { timeout: 30_000 }).toBe('Purchases (500)');
    expect(await page.getByText('Showing the newest 500 purchases.').count()).toBe(1);
    expect(await page.getByRole('row', { name: /Oldest Buyer/ }).count()).toBe(0);

    // The desk asks the server for one state: the purchase still to allocate is found.
    await page.getByRole('combobox', { name: /^Show/ }).selectOption('bought');
    await expect.poll(caption, { timeout: 30_000 }).toBe('Purchases (1)');
    expect(await page.getByRole('row', { name: /Oldest Buyer/ }).count()).toBe(1);

    await page.getByRole('combobox', { name: /^Show/ }).selectOption('all');
    await expect.poll(caption, { timeout: 30_000 }).toBe('Purchases (500)');
    await page.getByRole('button', { name: 'Show 500 older purchases' }).click();
    await expect.poll(caption, { timeout: 30_000 }).toBe('Purchases (520)');
    expect(await page.getByRole('row', { name: /Oldest Buyer/ }).count()).toBe(1);
    expect(await page.getByText('Showing the newest').count()).toBe(0);
    await page.close();
  });
});
