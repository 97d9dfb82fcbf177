import { describe, expect, it } from 'vitest';
import {
  cellText,
  openConsole,
  organiserPage,
  registerAttendee,
  useBrowser,
} from './console-helpers.ts';
import { APP, adminRead, verificationLink } from './helpers.ts';

const browser = useBrowser();

describe('organiser console: events, teams and a company with a user limit', () => {
  it('creates a company with a limit of 2 and an event with teams; a third registration is refused', async () => {
    const stamp = Date.now().toString(36);
    const page = await organiserPage(browser(), '/dashboard/companies');
    await page.getByRole('link', { name: 'New company' }).click();
    const company = page.getByRole('form', { name: 'New company' });
    await company.getByLabel('Name').fill(`Tiny Co ${stamp}`);
    await company.getByLabel('User limit').fill('2');
    await company.getByLabel('Invitation code (form id)').fill(`tiny-${stamp}`);
    await company.getByRole('button', { name: 'Create the company' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: `Tiny Co ${stamp}`, exact: true }).count(), {
        timeout: 30_000,
      })
      .toBe(1);
    const companyId = new URL(page.url()).searchParams.get('company') ?? '';
    expect(companyId).toMatch(/^tiny_co_/);

    const eventId = `tiny-day-${stamp}`;
    await openConsole(page, '/dashboard/events?edit=new');
    const form = page.getByRole('form', { name: 'New event' });
    await form.getByLabel(/Event id/).fill(eventId);
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`Tiny Day ${stamp}`);
    await form.getByLabel('Starts (UTC)').fill('2026-09-01T09:00');
    // An end before the start is said by its field before anything is sent.
    await form.getByLabel('Ends (UTC)').fill('2026-09-01T08:00');
    await form.getByRole('button', { name: 'Create the event' }).click();
    await expect
      .poll(() => form.locator('#event-endsAt-error').textContent(), { timeout: 30_000 })
      .toBe('An event ends after it starts: choose an end after the start.');
    expect(await adminRead(`events/${eventId}`)).toBeNull();
    await form.getByLabel('Ends (UTC)').fill('2026-09-01T17:00');
    await form.getByRole('textbox', { name: 'Venue', exact: true }).fill('Room 1');
    await form.getByLabel('Customer company').selectOption(companyId);
    await form.getByRole('combobox', { name: 'Mode' }).selectOption('hybrid');
    for (const team of [
      'TALENTED',
      'ENTREPRENEURIAL',
      'MODERN',
      'WORLD-CLASS',
      'OBSESSIVE',
      'RESPONSIVE',
    ])
      await form.getByLabel(new RegExp(`^${team} `)).uncheck();
    await form.getByRole('button', { name: 'Create the event' }).click();
    await expect
      .poll(() => adminRead(`events/${eventId}/teams`), { timeout: 30_000 })
      .toEqual({
        AGILE: { name: 'AGILE', color: 'green' },
        'KNOCK-OUT': { name: 'KNOCK-OUT', color: 'white' },
      });
    expect(await adminRead(`companies/${companyId}/metadata`)).toMatchObject({
      userLimit: 2,
      eventTotal: 1,
      events: { [eventId]: true },
    });

    for (const n of [1, 2])
      expect(
        await registerAttendee({
          email: `tiny-${stamp}-${n}@example.com`,
          name: `Tiny ${n}`,
          eventId,
          invitationCode: `tiny-${stamp}`,
        }),
      ).not.toHaveProperty('code');
    // The seats used show on the company, live.
    await openConsole(page, `/dashboard/companies?company=${companyId}`);
    await expect
      .poll(() => page.getByTestId('seats').textContent(), { timeout: 30_000 })
      .toBe('2 of 2 seats used');

    // The third registers through the event's own form and is told why not.
    const visitor = await browser().newPage();
    await visitor.goto(`${APP}/auth/register?event=${eventId}`);
    await expect
      .poll(() => visitor.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 })
      .toBe(`Register for Tiny Day ${stamp}`);
    await visitor.getByLabel('Name').fill('Third Person');
    await visitor.getByLabel('Email', { exact: true }).fill(`tiny-${stamp}-3@example.com`);
    await visitor.getByLabel('Password', { exact: true }).fill('third-pass-123');
    await visitor.getByLabel('Company').fill('Contoso');
    await visitor.getByLabel('Team').selectOption('AGILE');
    await visitor.getByLabel('Invitation code').fill(`tiny-${stamp}`);
    await visitor.getByRole('button', { name: 'Register' }).click();
    // The code admits; the address is confirmed first, then the registration carries on.
    await expect
      .poll(() => visitor.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 })
      .toBe('Confirm your email address');
    const link = await browser().newPage();
    await link.goto(await verificationLink(`tiny-${stamp}-3@example.com`));
    await link.close();
    // The refusal is the catalogue's result, exactly as the spec writes it.
    const refusal = visitor.locator('[role="alert"][data-code="registration-limit-reached"]');
    await expect.poll(() => refusal.count(), { timeout: 30_000 }).toBe(1);
    expect(await refusal.locator('.message-result').textContent()).toBe(
      'Result: registration limit reached',
    );
    expect(await adminRead(`companies/${companyId}/userCount`)).toBe(2);
    // The event's registrants count what came in.
    await openConsole(page, '/dashboard/events', eventId);
    const row = new RegExp(`Tiny Day ${stamp}`);
    await expect
      .poll(() => page.getByRole('row', { name: row }).count(), { timeout: 30_000 })
      .toBe(1);
    await expect.poll(() => cellText(page, row, 'Registrants'), { timeout: 30_000 }).toBe('2');
    // Its customer is named, not shown by its id.
    await expect
      .poll(() => cellText(page, row, 'Customer'), { timeout: 30_000 })
      .toBe(`Tiny Co ${stamp}`);

    // Its two registrants hold Tiny Co's seats: the event stays with Tiny Co, and the form says why.
    await openConsole(page, `/dashboard/events?edit=${eventId}`, eventId);
    const edit = page.getByRole('form', { name: 'Edit the event' });
    const selector = edit.getByLabel('Customer company');
    await expect
      .poll(() => page.locator('#company-seats').textContent(), { timeout: 30_000 })
      .toBe(
        '2 registrants hold seats of this company: an event with registrants stays with its company.',
      );
    await expect
      .poll(() => selector.locator('option').count(), { timeout: 30_000 })
      .toBeGreaterThan(1);
    const elsewhere = await selector.evaluate(
      (select: HTMLSelectElement, own) =>
        [...select.options].map((option) => option.value).find((value) => value !== own) ?? '',
      companyId,
    );
    expect(elsewhere).not.toBe('');
    await selector.selectOption(elsewhere);
    await edit.getByRole('button', { name: 'Save the event' }).click();
    await expect
      .poll(() => edit.getByRole('alert').textContent(), { timeout: 30_000 })
      .toBe(
        'That step is not possible from here: an event with registrants stays with its company.',
      );
    expect(await adminRead(`events/${eventId}/metadata/customerId`)).toBe(companyId);
    expect(await adminRead(`companies/${companyId}/metadata`)).toMatchObject({
      eventTotal: 1,
      events: { [eventId]: true },
    });
    expect(await adminRead(`companies/${elsewhere}/metadata/events/${eventId}`)).toBeNull();
  });
});
