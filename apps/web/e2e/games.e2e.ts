import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '@engage/browser/launch';
import { type TraitProfile, traitsOf } from '@engage/domain/bingo-traits';
import { ERROR_MESSAGES } from '@engage/domain/errors';
import type { BingoCard } from '@engage/domain/games';
import { LEVEL_THRESHOLDS, levelForPoints, POINTS } from '@engage/domain/points';
import { pairId } from '@engage/domain/scoring';
import type { AppNotification } from '@engage/domain/store/users';
import { encodeUserKey } from '@engage/domain/user-key';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP, adminRead, callAs, EVENT, ORGANISER, signIn, watchToasts } from './helpers.ts';

// Each journey has its own seeded attendees. Other journeys (connect, small talk, rock-paper-
// scissors) may have given some of them points or connections before this file runs, so who is
// short of a level, and who has not met whom yet, is read from the database at the time.
const email = (n: number) => `attendee${String(n).padStart(2, '0')}@demo.engage.test`;
const keyOf = (address: string): string => {
  const key = encodeUserKey(address);
  if (!key.ok) throw new Error(`no user key for ${address}`);
  return key.value;
};
type Metadata = TraitProfile & { name: string; level: number };
const profileOf = async (address: string): Promise<Metadata> => {
  const metadata = await adminRead<Metadata | null>(`users/${keyOf(address)}/metadata`);
  if (metadata === null) throw new Error(`${address} is not seeded`);
  return metadata;
};
const pointsOf = async (address: string): Promise<number> =>
  (await adminRead<number | null>(`users/${keyOf(address)}/games/act04/totalPoints`)) ?? 0;

/** Lists as the database's REST answer has them: an array, or an object keyed 0, 1, 2… */
const listOf = <T>(value: readonly T[] | Record<string, T> | undefined): T[] =>
  value === undefined ? [] : Object.values(value);

const SHOTS = join(tmpdir(), 'engage-e2e');

/** Runs a journey; when it fails, the page's screenshot is kept and its path added to the error. */
const journey = async (page: Page, name: string, steps: () => Promise<void>): Promise<void> => {
  try {
    await steps();
  } catch (error) {
    mkdirSync(SHOTS, { recursive: true });
    const path = join(SHOTS, `games-${name}.png`);
    await page.screenshot({ path, fullPage: true }).catch(() => undefined);
    throw new Error(`${String(error)}\nscreenshot: ${path}`, { cause: error });
  }
};

const heading = (page: Page, level: number) =>
  page.getByRole('heading', { level }).first().textContent();

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A signed-in attendee in a browser context of their own (their own session). */
const attendee = async (address: string): Promise<Page> => {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, address);
  return page;
};

