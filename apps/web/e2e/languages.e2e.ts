import { launchChromium } from '@engage/browser/launch';
import { pageNotFoundMessage } from '@engage/domain/errors';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshotsOnFailure, registerAttendee } from './console-helpers.ts';
import { APP, callAs, EVENT, fitsWidth, INVITATION_CODE, ORGANISER, PASSWORD } from './helpers.ts';

// A Dutch phone: the browser's language picks Dutch (shell, login, home, numbers the Dutch way),
// the spec's error texts stay as written, and the switch to English applies at once and is
// remembered on the device. A fresh attendee of their own, so no shared state changes.
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());
keepScreenshotsOnFailure(() => browser);

/**
 * English words a Dutch screen must not show: common words of our copy that are not Dutch too
 * ("Team", "Level", "Open", "Home", "Menu", "Scan" and "Connect" are, so they are not here).
 */
const ENGLISH = [
  'the',
  'your',
  'you',
  'and',
  'with',
  'points',
  'loading',
  'sign',
  'edit',
  'rank',
  'name',
  'company',
  'colour',
  'mark',
  'read',
  'unread',
  'games',
  'network',
  'card',
  'square',
  'squares',
  'how',
  'play',
  'leaderboard',
  'profile',
  'notifications',
  'welcome',
  'yet',
  'no',
  'earned',
  'locked',
  'picture',
  'trivia',
  'small',
  'talk',
  'event’s',
  // A bingo square's words ("Works in Sales", "Anyone you have not met"); "met" is Dutch too.
  'works',
  'likes',
  'from',
  'joins',
  'here',
  'person',
  'another',
  'anyone',
];

/** A dealt square in Dutch: its words (`bingoSquareWords`), then the value it was made of. */
const DUTCH_SQUARE =
  /^(Werkt bij .+|Komt uit .+|Houdt van .+|Zit in team .+|Een standvertegenwoordiger|In een ander team|Doet online mee|Is er ter plaatse|Iemand die je nog niet kent)$/;

/**
 * What the organisers and the server wrote (the event's description, speakers, sponsors,
 * sessions, announcements, a notification's stored text) is content, not the app's words: left out.
 */
const CONTENT = [
  '.event-heading',
  '.event > p:not(.event-when)',
  '.speaker-text > span',
  '.speaker-about',
  '.sponsor > span',
  '.notification-text',
  '.announcement-text',
  // The programme's sessions and rooms, as the organiser named them (the home's now and next).
  '.session-title',
  '.session-room',
];

