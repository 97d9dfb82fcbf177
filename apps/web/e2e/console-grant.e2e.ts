import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../src/testing/screens.ts';
import {
  createEvent,
  openConsole,
  organiserPage,
  registerAttendee,
  useBrowser,
} from './console-helpers.ts';
import {
  APP,
  adminRead,
  callAs,
  callWith,
  EVENT,
  INVITATION_CODE,
  ORGANISER,
  seededAttendee,
  signIn,
} from './helpers.ts';

const browser = useBrowser();

/** Every route of the organiser console, from the route tree's list of screens. */
const DASHBOARD_ROUTES = SCREENS.filter((screen) => screen.startsWith('/dashboard'));

/**
 * What only the first event's console shows: the console itself, the company's invitation code,
 * the organiser's and other attendees' emails (the people table and the exports show them).
 */
const CONSOLE_ONLY = [
  'seats used',
  'Registrants',
  'Organiser dashboard',
  INVITATION_CODE,
  ORGANISER,
  'attendee01@demo.engage.test',
];

/**
 * Opens a console route of the first event and expects to be sent to the home screen, with
 * nothing of the console on it (the event's public page, its speakers and teams, may show).
 */
const expectSentAway = async (page: Page, route: string) => {
  await page.goto(`${APP}${route}?event=${EVENT}`);
  await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
  await expect.poll(() => page.locator('main h1').count(), { timeout: 30_000 }).toBeGreaterThan(0);
  const seen = (await page.locator('body').textContent()) ?? '';
  for (const hidden of CONSOLE_ONLY)
    expect(seen, `${route} showed ${hidden}`).not.toContain(hidden);
};

describe('organiser console: organiser rights', () => {
  it('an attendee is sent away from the dashboard until granted organiser of the event, then sees it', async () => {
    const email = 'attendee23@demo.engage.test';
    const attendee = await browser().newContext();
    const page = await attendee.newPage();
    await signIn(page, email);
    for (const route of DASHBOARD_ROUTES) await expectSentAway(page, route);

    const desk = await organiserPage(browser(), '/dashboard/index-x', EVENT);
    await desk.getByLabel('Name or email starts with').fill('attendee23@');
    await desk.getByRole('button', { name: 'Search' }).click();
    await desk.locator('table tbody tr').first().getByRole('link').click();
    // Only the change that applies to her rights is offered: she holds none yet.
    await expect
      .poll(() => desk.getByTestId('organiser-rights').textContent(), { timeout: 30_000 })
      .toBe('Not an organiser of this event.');
    expect(await desk.getByRole('button', { name: 'Revoke organiser of this event' }).count()).toBe(
      0,
    );
    await desk.getByRole('button', { name: 'Make organiser of this event' }).click();
    await expect
      .poll(() => desk.getByRole('status').first().textContent(), { timeout: 30_000 })
      .toBe(`Organiser rights now: |e:${EVENT}|.`);
    // Read live: the other change takes its place.
    await expect
      .poll(() => desk.getByRole('button', { name: 'Revoke organiser of this event' }).count(), {
        timeout: 30_000,
      })
      .toBe(1);
    expect(await desk.getByRole('button', { name: 'Make organiser of this event' }).count()).toBe(
      0,
    );
    expect(await desk.getByTestId('organiser-rights').textContent()).toBe(
      'Organiser of this event.',
    );

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

    // The people page open, showing live data, when another organiser revokes her.
    await page.goto(`${APP}/dashboard/index-x?event=${EVENT}`);
    await page.getByLabel('Name or email starts with').fill('attendee01@');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(() => page.locator('table tbody').textContent(), { timeout: 30_000 })
      .toContain('attendee01@demo.engage.test');
    await desk.getByRole('button', { name: 'Revoke organiser of this event' }).click();
    await expect
      .poll(() => desk.getByRole('status').first().textContent(), { timeout: 30_000 })
      .toContain('No organiser rights any more');
    await expect
      .poll(() => desk.getByRole('button', { name: 'Make organiser of this event' }).count(), {
        timeout: 30_000,
      })
      .toBe(1);
    expect(await desk.getByRole('button', { name: 'Revoke organiser of this event' }).count()).toBe(
      0,
    );
    // Without a reload: signed out, on the sign-in screen, told why, nothing of the console left.
    await page.waitForURL((url) => url.pathname === '/auth/login', { timeout: 30_000 });
    await expect
      .poll(() => page.getByRole('alert').first().textContent(), { timeout: 30_000 })
      .toBe(
        'You were signed out because an organiser changed your rights or removed your account: sign in again to continue, or ask the organiser if you cannot.',
      );
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    const left = (await page.locator('body').textContent()) ?? '';
    for (const hidden of CONSOLE_ONLY) expect(left, `still showed ${hidden}`).not.toContain(hidden);
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

    const context = await browser().newContext();
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
    await edit.getByRole('textbox', { name: 'Venue', exact: true }).fill('Hall 2');
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

describe('organiser console: an organiser of another customer company', () => {
  it('is sent away from every console route of this event, and the server refuses them', async () => {
    const stamp = Date.now().toString(36);
    const created = (await callAs(ORGANISER, 'adminCreateCompany', {
      name: `Elsewhere ${stamp}`,
      subscription: 'standard',
      userLimit: 10,
      formId: `elsewhere-${stamp}`,
    })) as { id: string };
    const theirEvent = `elsewhere-${stamp}`;
    await createEvent(theirEvent, `Elsewhere Expo ${stamp}`, created.id);
    const email = `elsewhere-${stamp}@example.com`;
    const them = await registerAttendee({
      email,
      name: `Elsa ${stamp}`,
      eventId: theirEvent,
      invitationCode: `elsewhere-${stamp}`,
    });
    expect(them.code).toBeUndefined();
    await callAs(ORGANISER, 'adminSetOrganiser', {
      userKey: them.key,
      grant: true,
      customers: [created.id],
    });

    const context = await browser().newContext();
    const page = await context.newPage();
    await signIn(page, email);
    // Their own company's console opens: the grant is real, so the refusals below are of scope.
    await page.goto(`${APP}/dashboard?event=${theirEvent}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 })
      .toBe(`Elsewhere Expo ${stamp}`);
    for (const route of DASHBOARD_ROUTES) await expectSentAway(page, route);

    // Hiding is not the protection: the server refuses them this event's admin callables.
    const victim = await seededAttendee(1);
    const themeBefore = await adminRead(`themes/${EVENT}`);
    // Their first token predates the grant; the server reads the account's current rights anyway.
    for (const [name, data] of [
      ['adminAdjustPoints', { userKey: victim.key, delta: 5, reason: 'not mine' }],
      ['adminSetRep', { userKey: victim.key, isRep: true }],
      ['adminSetTheme', { eventId: EVENT, scheme: { themeColor: '#000000' } }],
    ] as const)
      expect((await callWith(them.token, name, data)).code, name).toBe('not-admin');
    expect(await adminRead(`themes/${EVENT}`)).toEqual(themeBefore);
    expect(await adminRead(`reps/${EVENT}/${victim.publicId}`)).toBeNull();
    await context.close();
  });
});
