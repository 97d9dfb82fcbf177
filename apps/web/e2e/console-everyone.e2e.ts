import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  cellText,
  freshEvent,
  openConsole,
  organiserPage,
  unregisteredOrganiser,
  useBrowser,
} from './console-helpers.ts';
import { adminRead, EVENT, seededAttendee, signIn } from './helpers.ts';

// The spec's admin list of all users (name, email, uid): an organiser of every event searches
// every event's people at once from the People screen, each row naming the person's event; an
// organiser of one event is not offered it (and the rules refuse her the index: rules tests).
const browser = useBrowser();

const search = async (page: Page, text: string, where?: 'This event' | 'Every event') => {
  await page.getByLabel('Name or email starts with').fill(text);
  if (where !== undefined) await page.getByLabel('Search in').selectOption({ label: where });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
};

describe('every event’s people', () => {
  it('an organiser of every event finds a person of another event, with their uid and event', {
    timeout: 180_000,
  }, async () => {
    const stamp = Date.now().toString(36);
    // The console is on an event of its own, where the seeded attendee is not.
    const { eventId } = await freshEvent('everyone', stamp, `Everyone ${stamp}`);
    const person = await seededAttendee(28);
    const [uid, eventName] = await Promise.all([
      adminRead<string>(`users/${person.key}/metadata/uid`),
      adminRead<string>(`events/${EVENT}/metadata/name`),
    ]);
    const page = await organiserPage(browser(), '/dashboard/index-x', eventId);

    await search(page, person.email, 'This event');
    await expect
      .poll(() => page.getByText(`Nobody matches “${person.email}”.`).count(), { timeout: 30_000 })
      .toBe(1);

    await search(page, person.email, 'Every event');
    await expect
      .poll(() => page.locator('table caption').textContent(), { timeout: 30_000 })
      .toBe('People of every event, by email');
    await expect.poll(() => page.locator('table tbody tr').count(), { timeout: 30_000 }).toBe(1);
    expect(await cellText(page, person.name, 'Email')).toBe(person.email);
    expect(await cellText(page, person.name, 'User id')).toBe(uid);
    await expect
      .poll(() => cellText(page, person.name, 'Event'), { timeout: 30_000 })
      .toBe(eventName);

    // A name prefix pages every event's index by name too.
    await search(page, person.name.slice(0, 4), 'Every event');
    await expect
      .poll(() => page.getByRole('link', { name: person.name, exact: true }).count(), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
  });

  it('an organiser of one event is not offered every event', { timeout: 120_000 }, async () => {
    const email = `one-event-${Date.now().toString(36)}@demo.engage.test`;
    await unregisteredOrganiser(email, `|e:${EVENT}|`);
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, email);
    await openConsole(page, '/dashboard/index-x', EVENT);
    await page.getByLabel('Name or email starts with').waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('Search in').count()).toBe(0);
  });
});
