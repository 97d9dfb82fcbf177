import { launchChromium } from '@engage/browser/launch';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshotsOnFailure, organiserPage } from './console-helpers.ts';
import { APP, adminRead, EVENT } from './helpers.ts';
import { ONE_PIXEL_PNG } from './png.ts';

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
      buffer: ONE_PIXEL_PNG,
    });
    await expect.poll(() => form.getByText('Uploaded.').count(), { timeout: 30_000 }).toBe(1);
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Topic').fill('Consoles, commas, and "quotes"');
    await form.getByLabel('Location').fill('Room 7');
    await form.getByLabel('Time').fill('16:30');
    await form.getByLabel('About').fill('Runs events.');
    for (const [label, url] of [
      ['Instagram', 'https://instagram.com/speaker'],
      ['Twitter', 'https://twitter.com/speaker'],
      ['LinkedIn', 'https://www.linkedin.com/in/speaker'],
      ['Facebook', 'https://facebook.com/speaker'],
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
    // What the organiser wrote about the speaker, and each profile, named for whose it is.
    expect(await other.getByText('Runs events.', { exact: true }).count()).toBe(1);
    for (const site of ['LinkedIn', 'Twitter', 'Instagram', 'Facebook'])
      expect(await other.getByRole('link', { name: `${site} profile of ${name}` }).count()).toBe(1);
    await visitor.close();
  });
});
