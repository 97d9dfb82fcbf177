import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshEvent, keepLog, keepScreenshotsOnFailure } from './console-helpers.ts';
import {
  APP,
  adminRead,
  chromiumForFile,
  fitsWidth,
  ORGANISER,
  PASSWORD,
  shows,
  signIn,
} from './helpers.ts';
import { peopleWithPoints } from './people-with-points.ts';

const browser = chromiumForFile();
keepScreenshotsOnFailure(browser);
const PHONE = { width: 390, height: 844 };

/** An attendee's phone, signed in to the event, on their profile. */
const phoneOn = async (email: string, eventId: string): Promise<Page> => {
  const context = await browser().newContext({ viewport: PHONE });
  const page = await context.newPage();
  keepLog(page);
  await signIn(page, email, PASSWORD, eventId);
  await page.goto(`${APP}/profile?event=${eventId}`);
  return page;
};

/** Chooses how the boards show the attendee, from their profile's form. */
const choose = async (page: Page, choice: string, alias?: string) => {
  await page.getByRole('radio', { name: choice }).check();
  if (alias !== undefined) await page.getByLabel('Alias', { exact: true }).fill(alias);
  await page.getByRole('button', { name: 'Save' }).click();
  await shows(page, 'Saved: the boards follow within a second.');
  expect(await fitsWidth(page)).toBe(true);
};

/** The names a board screen lists, once it lists `count` rows. */
const namesOn = async (page: Page, rows: string, names: string, count: number) => {
  await expect.poll(() => page.locator(rows).count(), { timeout: 20_000 }).toBe(count);
  return page.locator(names).allTextContents();
};

describe('board privacy', () => {
  it('an alias shows on the leaderboard and the projector; a hidden attendee is absent, their team still counting them', {
    timeout: 240_000,
  }, async () => {
    const stamp = Date.now().toString(36);
    const { eventId, code } = await freshEvent('veil', stamp, `Veiled hall ${stamp}`);
    const [ann, bob, cat] = await peopleWithPoints({ eventId, code, stamp }, [
      ['Ann', 30],
      ['Bob', 20],
      ['Cat', 10],
    ]);
    if (ann === undefined || bob === undefined || cat === undefined) throw new Error('no people');
    const team = () => adminRead<number>(`leaderboards/${eventId}/teams/AGILE/score`);
    await expect.poll(team, { timeout: 20_000 }).toBe(60);

    // Ann appears under an alias; Bob not at all.
    const annPhone = await phoneOn(ann.email, eventId);
    await choose(annPhone, 'Under an alias', 'Night Owl');
    await shows(annPhone, /You are not in the directory/);
    const bobPhone = await phoneOn(bob.email, eventId);
    await choose(bobPhone, 'Not at all');
    // Bob asks to be listed while hidden: both screens say he is not listed while hidden.
    const hiddenNote = /you are not listed while you stay off the public boards/;
    await bobPhone.goto(`${APP}/people?event=${eventId}`);
    const listMe = bobPhone.getByRole('checkbox', { name: 'List me in the directory' });
    await listMe.click();
    await expect.poll(() => listMe.isChecked(), { timeout: 30_000 }).toBe(true);
    await shows(bobPhone, hiddenNote);
    await bobPhone.goto(`${APP}/profile?event=${eventId}`);
    await shows(bobPhone, hiddenNote);
    expect(await fitsWidth(bobPhone)).toBe(true);

    // Cat's leaderboard, on her phone.
    const catPhone = await phoneOn(cat.email, eventId);
    await catPhone.goto(`${APP}/leaderboard?event=${eventId}`);
    await expect
      .poll(async () => (await catPhone.locator('tbody').first().textContent()) ?? '', {
        timeout: 20_000,
      })
      .toContain('Night Owl');
    const board = (await catPhone.locator('tbody').first().textContent()) ?? '';
    expect(board).not.toContain(ann.name);
    expect(board).not.toContain(bob.name);
    expect(board).toContain(cat.name);
    expect(await fitsWidth(catPhone)).toBe(true);

    // The venue's projector, signed in as the organiser.
    const projector = await browser().newPage({ viewport: { width: 1920, height: 1080 } });
    keepLog(projector);
    await signIn(projector, ORGANISER);
    await projector.goto(`${APP}/leaderboard-old?event=${eventId}&board=all`);
    const shown = await namesOn(projector, '.kiosk-board > li', '.kiosk-name', 2);
    expect(shown).toEqual(['Night Owl', cat.name]);

    // The team's total still counts Bob's points, and his own phone still shows his place.
    expect(await team()).toBe(60);
    await projector.goto(`${APP}/leaderboard-old?event=${eventId}&board=teams`);
    await expect
      .poll(() => projector.locator('.kiosk-board > li').first().textContent(), { timeout: 20_000 })
      .toContain('60');
    await bobPhone.goto(`${APP}/leaderboard?event=${eventId}`);
    await shows(bobPhone, 'You have 20 points. You chose to stay off the public boards.');

    // Shown again under his name, Bob is back on the projector.
    await bobPhone.goto(`${APP}/profile?event=${eventId}`);
    await choose(bobPhone, 'Under my name');
    await shows(bobPhone, `In the directory under your name: ${bob.name}.`);
    await projector.goto(`${APP}/leaderboard-old?event=${eventId}&board=all`);
    expect(await namesOn(projector, '.kiosk-board > li', '.kiosk-name', 3)).toEqual([
      'Night Owl',
      bob.name,
      cat.name,
    ]);
  });
});