describe('games', () => {
  it('picture trivia: a right and a wrong answer, said in words, checked by the server', async () => {
    const address = email(21);
    const page = await attendee(address);
    await journey(page, 'trivia', async () => {
      const questions =
        (await adminRead<Record<string, { options: Record<string, string> }> | null>(
          `trivia/${EVENT}`,
        )) ?? {};
      const [first, second] = Object.keys(questions).sort((a, b) =>
        a.localeCompare(b, 'en', { numeric: true }),
      );
      if (first === undefined || second === undefined) throw new Error('fewer than 2 questions');
      const right = await adminRead<string | null>(`triviaAnswers/${EVENT}/${first}`);
      const secondAnswer = await adminRead<string | null>(`triviaAnswers/${EVENT}/${second}`);
      const wrong = listOf(questions[second]?.options).find((option) => option !== secondAnswer);
      if (right === null || wrong === undefined) throw new Error('the seed has no answers');
      const before = await pointsOf(address);
      const total = Object.keys(questions).length;

      await page.goto(`${APP}/trivia?event=${EVENT}`);
      await expect.poll(() => heading(page, 2), { timeout: 20_000 }).toBe(`Question 1 of ${total}`);
      await expect
        .poll(() => page.getByRole('img', { name: 'Picture for question 1' }).getAttribute('src'))
        .toContain('picture_trivia');
      await page.getByRole('button', { name: right, exact: true }).click();
      await expect
        .poll(
          () =>
            page
              .getByText(
                `Right: it is ${right}. +${POINTS.triviaRight} points for the right answer.`,
              )
              .count(),
          {
            timeout: 20_000,
          },
        )
        .toBe(1);
      await expect
        .poll(() => page.getByRole('button', { name: 'Question 1: right' }).count())
        .toBe(1);

      await page.getByRole('button', { name: 'Next question' }).click();
      await expect.poll(() => heading(page, 2)).toBe(`Question 2 of ${total}`);
      await page.getByRole('button', { name: wrong, exact: true }).click();
      await expect
        .poll(
          () =>
            page
              .getByText(
                `Not this time: it is ${secondAnswer}, you picked ${wrong}. No points for this one.`,
              )
              .count(),
          { timeout: 20_000 },
        )
        .toBe(1);
      await expect
        .poll(() => page.getByRole('button', { name: 'Question 2: wrong' }).count())
        .toBe(1);
      expect(await page.getByText(`Answered 2 of ${total}`).count()).toBe(1);

      const answers = await adminRead<Record<string, { correct: boolean }> | null>(
        `users/${keyOf(address)}/games/act02/answers`,
      );
      expect([answers?.[first]?.correct, answers?.[second]?.correct]).toEqual([true, false]);
      expect(await pointsOf(address)).toBe(before + POINTS.triviaRight);
    });
  });

  it('level up: refused in the spec’s words when short, granted when the points suffice', async () => {
    // Someone whose points do not reach the next level (the seed gives each the level their
    // points allow; a journey before this one may have added some).
    let shortOf: string | undefined;
    for (const n of [22, 30, 29, 28, 27, 26]) {
      const { level } = await profileOf(email(n));
      if (levelForPoints(await pointsOf(email(n))) <= level) {
        shortOf = email(n);
        break;
      }
    }
    if (shortOf === undefined) throw new Error('every candidate can level up already');
    const shortAddress = shortOf;
    const short = await attendee(shortAddress);
    await journey(short, 'level-short', async () => {
      const { level } = await profileOf(shortAddress);
      await short.goto(`${APP}/?event=${EVENT}`);
      await short.getByRole('button', { name: 'Level up' }).click({ timeout: 20_000 });
      await expect
        .poll(() => short.getByText(ERROR_MESSAGES['level-up-short'], { exact: true }).count(), {
          timeout: 20_000,
        })
        .toBe(1);
      expect(ERROR_MESSAGES['level-up-short']).toBe(
        "You do not have enough points to level up but don't worry, you can earn extra points by playing Network Bingo!",
      );
      expect((await profileOf(shortAddress)).level).toBe(level);
    });

    const address = email(24);
    const page = await attendee(address);
    await journey(page, 'level-up', async () => {
      const { level } = await profileOf(address);
      const needed = LEVEL_THRESHOLDS[level + 1];
      if (needed === undefined) throw new Error(`${address} is at the highest level`);
      await page.goto(`${APP}/?event=${EVENT}`);
      await expect.poll(() => heading(page, 2), { timeout: 20_000 }).toBe(`Level ${level}`);
      // The organiser awards what is missing; the attendee's home shows it live.
      const missing = needed - (await pointsOf(address));
      if (missing > 0)
        await callAs(ORGANISER, 'adminAdjustPoints', {
          userKey: keyOf(address),
          delta: missing,
          reason: 'e2e: enough points for the next level',
        });
      await expect
        .poll(() => page.getByText(/you have enough, level up!/).count(), { timeout: 20_000 })
        .toBe(1);
      await page.getByRole('button', { name: 'Level up' }).click();
      await expect
        .poll(() => page.getByText(`You reached level ${level + 1}!`).count(), { timeout: 20_000 })
        .toBe(1);
      await expect.poll(() => heading(page, 2)).toBe(`Level ${level + 1}`);
      expect((await profileOf(address)).level).toBe(level + 1);
    });
  });

  it('bingo: a square fills after a connection by typed code, and the notification arrives while the app is open', async () => {
    const address = email(23);
    const page = await attendee(address);
    await journey(page, 'bingo', async () => {
      await page.goto(`${APP}/bingo?event=${EVENT}`);
      const squares = page.getByRole('list', { name: 'Your bingo card' }).getByRole('listitem');
      await expect.poll(() => squares.count(), { timeout: 20_000 }).toBe(9);
      const card = await adminRead<BingoCard | null>(`users/${keyOf(address)}/games/act01`);
      if (card === null) throw new Error('no card was dealt');

      // A partner not met yet who matches an open square: the server fills the first one their
      // traits fit (or an "anyone" square).
      let partner: { address: string; name: string; square: number } | undefined;
      for (const candidate of [25, 26, 27, 28, 29, 30].map(email)) {
        const met = await adminRead<unknown>(
          `pairs/${EVENT}/${pairId(keyOf(address), keyOf(candidate))}`,
        );
        if (met !== null) continue;
        const profile = await profileOf(candidate);
        const theirs = new Set(traitsOf(profile).map((trait) => trait.trait));
        const square = listOf(card.squares).findIndex(
          (s) => s.filledBy === undefined && (theirs.has(s.trait) || s.trait === 'anyone'),
        );
        if (square !== -1) {
          partner = { address: candidate, name: profile.name, square };
          break;
        }
      }
      if (partner === undefined) throw new Error('no seeded attendee matches an open square');
      const match = partner;
      const unreadBefore = Object.values(
        (await adminRead<Record<string, AppNotification> | null>(
          `users/${keyOf(address)}/notifications`,
        )) ?? {},
      ).filter((notice) => notice.read !== true).length;

      // The attendee shows their code on Connect (a second tab); the partner types it in.
      const shows = await page.context().newPage();
      await shows.goto(`${APP}/connect?event=${EVENT}`);
      const codeOnScreen = shows.locator('.short-code');
      await codeOnScreen.waitFor({ timeout: 20_000 });
      const code = (await codeOnScreen.getAttribute('data-code')) ?? '';
      const other = await attendee(match.address);
      await other.goto(`${APP}/connect?event=${EVENT}`);
      await other.getByLabel('Their code').fill(code);
      const told = await watchToasts(page);
      await other.getByRole('button', { name: 'Connect', exact: true }).click();
      await expect
        .poll(() => other.getByRole('status').filter({ hasText: 'points for you, ' }).count(), {
          timeout: 20_000,
        })
        .toBe(1);
      await shows.close();

      await expect
        .poll(() => squares.nth(match.square).textContent(), { timeout: 20_000 })
        .toContain(`Filled by ${match.name}`);
      await expect.poll(told, { timeout: 20_000 }).toContain(`you connected with ${match.name}`);
      // The award's notice, and a level's notice too when the points reached one.
      const unreadNow = Object.values(
        (await adminRead<Record<string, AppNotification> | null>(
          `users/${keyOf(address)}/notifications`,
        )) ?? {},
      ).filter((notice) => notice.read !== true).length;
      expect(unreadNow).toBeGreaterThan(unreadBefore);
      const link = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: `Notifications ${unreadNow} unread` });
      await expect.poll(() => link.count()).toBe(1);

      await link.click();
      await page.waitForURL(/\/notifications/);
      const list = page.getByRole('list', { name: 'Your notifications' });
      await expect
        .poll(
          () =>
            list
              .getByRole('listitem')
              .filter({ hasText: `you connected with ${match.name}` })
              .count(),
          { timeout: 20_000 },
        )
        .toBe(1);
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await expect.poll(() => page.getByText('All read.').count(), { timeout: 20_000 }).toBe(1);
      const stored = await adminRead<Record<string, AppNotification> | null>(
        `users/${keyOf(address)}/notifications`,
      );
      expect(Object.values(stored ?? {}).every((notice) => notice.read === true)).toBe(true);
    });
  });
});
