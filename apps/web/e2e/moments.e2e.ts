import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshEvent, registerAttendee, useBrowser } from './console-helpers.ts';
import { APP, callAs, fitsWidth, ORGANISER, signIn } from './helpers.ts';

// A moment feels like a game: reaching a level pops the words in and throws confetti, once; a
// phone asking for less motion gets the same words, still.
const browser = useBrowser();

/** A new attendee of an event of their own with enough points for level 1, on a 320 px phone. */
const readyToLevelUp = async (motion: 'reduce' | 'no-preference', tag: string) => {
  const stamp = `${Date.now().toString(36)}${tag}`;
  const { eventId, code } = await freshEvent('moment', stamp, `Moments ${stamp}`);
  const email = `moment-${stamp}@example.com`;
  const { key } = await registerAttendee({
    email,
    name: `Mo ${stamp}`,
    eventId,
    invitationCode: code,
  });
  await callAs(ORGANISER, 'adminAdjustPoints', { userKey: key, delta: 150, reason: 'moments' });
  const context = await browser().newContext({
    viewport: { width: 320, height: 740 },
    reducedMotion: motion,
  });
  const page = await context.newPage();
  await signIn(page, email);
  await page.goto(`${APP}/?event=${eventId}`);
  return page;
};

const levelUp = async (page: Page) => {
  await page.getByText(/you have enough, level up!/).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Level up' }).click();
  await page.getByText('You reached level 1!').waitFor({ timeout: 30_000 });
  return page.locator('.moment', { hasText: 'You reached level 1!' });
};

describe('moments', () => {
  it('a level reached pops in with confetti that flies once and keeps to the phone', async () => {
    const page = await readyToLevelUp('no-preference', 'a');
    const moment = await levelUp(page);
    const pieces = moment.locator('.burst > span');
    expect(await pieces.count()).toBe(12);
    expect(await pieces.first().isVisible()).toBe(true);
    expect(
      await pieces
        .first()
        .evaluate((piece) => piece.getAnimations().map((a) => (a as CSSAnimation).animationName)),
    ).toEqual(['burst-fly']);
    // The confetti is decoration: no one reads it, and the page stays the phone's width.
    expect(await moment.locator('.burst').getAttribute('aria-hidden')).toBe('true');
    expect(await fitsWidth(page)).toBe(true);
    // Once flown, nothing is left moving.
    await expect
      .poll(
        () =>
          page.evaluate(
            () => document.getAnimations().filter((a) => a.playState === 'running').length,
          ),
        { timeout: 10_000 },
      )
      .toBe(0);
    await page.context().close();
  }, 120_000);

  it('for a phone that asks for less motion, the same words and no motion', async () => {
    const page = await readyToLevelUp('reduce', 'b');
    const moment = await levelUp(page);
    expect(await moment.locator('.burst > span').first().isVisible()).toBe(false);
    expect(await moment.evaluate((element) => element.getAnimations().length)).toBe(0);
    await page.context().close();
  }, 120_000);
});
