import { launchChromium } from '@engage/browser/launch';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshotsOnFailure } from './console-helpers.ts';
import { APP, adminRead, EVENT, seededAttendee, signIn } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());
keepScreenshotsOnFailure(() => browser);

const NAME_REFUSED =
  'Name: enter a name, up to 100 characters, in plain text, not an email address.';

describe('profile name', () => {
  it('a name that turns text around or reads like an address is refused by its field, at 390 px', async () => {
    const person = await seededAttendee(3);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, person.email);
    await page.goto(`${APP}/profile/edit?event=${EVENT}`);
    const name = page.getByLabel('Name', { exact: true });
    const alert = page.getByRole('alert');
    for (const refused of [`${person.name} \u202egnp.exe`, 'someone@demo.engage.test']) {
      await name.fill(refused);
      await page.getByRole('button', { name: 'Save' }).click();
      await alert.waitFor({ timeout: 20_000 });
      expect(await alert.textContent()).toBe(NAME_REFUSED);
      // Still on the form, nothing saved, and the refusal fits the phone.
      expect(new URL(page.url()).pathname).toBe('/profile/edit');
      expect(await adminRead(`users/${person.key}/metadata/name`)).toBe(person.name);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    }
    // A name typed with a combining mark is kept, composed.
    await name.fill(`${person.name} Zoe\u0308`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/profile', { timeout: 20_000 });
    await expect
      .poll(() => adminRead(`users/${person.key}/metadata/name`))
      .toBe(`${person.name} Zo\u00eb`);
    // And back, through the same form.
    await page.goto(`${APP}/profile/edit?event=${EVENT}`);
    await name.fill(person.name);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/profile', { timeout: 20_000 });
    await expect.poll(() => adminRead(`users/${person.key}/metadata/name`)).toBe(person.name);
    await context.close();
  });
});
