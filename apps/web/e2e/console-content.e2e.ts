import { launchChromium } from '@engage/browser/launch';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshotsOnFailure, organiserPage } from './console-helpers.ts';
import { APP, adminRead, EVENT } from './helpers.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());
keepScreenshotsOnFailure(() => browser);

describe('organiser console: content', () => {
  it('adds a speaker with a photo and all four links; another browser sees it on /event', async () => {
    const name = `Speaker ${Date.now().toString(36)}`;
    const page = await organiserPage(browser, '/dashboard/index-old', EVENT);
    await page.getByRole('button', { name: 'Add a speaker' }).click();
    const form = page.getByRole('form', { name: 'Speaker' });
    await form.getByLabel('Speaker photo').setInputFiles({
      name: 'speaker.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect.poll(() => form.getByText('Uploaded.').count(), { timeout: 30_000 }).toBe(1);
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Topic').fill('Consoles, commas, and "quotes"');
    await form.getByLabel('Location').fill('Room 7');
    await form.getByLabel('Time').fill('16:30');
    await form.getByLabel('About').fill('Runs events.');
    for (const [label, url] of [
      ['instagram', 'https://instagram.com/speaker'],
      ['twitter', 'https://twitter.com/speaker'],
      ['linkedin', 'https://www.linkedin.com/in/speaker'],
      ['facebook', 'https://facebook.com/speaker'],
    ] as const)
      await form.getByLabel(label, { exact: true }).fill(url);
    await form.getByRole('button', { name: 'Save speaker' }).click();
    await expect.poll(() => page.getByText('Speaker saved.').count(), { timeout: 30_000 }).toBe(1);

    const speakers = (await adminRead(`speakers/${EVENT}`)) as Record<
      string,
      { name: string; image?: string; facebookURL?: string }
    >;
    const stored = Object.values(speakers).find((speaker) => speaker.name === name);
    expect(stored?.image).toMatch(new RegExp(`^speakers/${EVENT}__.+\\.png$`));
    expect(stored?.facebookURL).toBe('https://facebook.com/speaker');

    // A visitor in another browser context, not signed in, sees the new speaker on the event.
    const visitor = await browser.newContext();
    const other = await visitor.newPage();
    await other.goto(`${APP}/event?event=${EVENT}`);
    await expect
      .poll(() => other.getByText(name, { exact: true }).count(), { timeout: 30_000 })
      .toBe(1);
    await visitor.close();
  });
});
