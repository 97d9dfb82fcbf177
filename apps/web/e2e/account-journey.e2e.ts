import { launchChromium } from '@engage/browser/launch';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP, EVENT, INVITATION_CODE, signIn, verificationLink } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Opens the event's registration form and fills in who registers. */
const fillRegistration = async (page: Page, name: string, email: string, password: string) => {
  await page.goto(`${APP}/auth/register?event=${EVENT}`);
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 })
    .toBe('Register for Northwind Summit 2026');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Company').fill('Northwind Traders');
};

describe('account journey', () => {
  it('register -> verify -> login -> profile -> edit with photo -> logout', async () => {
    const page = await browser.newPage();
    const email = `journey-${Date.now()}@example.com`;
    await fillRegistration(page, 'Journey Tester', email, 'journey-pass-1');
    await page.getByLabel('Team').selectOption('MODERN');
    // The seeded company's invitation code admits the address; it is still confirmed first, and
    // the registration carries on by itself once the link was opened (in another tab).
    await page.getByLabel('Invitation code').fill(INVITATION_CODE);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 })
      .toBe('Confirm your email address');

    const link = await verificationLink(email);
    const verify = await browser.newPage();
    await verify.goto(link);
    await verify.close();
    await page.waitForURL(`${APP}/auth?event=${EVENT}`, { timeout: 20_000 });
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Welcome, Journey Tester!');

    await page.getByRole('button', { name: 'Start playing' }).click();
    await page.waitForURL(`${APP}/?event=${EVENT}`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/auth\/login/);
    await signIn(page, email, 'journey-pass-1');
    await page.goto(`${APP}/profile`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 })
      .toBe('Journey Tester');
    expect(await page.getByText('MODERN').count()).toBeGreaterThan(0);
    expect(await page.getByRole('img', { name: 'QR code of Journey Tester' }).count()).toBe(1);
    expect(await page.getByText('Your email address is not verified yet').count()).toBe(0);

    await page.getByRole('link', { name: 'Edit your profile' }).click();
    await page.waitForURL(/\/profile\/edit/);
    await page.getByLabel('Photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await expect
      .poll(() => page.getByText('Photo saved: this is how other attendees see you.').count(), {
        timeout: 20_000,
      })
      .toBe(1);
    await page.getByLabel('Name').fill('Journey Renamed');
    await page.getByLabel(/colour/i).fill('teal');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/profile(\?|$)/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 })
      .toBe('Journey Renamed');
    const avatar = page.getByRole('img', { name: 'Photo of Journey Renamed' });
    await expect
      .poll(() => avatar.getAttribute('src'), { timeout: 20_000 })
      .toContain('uploads%2F');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/auth\/login/);
    await page.goto(`${APP}/profile`);
    await page.waitForURL(/\/auth\/login\?/);
  });

  it('without a code, at an admitted domain, registers by itself once the address is confirmed', async () => {
    const page = await browser.newPage();
    const email = `confirm-first-${Date.now()}@northwind.example`;
    await fillRegistration(page, 'Confirm First', email, 'confirm-pass-1');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 })
      .toBe('Confirm your email address');
    expect(page.url()).toContain('/auth/register');

    const verify = await browser.newPage();
    await verify.goto(await verificationLink(email));
    await verify.close();

    // No second press of Register: the app looks, and finishes the registration.
    await page.waitForURL(`${APP}/auth?event=${EVENT}`, { timeout: 20_000 });
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Welcome, Confirm First!');
  });
});
