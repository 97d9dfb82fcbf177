import { describe, expect, it } from 'vitest';
import { keepLog, keepScreenshotsOnFailure } from './console-helpers.ts';
import { APP, chromiumForFile, fitsWidth, heading, signIn } from './helpers.ts';

const browser = chromiumForFile();
keepScreenshotsOnFailure(browser);
const PHONE = { width: 390, height: 844 };
/** The seed's second event, whose data lives in a database instance of its own (docs/instances.md). */
const EXPO = 'northwind-expo-2026';

describe('an event on a database instance of its own', () => {
  it('shows its attendee their own profile and their event’s board, and nothing of the other event', {
    timeout: 120_000,
  }, async () => {
    const context = await browser().newContext({ viewport: PHONE });
    const page = await context.newPage();
    keepLog(page);
    // attendee31 is the expo's first seeded attendee, Amara Okafor.
    await signIn(page, 'attendee31@demo.engage.test', undefined, EXPO);
    await page.goto(`${APP}/profile?event=${EXPO}`);
    // Her profile, read from the expo's instance: her name and the points the seed gave her.
    await heading(page, 'Amara Okafor');
    expect(await fitsWidth(page)).toBe(true);

    await page.goto(`${APP}/leaderboard?event=${EXPO}`);
    await expect
      .poll(async () => (await page.locator('tbody').first().textContent()) ?? '', {
        timeout: 20_000,
      })
      .toMatch(/Henrik Sørensen|Priya Natarajan|Mateo Silva|Greta Lund|Samir Aziz/);
    const board = (await page.locator('tbody').first().textContent()) ?? '';
    // The summit's seeded attendees live in the default instance, on the summit's board.
    expect(board).not.toMatch(/Nadia Rahman|Tomás Herrera|Aisha Bello/);
    expect(await fitsWidth(page)).toBe(true);
    await context.close();
  });
});
