import { userNodes } from '@engage/domain/store/users';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../src/testing/screens.ts';
import {
  APP,
  adminRead,
  adminUpdate,
  chromiumForFile,
  EVENT,
  heading,
  PASSWORD,
  seededAttendee,
  shows,
  signIn,
} from './helpers.ts';

// The states of issue 13 in a real browser against the dev stack: the bad-event 404 everywhere,
// one signed-in state across tabs and history, the leaderboard loaded directly, and buying with
// a confirmation.
const browser = chromiumForFile();

describe('a link naming an event that does not exist', () => {
  it('is the 404 on every screen, signed out', async () => {
    const page = await browser().newPage();
    for (const path of SCREENS) {
      await page.goto(`${APP}${path}?event=no-such-event`);
      await heading(page, `Page not found: ${path}`);
    }
    await page.close();
  });
});

describe('signed in', () => {
  it('loads the leaderboard directly with its rows and the attendee’s own place', async () => {
    const attendee = await seededAttendee(18);
    const context = await browser().newContext();
    const page = await context.newPage();
    await signIn(page, attendee.email);
    // A fresh load: the session is restored from storage while the board's listen starts.
    await page.goto(`${APP}/leaderboard?event=${EVENT}`);
    await page.getByRole('table').getByRole('row').nth(1).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('table').getByRole('row').count()).toBeGreaterThan(1);
    await shows(page, /You (are number \d+|have \d+ points)/);
    await context.close();
  });

  it('Back after sign-in does not return to the form, and the ways in say you are signed in', async () => {
    const attendee = await seededAttendee(18);
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${APP}/event?event=${EVENT}`);
    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await page.getByLabel('Email', { exact: true }).fill(attendee.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/auth');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/event');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    await page.goto(`${APP}/auth/login?event=${EVENT}`);
    await heading(page, 'You are signed in');
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
    await context.close();
  });

  it('signing out in one tab sends the other tab to sign-in, not to a blank screen', async () => {
    const attendee = await seededAttendee(19);
    const context = await browser().newContext();
    const first = await context.newPage();
    await signIn(first, attendee.email);
    const second = await context.newPage();
    await second.goto(`${APP}/profile?event=${EVENT}`);
    await heading(second, attendee.name);
    await first
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Sign out' })
      .click();
    await first.waitForURL((url) => url.pathname === '/auth/login');
    await second.waitForURL((url) => url.pathname === '/auth/login', { timeout: 20_000 });
    await heading(second, 'Sign in to your event');
    await context.close();
  });
});

describe('the market', () => {
  it('explains a refusal, asks for a confirmation and charges the quantity once', async () => {
    const attendee = await seededAttendee(17);
    await adminUpdate(userNodes.balance(attendee.key), { totalPoints: 400, spentPoints: 0 });
    const context = await browser().newContext();
    const page = await context.newPage();
    await signIn(page, attendee.email);
    await page.goto(`${APP}/market?event=${EVENT}`);
    await shows(page, /Balance: 400 points/);
    const headphones = page
      .getByRole('listitem')
      .filter({ hasText: 'Noise-cancelling headphones' });
    expect(await headphones.getByRole('button', { name: /Buy/ }).isDisabled()).toBe(true);
    await shows(page, 'You need 600 more points.');
    const mug = page.getByRole('listitem').filter({ hasText: 'Summit mug' });
    await mug.getByLabel('Quantity').selectOption('2');
    await mug.getByRole('button', { name: 'Buy Summit mug' }).click();
    await mug.getByRole('button', { name: 'Yes, spend 100 points' }).click();
    await shows(page, 'Bought for 100 points.');
    await shows(page, /Balance: 300 points/);
    expect(await adminRead<number>(userNodes.spentPoints(attendee.key))).toBe(100);
    await page.getByRole('link', { name: '← Back to the event' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
