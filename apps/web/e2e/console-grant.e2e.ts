import { launchChromium } from '@engage/browser/launch';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshotsOnFailure, openConsole, organiserPage } from './console-helpers.ts';
import { APP, adminRead, callAs, EVENT, ORGANISER, seededAttendee, signIn } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());
keepScreenshotsOnFailure(() => browser);

describe('organiser console: organiser rights', () => {
  it('an attendee is sent away from the dashboard until granted organiser of the event, then sees it', async () => {
    const email = 'attendee23@demo.engage.test';
    const attendee = await browser.newContext();
    const page = await attendee.newPage();
    await signIn(page, email);
    for (const route of [
      '/dashboard',
      '/dashboard/index-x',
      '/dashboard/index-old',
      '/dashboard/audit',
    ]) {
      await page.goto(`${APP}${route}?event=${EVENT}`);
      await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
    }

    const desk = await organiserPage(browser, '/dashboard/index-x', EVENT);
    await desk.getByLabel('Name or email starts with').fill('attendee23@');
    await desk.getByRole('button', { name: 'Search' }).click();
    await desk.locator('table tbody tr').first().getByRole('link').click();
    await desk.getByRole('button', { name: 'Make organiser of this event' }).click();
    await expect
      .poll(() => desk.getByRole('status').first().textContent(), { timeout: 30_000 })
      .toBe(`Organiser rights now: |e:${EVENT}|.`);

    // Same session, no new sign-in: the dashboard opens (the token is refreshed for the claim).
    await page.goto(`${APP}/dashboard?event=${EVENT}`);
    await expect
      .poll(() => page.getByText('Organiser dashboard').count(), { timeout: 30_000 })
      .toBe(1);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 })
      .toBe('Northwind Summit 2026');
    // A company is not theirs to create: the console does not offer it.
    await page.goto(`${APP}/dashboard/companies?event=${EVENT}`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Companies' }).count(), { timeout: 30_000 })
      .toBe(1);
    expect(await page.getByRole('link', { name: 'New company' }).count()).toBe(0);

    await desk.getByRole('button', { name: 'Revoke organiser of this event' }).click();
    await expect
      .poll(() => desk.getByRole('status').first().textContent(), { timeout: 30_000 })
      .toContain('No organiser rights any more');
    await attendee.close();
  });
});

describe('organiser console: an organiser of another event', () => {
  it('is sent away from this event’s console, and opens their own', async () => {
    const other = `side-show-${Date.now().toString(36)}`;
    const customerId = (await adminRead(`events/${EVENT}/metadata/customerId`)) as string;
    await callAs(ORGANISER, 'adminWriteEvent', {
      eventId: other,
      create: true,
      event: {
        name: 'Side Show',
        startsAt: Date.UTC(2026, 10, 1),
        endsAt: Date.UTC(2026, 10, 2),
        venue: '',
        description: '',
        customerId,
        mode: 'online',
      },
      teams: ['AGILE'],
    });
    const { email, key, name } = await seededAttendee(24);
    await callAs(ORGANISER, 'adminSetOrganiser', { userKey: key, grant: true, events: [other] });

    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, email);
    await page.goto(`${APP}/dashboard?event=${EVENT}`);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
    await page.goto(`${APP}/dashboard?event=${other}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 })
      .toBe('Side Show');

    // Granted the event, not its company: the company is a fixed value, and the event saves.
    await openConsole(page, `/dashboard/events?edit=${other}`, other);
    const edit = page.getByRole('form', { name: 'Edit the event' });
    await expect
      .poll(() => edit.getByRole('textbox', { name: 'Customer company' }).inputValue(), {
        timeout: 30_000,
      })
      .toBe(`Company “${customerId}”`);
    await edit.getByLabel('Venue').fill('Hall 2');
    await edit.getByRole('button', { name: 'Save the event' }).click();
    await expect
      .poll(() => edit.getByRole('status').textContent(), { timeout: 30_000 })
      .toBe('Event saved.');
    expect(await adminRead(`events/${other}/metadata`)).toMatchObject({
      venue: 'Hall 2',
      customerId,
    });

    // The log says it in words, names the person granted (never their key), shows what changed.
    await openConsole(page, '/dashboard/audit', other);
    const updated = page.getByRole('row', { name: /Event updated/ });
    await expect
      .poll(() => updated.textContent(), { timeout: 30_000 })
      .toContain('Venue: — → Hall 2');
    const granted = page.getByRole('row', { name: /Organiser rights changed/ });
    await expect.poll(() => granted.textContent(), { timeout: 30_000 }).toContain(name);
    const grantedText = (await granted.textContent()) ?? '';
    expect(grantedText).toContain(`Organiser rights: none → events ${other}`);
    expect(grantedText).not.toContain(key);
    await context.close();
  });
});