/** The English words on the page, its content and the names and brands (`allowed`) left out. */
const englishOn = async (page: Page, allowed: readonly string[]): Promise<string[]> => {
  let text = await page.evaluate((content) => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    for (const element of copy.querySelectorAll(content.join(','))) element.remove();
    // innerText of a node outside the document has no layout: textContent, spaced by elements.
    for (const element of copy.querySelectorAll('*')) element.append(' ');
    return copy.textContent ?? '';
  }, CONTENT);
  for (const phrase of allowed) text = text.replaceAll(phrase, ' ');
  const words = new Set(text.toLowerCase().split(/[^\p{L}’']+/u));
  return ENGLISH.filter((word) => words.has(word));
};

describe('two languages', () => {
  it('speaks Dutch to a Dutch browser and English once switched, remembered after a reload', async () => {
    const stamp = Date.now().toString(36);
    const email = `taal-${stamp}@example.com`;
    const attendee = await registerAttendee({
      email,
      name: `Sanne ${stamp}`,
      eventId: EVENT,
      invitationCode: INVITATION_CODE,
    });
    expect(attendee.code).toBeUndefined();
    await callAs(ORGANISER, 'adminAdjustPoints', {
      userKey: attendee.key,
      delta: 1250,
      reason: 'languages journey',
    });

    const context = await browser.newContext({
      locale: 'nl-NL',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();

    await page.goto(`${APP}/auth/login?event=${EVENT}`);
    await page.getByRole('heading', { name: 'Log in bij je event' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');
    expect(await page.getByLabel('Taal').inputValue()).toBe('nl');
    expect(await fitsWidth(page)).toBe(true);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });

    // The home screen and the shell in Dutch, the points written the Dutch way.
    await page.getByText(`Hoi Sanne ${stamp}!`).waitFor({ timeout: 20_000 });
    await page.locator('.level-points', { hasText: '1.250 punten' }).waitFor({ timeout: 20_000 });
    const tabs = page.getByRole('navigation', { name: 'Tabbladen' });
    expect(await tabs.getByRole('link').allTextContents()).toEqual([
      'Home',
      'Connect',
      'Spelen',
      'Ranglijst',
    ]);
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(await nav.getByRole('link', { name: 'Profiel' }).isVisible()).toBe(true);
    expect(await nav.getByRole('button', { name: 'Uitloggen' }).isVisible()).toBe(true);
    expect(await fitsWidth(page)).toBe(true);
    await page.waitForFunction(() => document.title.startsWith('Home'));

    // A spec error text is shown exactly as the catalogue writes it, in the Dutch screen.
    await page.goto(`${APP}/no-such-screen?event=${EVENT}`);
    const notFound = page.getByRole('heading', { level: 1 });
    await notFound.waitFor();
    expect(await notFound.textContent()).toBe(pageNotFoundMessage('/no-such-screen'));
    await page.getByRole('link', { name: 'Terug naar de startpagina' }).waitFor();
    await page.waitForFunction(() => document.title.startsWith('Pagina niet gevonden'));

    // Switched to English in the menu: at once, without a reload, and still after one.
    await page.goto(`${APP}/?event=${EVENT}`);
    await page.locator('.level-points', { hasText: '1.250 punten' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Menu' }).click();
    const marker = await page.evaluate(() => {
      (window as { stayed?: boolean }).stayed = true;
      return true;
    });
    expect(marker).toBe(true);
    await page.getByLabel('Taal').selectOption('en');
    await page.locator('.level-points', { hasText: '1,250 points' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Tabs' })
      .getByRole('link', { name: 'Play' })
      .waitFor();
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.reload();
    await page.getByText(`Hello Sanne ${stamp}!`).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(
      await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link').allTextContents(),
    ).toEqual(['Home', 'Connect', 'Play', 'Leaderboard']);
    await context.close();
  });

  it('walks a Dutch phone through home, a game, the board, the profile and notifications', async () => {
    const stamp = Date.now().toString(36);
    const email = `wandel-${stamp}@example.com`;
    const name = `Daan ${stamp}`;
    const attendee = await registerAttendee({
      email,
      name,
      eventId: EVENT,
      invitationCode: INVITATION_CODE,
    });
    expect(attendee.code).toBeUndefined();
    const context = await browser.newContext({
      locale: 'nl-NL',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(`${APP}/auth/login?event=${EVENT}`);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
    // Names and brands are not UI words: the attendee's and the app's own name.
    const allowed = [name, 'Engage'];

    const screens: readonly [path: string, ready: string][] = [
      ['/', `Hoi ${name}!`],
      ['/bingo', 'Zo speel je'],
      ['/leaderboard', 'Top 20 deelnemers'],
      ['/profile', 'Je profiel bewerken'],
      ['/notifications', 'Meldingen'],
    ];
    for (const [path, ready] of screens) {
      await page.goto(`${APP}${path}?event=${EVENT}`);
      await page.locator('main').getByText(ready).first().waitFor({ timeout: 20_000 });
      // Live parts (the card, the board) settle before the words are read.
      await page.waitForLoadState('networkidle');
      expect({ path, english: await englishOn(page, allowed) }).toEqual({ path, english: [] });
      expect(await fitsWidth(page)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');
    }

    // The card the server dealt, each square told in Dutch from its kind and value; the values
    // (departments, teams, companies) are the attendees' own words.
    await page.goto(`${APP}/bingo?event=${EVENT}`);
    const squares = page.locator('.bingo-trait');
    await squares.nth(8).waitFor({ timeout: 20_000 });
    const words = await squares.allTextContents();
    expect(words).toHaveLength(9);
    expect(words.filter((text) => !DUTCH_SQUARE.test(text))).toEqual([]);
    expect(words.some((text) => /^(Werkt bij|Zit in team) /.test(text))).toBe(true);
    await context.close();
  });

  it('shows the console to a Dutch organiser in Dutch', async () => {
    const context = await browser.newContext({ locale: 'nl-NL' });
    const page = await context.newPage();
    await page.goto(`${APP}/auth/login?event=${EVENT}`);
    await page.getByLabel('E-mail', { exact: true }).fill(ORGANISER);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'), { timeout: 20_000 });
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await nav.getByRole('link', { name: 'Overzicht' }).waitFor({ timeout: 20_000 });
    for (const link of ['Mensen', 'Inhoud', 'Bedrijven', 'Prijzenbalie', 'Logboek'])
      expect(await nav.getByRole('link', { name: link }).isVisible()).toBe(true);
    await page.waitForFunction(() => document.title.startsWith('Dashboard'));
    await context.close();
  });
});
