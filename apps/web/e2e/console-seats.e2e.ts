import { launchChromium } from '@engage/browser/launch';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshotsOnFailure, organiserPage } from './console-helpers.ts';
import {
  APP,
  adminRead,
  adminUpdate,
  EVENT,
  INVITATION_CODE,
  verificationLink,
} from './helpers.ts';

let browser: Browser;
let customerId = '';
beforeAll(async () => {
  browser = await launchChromium();
  customerId = await adminRead<string>(`events/${EVENT}/metadata/customerId`);
});
afterAll(async () => {
  // The seeded company's policy as the seed left it, for the journeys that come after.
  await adminUpdate(`companies/${customerId}`, {
    admission: { code: true, domains: ['northwind.example'] },
  });
  await browser?.close();
});
keepScreenshotsOnFailure(() => browser);

const stamp = Date.now();

/** An attendee's phone (390 px wide) on the event's registration form, filled in. */
const registrant = async (name: string, email: string, code = '') => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${APP}/auth/register?event=${EVENT}`);
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 })
    .toBe('Register for Northwind Summit 2026');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('seat-pass-123');
  await page.getByLabel('Company').fill('Anywhere');
  if (code !== '') await page.getByLabel('Invitation code').fill(code);
  await page.getByRole('button', { name: 'Register' }).click();
  return page;
};

const headingOf = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

/** The link the Auth emulator mailed, opened in another tab as a person would. */
const openLink = async (email: string) => {
  const tab = await browser.newPage();
  await tab.goto(await verificationLink(email));
  await tab.close();
};

/** Nothing on the phone's page is wider than the phone. */
const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

describe('seats: the organiser sets who takes one, approves and releases; attendees register', () => {
  it('a policy set from the console decides registration, on a phone, with and without a code', async () => {
    const console = await organiserPage(browser, `/dashboard/companies?company=${customerId}`);
    const policy = console.getByRole('form', { name: 'Who takes a seat' });
    await expect.poll(() => policy.count(), { timeout: 30_000 }).toBe(1);
    await policy.getByLabel(/With the invitation code/).check();
    await policy.getByLabel(/Email domains admitted/).fill('northwind.example');
    await policy.getByLabel(/after an organiser approves them/).check();
    await policy.getByRole('button', { name: 'Save admission' }).click();
    await expect
      .poll(() => console.getByText('Admission saved.').count(), { timeout: 30_000 })
      .toBe(1);
    const stored = await adminRead<{ code: boolean; domains: object; approval: boolean }>(
      `companies/${customerId}/admission`,
    );
    // Read over REST, a list is an object by index.
    expect({ ...stored, domains: Object.values(stored.domains) }).toEqual({
      code: true,
      domains: ['northwind.example'],
      approval: true,
    });

    // A wrong code is said to be wrong, by its field, and nothing is kept of the account.
    const wrong = await registrant('Wrong Code', `wrong-${stamp}@elsewhere.example`, 'nope-2026');
    const problem = wrong.locator('#code-problem');
    await expect
      .poll(() => problem.textContent(), { timeout: 30_000 })
      .toBe('That invitation code is not right: check it with your organiser.');
    expect(await wrong.getByLabel('Invitation code').getAttribute('aria-invalid')).toBe('true');
    await fitsThePhone(wrong);

    // With the code: the address is confirmed, and the registration finishes by itself.
    const coded = `coded-${stamp}@elsewhere.example`;
    const withCode = await registrant('Code Holder', coded, INVITATION_CODE);
    await expect
      .poll(() => headingOf(withCode), { timeout: 30_000 })
      .toBe('Confirm your email address');
    await fitsThePhone(withCode);
    await openLink(coded);
    await withCode.waitForURL(`${APP}/auth?event=${EVENT}`, { timeout: 30_000 });
    await expect.poll(() => headingOf(withCode)).toBe('Welcome, Code Holder!');

    // Without a code, at no admitted domain: confirmed, then pending until approved.
    const asking = `asking-${stamp}@elsewhere.example`;
    const pending = await registrant('Asking Person', asking);
    await expect
      .poll(() => headingOf(pending), { timeout: 30_000 })
      .toBe('Confirm your email address');
    await openLink(asking);
    await expect.poll(() => headingOf(pending), { timeout: 30_000 }).toBe('Waiting for approval');
    await fitsThePhone(pending);
    const seatsBefore = await adminRead<number>(`companies/${customerId}/userCount`);

    await console.reload();
    const approve = console.getByRole('button', { name: 'Approve Asking Person' });
    await expect.poll(() => approve.count(), { timeout: 30_000 }).toBe(1);
    await approve.click();
    await pending.waitForURL(`${APP}/auth?event=${EVENT}`, { timeout: 30_000 });
    await expect.poll(() => headingOf(pending)).toBe('Welcome, Asking Person!');
    expect(await adminRead(`companies/${customerId}/userCount`)).toBe(seatsBefore + 1);

    // The organiser releases the code holder's seat: the count comes down by one, once.
    const release = console.getByRole('button', { name: 'Release seat Code Holder' });
    await expect.poll(() => release.count(), { timeout: 30_000 }).toBe(1);
    await release.click();
    await console.getByRole('button', { name: 'Confirm release Code Holder' }).click();
    await expect
      .poll(() => console.getByText(/Seat released/).count(), { timeout: 30_000 })
      .toBe(1);
    await expect
      .poll(() => adminRead(`companies/${customerId}/userCount`), { timeout: 30_000 })
      .toBe(seatsBefore);
    await expect
      .poll(() => console.getByRole('button', { name: 'Release seat Code Holder' }).count())
      .toBe(0);
  }, 300_000);

  it('an approval past the last seat is refused in the console, naming why, and holds no seat', async () => {
    const company = `companies/${customerId}`;
    const [taken, limit] = await Promise.all([
      adminRead<number>(`${company}/userCount`),
      adminRead<number>(`${company}/metadata/userLimit`),
    ]);
    const uid = `late-asker-${stamp}`;
    try {
      // Every seat taken, and one more registrant waiting for approval.
      await adminUpdate(`${company}/metadata`, { userLimit: taken });
      await adminUpdate(`applications/${customerId}`, {
        [uid]: {
          key: `late-asker-${stamp}_at_elsewhere_example`,
          name: 'Late Asker',
          email: `late-asker-${stamp}@elsewhere.example`,
          eventId: EVENT,
          state: 'pending',
          at: Date.now(),
        },
      });
      const console = await organiserPage(browser, `/dashboard/companies?company=${customerId}`);
      const approve = console.getByRole('button', { name: 'Approve Late Asker' });
      await expect.poll(() => approve.count(), { timeout: 30_000 }).toBe(1);
      await approve.click();
      await expect
        .poll(() => console.locator('[role="alert"][data-code="seats-full"]').textContent(), {
          timeout: 30_000,
        })
        .toContain(
          'Every seat of this company is taken: release a seat or raise the user limit, then approve again.',
        );
      expect(await adminRead(`${company}/userCount`)).toBe(taken);
      expect(await adminRead(`applications/${customerId}/${uid}/state`)).toBe('pending');
      expect(await adminRead(`${company}/seatClaims/${uid}`)).toBeNull();
    } finally {
      await adminUpdate(`${company}/metadata`, { userLimit: limit });
      await adminUpdate(`applications/${customerId}`, { [uid]: null });
    }
  }, 120_000);
});
