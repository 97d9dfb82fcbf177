import { launchChromium } from '@engage/browser/launch';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAttendee } from './console-helpers.ts';
import {
  APP,
  adminRead,
  adminUpdate,
  EVENT,
  INVITATION_CODE,
  ORGANISER,
  seededAttendee,
  signIn,
  watchToasts,
} from './helpers.ts';
import { ONE_PIXEL_PNG } from './png.ts';

// The words of an award on 390 px phones: every point the server paid, said to both sides and
// what for; a trivia answer with the right answer and the pick; a board with nothing published
// that says so to an organiser who is not an attendee of its event.
const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A new attendee of the event, registered now and signed in on a phone of their own. */
const newPhoneAs = async (first: string, path: string) => {
  const stamp = Date.now().toString(36);
  const person = {
    email: `${first.toLowerCase()}-${stamp}@example.com`,
    name: `${first} Words ${stamp}`,
  };
  const { code } = await registerAttendee({
    ...person,
    eventId: EVENT,
    invitationCode: INVITATION_CODE,
  });
  expect(code).toBeUndefined();
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, person.email);
  await page.goto(`${APP}${path}?event=${EVENT}`);
  return { person, page };
};

const phoneAs = async (n: number, path: string) => {
  const person = await seededAttendee(n);
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, person.email);
  await page.goto(`${APP}${path}?event=${EVENT}`);
  return { person, page };
};

describe('award messages on a phone', () => {
  it('tells the partner of a first connection every point it paid, not only the connection', async () => {
    // Two new attendees: a seeded one may have met someone in another journey already, and then
    // a scan pays no QR networking completion (the first CI run of this journey met just that).
    const a = await newPhoneAs('Wanda', '/connect');
    const b = await newPhoneAs('Bram', '/connect');
    const code = a.page.locator('.short-code');
    await expect.poll(() => code.getAttribute('data-code'), { timeout: 20_000 }).toMatch(/\w+/);
    const toldToA = await watchToasts(a.page);
    await b.page.getByLabel('Their code').fill((await code.getAttribute('data-code')) ?? '');
    await b.page.getByLabel('Their code').press('Enter');
    const status = b.page.getByRole('status').filter({ hasText: 'points for you, ' });
    await expect
      .poll(async () => (await status.textContent())?.trim(), { timeout: 30_000 })
      .toMatch(new RegExp(`\\+\\d+ for ${a.person.name}`));
    const [, partnerAwarded] = [...((await status.textContent()) ?? '').matchAll(/\+(\d+)/g)].map(
      (match) => Number(match[1]),
    );
    // Was "+10 points: you connected with …" when the call paid A 35 (the QR networking game).
    await expect
      .poll(toldToA, { timeout: 20_000 })
      .toContain(
        `+${partnerAwarded} points: you connected with ${b.person.name} (10 for connecting, 25 for completing QR networking)`,
      );
  });

  it('shows the right answer and the pick after a trivia answer, and what it paid', async () => {
    const { page } = await phoneAs(13, '/trivia');
    const options = page.locator('.trivia-options button');
    await options.first().waitFor({ timeout: 20_000 });
    const picked = (await options.last().textContent())?.trim() ?? '';
    await options.last().click();
    const outcome = page.locator('.trivia-outcome');
    await expect
      .poll(async () => (await outcome.textContent())?.trim(), { timeout: 20_000 })
      .toMatch(
        new RegExp(
          `^(Right: it is ${picked}\\. \\+\\d+ points|Not this time: it is .+, you picked ${picked}\\. )`,
        ),
      );
  });
});

describe('a board with nothing published', () => {
  it('says so to an organiser of an event she is not an attendee of, instead of loading forever', async () => {
    const eventId = 'words-empty';
    await adminUpdate(`events/${eventId}`, {
      metadata: { name: 'Words Empty Summit', registrants: 0 },
    });
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, ORGANISER);
    // An organiser lands on the dashboard, not on an attendee home at Level 0.
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.goto(`${APP}/leaderboard?event=${eventId}`);
    await page.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor({ timeout: 20_000 });
    await page.getByText(/^No scores yet/).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('status', { name: /Loading/ }).count()).toBe(0);
  });
});

describe('the traps and the ways forward on a phone', () => {
  it('applies a profile photo when it is uploaded, with a preview, and no Save', async () => {
    const { person, page } = await phoneAs(14, '/profile/edit');
    await page.getByLabel('Photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: ONE_PIXEL_PNG,
    });
    await page
      .getByText('Photo saved: this is how other attendees see you.')
      .waitFor({ timeout: 20_000 });
    await expect
      .poll(() => adminRead<string | null>(`users/${person.key}/metadata/photo`), {
        timeout: 20_000,
      })
      .toMatch(/^uploads\/.+\/photo$/);
    await expect
      .poll(() =>
        page.getByRole('img', { name: 'Your photo, as others see it' }).getAttribute('src'),
      )
      .toContain('token=');
  });

  it('names empty sign-in fields apart from a wrong password', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${APP}/auth/login?event=${EVENT}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 })
      .toBe('Email: enter the address you registered with. Password: enter your password.');
  });

  it('keeps the 404 words of a bad event link and offers a way forward', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${APP}/event?event=no-such-event`);
    await page.getByText('Page not found: /event').waitFor({ timeout: 20_000 });
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
  });
});
