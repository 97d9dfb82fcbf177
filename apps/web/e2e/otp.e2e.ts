import { launchChromium } from '@engage/browser/launch';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP, EVENT, lastOutboxText } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('one-time code sign-in', () => {
  it('signs in with the code from the dev outbox', async () => {
    const page = await browser.newPage();
    const email = 'attendee07@demo.engage.test';
    await page.goto(`${APP}/auth/otp?event=${EVENT}`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 })
      .toBe('Enter your code');
    await page.getByLabel('Code', { exact: true }).fill('0000000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 })
      .toMatch(/^That code is not right\b/);
    const code = /(\d{10})/.exec(await lastOutboxText(email))?.[1] ?? '';
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
    await expect
      .poll(() => page.getByRole('region', { name: 'Your status' }).textContent(), {
        timeout: 20_000,
      })
      .toContain('Hello');
  });
});
