import type { AppNotification, LedgerEntry } from '@engage/domain/store/users';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createEvent, organiserPage, registerAttendee, useBrowser } from './console-helpers.ts';
import {
  APP,
  adminRead,
  callAs,
  EVENT,
  INVITATION_CODE,
  ORGANISER,
  seededAttendee,
  signIn,
  watchToasts,
} from './helpers.ts';

const browser = useBrowser();

/** The text of one cell of a table: the one row holding `row`, the column headed `header`. */
const cellOf = async (table: Locator, row: string, header: string) => {
  const headers = await table.locator('thead th').allTextContents();
  const line = table.locator('tbody tr').filter({ hasText: row });
  return line.getByRole('cell').nth(headers.indexOf(header)).textContent();
};

const LEVEL_1 = 'You reached level 1! Press Level up on the home screen to move up.';

describe('records people can read, and notices that close the loop', () => {
  it('an award that reaches a level tells the attendee’s phone once; the console says who paid what', async () => {
    const stamp = Date.now().toString(36);
    const email = `records-${stamp}@example.com`;
    const name = `Rhea Records ${stamp}`;
    const me = await registerAttendee({
      email,
      name,
      eventId: EVENT,
      invitationCode: INVITATION_CODE,
    });
    expect(me.code).toBeUndefined();

    // The attendee's phone, on the notifications screen (its list loaded: what arrives now is news).
    const phone = await browser().newContext({ viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    await signIn(page, email);
    await page.goto(`${APP}/notifications?event=${EVENT}`);
    await expect
      .poll(() => page.getByText(/^No notifications yet\./).count(), { timeout: 30_000 })
      .toBe(1);
    await watchToasts(page);

    // 90 points from the organiser reach no level; a first connection (35 more) reaches level 1.
    await callAs(ORGANISER, 'adminAdjustPoints', { userKey: me.key, delta: 90, reason: 'welcome' });
    const partner = await seededAttendee(30);
    const { code } = (await callAs(partner.email, 'issueQrToken', {})) as { code: string };
    await callAs(email, 'awardConnection', { qr: code });

    const toasts = page.getByRole('log', { name: 'New notifications' });
    await expect.poll(() => toasts.textContent(), { timeout: 30_000 }).toContain(LEVEL_1);
    // The toast fits the phone, above the tab bar.
    const toast = toasts.locator('.toast', { hasText: LEVEL_1 });
    const box = await toast.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
    const list = page.getByRole('list', { name: 'Your notifications' });
    await expect.poll(() => list.textContent(), { timeout: 30_000 }).toContain(LEVEL_1);
    // More points short of level 2: told once, not again.
    await callAs(ORGANISER, 'adminAdjustPoints', { userKey: me.key, delta: 10, reason: 'again' });
    const notices = await adminRead<Record<string, AppNotification>>(
      `users/${me.key}/notifications`,
    );
    expect(Object.values(notices).filter((notice) => notice.kind === 'level')).toHaveLength(1);
    expect(await list.getByText(LEVEL_1).count()).toBe(1);

    // A mug bought with the points: the ledger names the prize, not its id.
    await callAs(email, 'buyPrize', { prizeId: 'mug', qty: 1, requestId: `records-${stamp}` });
    const mug = await adminRead<string>(`prizes/${EVENT}/mug/name`);

    const desk = await organiserPage(browser(), '/dashboard/index-x', EVENT);
    await desk.getByLabel('Name or email starts with').fill(`records-${stamp}@`);
    await desk.getByRole('button', { name: 'Search' }).click();
    await desk.getByRole('link', { name, exact: true }).click();
    const ledger = desk.getByRole('table', { name: 'Points ledger (newest 100)' });
    const rows = ledger.locator('tbody tr');
    // Newest first: the purchase, by the prize's name, paid by nobody but the app.
    await expect
      .poll(() => rows.first().textContent(), { timeout: 30_000 })
      .toContain(`Bought “${mug}”`);
    expect(await rows.first().textContent()).toContain('Engage (automatic)');
    expect(await rows.last().textContent()).toContain('admin: welcome');
    // The organiser's name is looked up after the row shows ("Loading the name…").
    await expect
      .poll(() => rows.last().textContent(), { timeout: 30_000 })
      .toContain('Olivia Organiser');
    expect(await cellOf(ledger, 'qr-connection', 'By')).toBe('Engage (automatic)');
    expect(await ledger.textContent()).not.toContain('A person with no profile');
    expect(await ledger.textContent()).not.toContain('buy-mug');

    // The seed's points read as what they are too.
    let seeded = partner;
    for (let n = 1; n <= 20; n += 1) {
      const candidate = await seededAttendee(n);
      const entries = Object.values(
        (await adminRead<Record<string, LedgerEntry> | null>(`ledger/${candidate.key}`)) ?? {},
      );
      if (entries.some((entry) => entry.by === 'seed')) {
        seeded = candidate;
        break;
      }
    }
    await desk.goto(`${APP}/dashboard/index-x?event=${EVENT}&user=${seeded.key}`);
    await expect
      .poll(() => cellOf(ledger, 'demo: points before the event', 'By'), { timeout: 30_000 })
      .toBe('Engage (demo data)');

    // The prize desk hands the mug over; the audit log names the purchase by its prize.
    await desk.goto(`${APP}/dashboard/prizes?event=${EVENT}`);
    await desk
      .getByRole('row', { name: new RegExp(name) })
      .first()
      .getByRole('button', { name: /Allocate/ })
      .click();
    await expect
      .poll(() => desk.getByText('Marked allocated.').count(), { timeout: 30_000 })
      .toBe(1);
    await desk.goto(`${APP}/dashboard/audit?event=${EVENT}`);
    await desk.getByRole('combobox', { name: /^Action/ }).selectOption('prize.handover');
    await expect
      .poll(() => desk.locator('tbody tr').first().textContent(), { timeout: 30_000 })
      .toContain(`Purchase “${mug}”`);
    expect(await desk.locator('tbody tr').first().textContent()).toContain(
      'State: bought → allocated',
    );
    await phone.close();
  }, 180_000);

  it('reads a theme changed twice colour by colour, newest first', async () => {
    // An event of its own: the other journeys read the seeded event's colours.
    const eventId = `records-theme-${Date.now().toString(36)}`;
    await createEvent(eventId, 'Records theme');
    for (const primary of ['#123456', '#654321'])
      await callAs(ORGANISER, 'adminSetTheme', { eventId, scheme: { palette: { primary } } });
    const desk = await organiserPage(browser(), '/dashboard/audit', eventId);
    await desk.getByRole('combobox', { name: /^Action/ }).selectOption('theme.set');
    await expect
      .poll(() => desk.locator('tbody tr').first().textContent(), { timeout: 30_000 })
      .toContain('Primary colour: #123456 → #654321');
  }, 120_000);
});
