import { launchChromium } from '@engage/browser/launch';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshotsOnFailure, organiserPage, registerAttendee } from './console-helpers.ts';
import { EVENT, INVITATION_CODE, pixelOf, signIn } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());
keepScreenshotsOnFailure(() => browser);

describe('organiser console: theme', () => {
  it('refuses an invalid colour, and a saved theme reaches an attendee’s open screen at once', async () => {
    const attendee = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const screen = await attendee.newPage();
    // A real attendee, signed in, on their home screen: the theme reaches a session, not a visitor.
    const stamp = Date.now().toString(36);
    const name = `Theme Watcher ${stamp}`;
    const email = `theme-${stamp}@example.com`;
    await registerAttendee({ email, name, eventId: EVENT, invitationCode: INVITATION_CODE });
    await signIn(screen, email);
    expect(new URL(screen.url()).pathname).toBe('/');
    await screen.getByRole('link', { name: 'Profile' }).first().click();
    await expect.poll(() => screen.getByText(name).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect
      .poll(async () => pixelOf(screen, await screen.screenshot(), 5, 5), { timeout: 30_000 })
      .toEqual([76, 29, 149]);

    const page = await organiserPage(browser, '/dashboard/theme', EVENT);
    const form = page.getByRole('form', { name: 'Theme colours' });
    await form.getByLabel('Header background').fill('crimson');
    await form.getByRole('button', { name: 'Save the theme' }).click();
    await expect
      .poll(() => form.getByRole('alert').textContent(), { timeout: 30_000 })
      .toBe('Header background: use a colour like #1a2b3c. Result: invalid colour');

    await form.getByLabel('Header background').fill('#0f766e');
    // The preview shows the draft before anything is saved.
    const preview = page.getByRole('region', { name: 'Preview' }).locator('.shell-header');
    await expect
      .poll(() => preview.evaluate((el) => getComputedStyle(el).backgroundColor), {
        timeout: 10_000,
      })
      .toBe('rgb(15, 118, 110)');
    await form.getByRole('button', { name: 'Save the theme' }).click();
    await expect
      .poll(() => page.getByText('Theme saved: open screens show it now.').count(), {
        timeout: 30_000,
      })
      .toBe(1);

    // The attendee's screen, never reloaded, still signed in, turns to the new header colour.
    await expect
      .poll(async () => pixelOf(screen, await screen.screenshot(), 5, 5), { timeout: 30_000 })
      .toEqual([15, 118, 110]);
    expect(new URL(screen.url()).pathname).toBe('/profile');
    expect(await screen.getByText(name).count()).toBeGreaterThan(0);

    // Put the seeded colour back for the other journeys.
    await form.getByLabel('Header background').fill('#4c1d95');
    await form.getByRole('button', { name: 'Save the theme' }).click();
    await expect
      .poll(async () => pixelOf(screen, await screen.screenshot(), 5, 5), { timeout: 30_000 })
      .toEqual([76, 29, 149]);
    await attendee.close();
  });
});
