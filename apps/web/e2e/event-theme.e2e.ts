import { launchChromium } from '@engage/browser/launch';
import { PORTS } from '@engage/devstack/stack';
import { encodeUserKey } from '@engage/domain/user-key';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP, callAs, EVENT, ORGANISER, pixelOf, signIn } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('event login', () => {
  it('shows the event colours for ?event= and the default white theme without it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${APP}/auth/login?event=${EVENT}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 })
      .toBe('Sign in to your event');
    const themed = await page.screenshot();
    // The seeded scheme's header colour is #4c1d95 (76, 29, 149); the banner sits at the left.
    expect(await pixelOf(page, themed, 20, 400)).toEqual([76, 29, 149]);

    await page.goto(`${APP}/auth/login`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');
    const plain = await page.screenshot();
    expect(await pixelOf(page, plain, 20, 400)).toEqual([255, 255, 255]);
    expect(themed.equals(plain)).toBe(false);
  });

  it('shows the signed-in attendee’s event colours when the link names no event', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(page, 'attendee12@demo.engage.test');
    await page.goto(`${APP}/`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 })
      .toBe('Northwind Summit 2026');
    expect(new URL(page.url()).searchParams.has('event')).toBe(false);
    // The header takes the seeded scheme's header colour, #4c1d95, once the session names the event.
    await expect
      .poll(async () => pixelOf(page, await page.screenshot(), 5, 5), { timeout: 20_000 })
      .toEqual([76, 29, 149]);
  });

  it('keeps ?event= while navigating', async () => {
    const page = await browser.newPage();
    // The boards are for the event's signed-in attendees only.
    const viewer = 'attendee13@demo.engage.test';
    await signIn(page, viewer);
    await page.goto(`${APP}/?event=${EVENT}`);
    await page.getByRole('link', { name: 'Leaderboard', exact: true }).click();
    await page.waitForURL(`${APP}/leaderboard?event=${EVENT}`);
    await expect
      .poll(() => page.locator('table caption').first().textContent(), { timeout: 20_000 })
      .toBe('Top 20 attendees');
    expect(await page.locator('tbody tr').count()).toBe(20);
    // A score changed on the server (an organiser's adjustment, which publishes the board's
    // snapshot) moves the row live, with no reload.
    // The last of the board who is not the viewer: the viewer's own row carries a "You" tag
    // (and earlier journeys can leave the viewer last).
    const viewerKey = encodeUserKey(viewer);
    if (!viewerKey.ok) throw new Error(`${viewer} has no user key`);
    const viewerId = (await (
      await fetch(
        `http://127.0.0.1:${PORTS.database}/users/${viewerKey.value}/metadata/publicId.json?ns=demo-engage-default-rtdb&auth=owner`,
      )
    ).json()) as string;
    const entries = (await (
      await fetch(
        `http://127.0.0.1:${PORTS.database}/leaderboards/${EVENT}/all.json?ns=demo-engage-default-rtdb&auth=owner&orderBy="score"&limitToFirst=2`,
      )
    ).json()) as Record<string, { name: string; score: number }>;
    const [publicId, last] = Object.entries(entries)
      .filter(([id]) => id !== viewerId)
      .sort(([, a], [, b]) => a.score - b.score)[0] ?? ['', { name: '', score: 0 }];
    expect(viewerId).toMatch(/\S/);
    expect(publicId).toMatch(/\S/);
    const userKey = (await (
      await fetch(
        `http://127.0.0.1:${PORTS.database}/publicIds/${publicId}.json?ns=demo-engage-default-rtdb&auth=owner`,
      )
    ).json()) as string;
    // Enough to pass whoever leads now (another journey may have given someone a big adjustment).
    const top = (await (
      await fetch(
        `http://127.0.0.1:${PORTS.database}/leaderboards/${EVENT}/all.json?ns=demo-engage-default-rtdb&auth=owner&orderBy="score"&limitToLast=1`,
      )
    ).json()) as Record<string, { score: number }>;
    const lead = Math.max(0, ...Object.values(top).map((entry) => entry.score));
    await callAs(ORGANISER, 'adminAdjustPoints', {
      userKey,
      delta: lead + 50_000,
      reason: 'e2e: top',
    });
    await expect
      .poll(() => page.locator('tbody tr').first().locator('td').nth(1).textContent(), {
        timeout: 20_000,
      })
      .toBe(last.name);
  });

  it('leaves the app for a speaker profile only through the external link', async () => {
    const page = await browser.newPage();
    await page.goto(`${APP}/?event=${EVENT}`);
    const link = page.getByRole('link', { name: 'LinkedIn profile of Helena Okoye' });
    await expect.poll(() => link.count(), { timeout: 20_000 }).toBe(1);
    const leaving = page.waitForRequest((request) =>
      request.url().startsWith('https://www.linkedin.com/in/helena-okoye'),
    );
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await link.click();
    await leaving;
    expect(errors).toEqual([]);
  });

  it('shows the 404 text inside the layout', async () => {
    const page = await browser.newPage();
    await page.goto(`${APP}/no-such-page`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 })
      .toBe('Page not found: /no-such-page');
    expect(await page.getByRole('link', { name: 'Back to the home page' }).count()).toBe(1);
  });
});
