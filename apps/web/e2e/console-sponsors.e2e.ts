import { launchChromium } from '@engage/browser/launch';
import { storagePaths } from '@engage/domain/store/storage';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshotsOnFailure, organiserPage } from './console-helpers.ts';
import { APP, adminRead, callAs, EVENT, ORGANISER } from './helpers.ts';
import { ONE_PIXEL_PNG } from './png.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());
keepScreenshotsOnFailure(() => browser);

/** Uploads a one-pixel PNG through a form's picture field and waits until it is stored. */
const uploadPicture = async (page: Page, form: string, label: string) => {
  const scope = page.getByRole('form', { name: form });
  await scope.getByLabel(label).setInputFiles({
    name: 'picture.png',
    mimeType: 'image/png',
    buffer: ONE_PIXEL_PNG,
  });
  await expect.poll(() => scope.getByText('Uploaded.').count(), { timeout: 30_000 }).toBe(1);
};

/** How many of a console list's items are labelled `label` (each item's Edit button names it). */
const listed = (list: Locator, label: string) =>
  list.getByRole('button', { name: `Edit ${label}`, exact: true }).count();

/** A visitor's page (another browser context, not signed in) on one of the app's screens. */
const visitorOn = async (path: string) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${APP}${path}?event=${EVENT}`);
  return { context, page };
};

describe('organiser console: sponsors and prizes', () => {
  it('creates a named sponsor with a logo, edits it; attendees see it on /event until it is deleted', async () => {
    const tag = Date.now().toString(36);
    const category = `Tier ${tag}`;
    const first = `Sponsor ${tag}`;
    const renamed = `Renamed sponsor ${tag}`;
    const page = await organiserPage(browser, '/dashboard/index-old', EVENT);
    const sponsors = page.getByRole('region', { name: 'Sponsors', exact: true });

    await sponsors.getByRole('button', { name: 'Add a sponsor' }).click();
    await uploadPicture(page, 'Sponsor', 'Sponsor logo');
    const form = page.getByRole('form', { name: 'Sponsor' });
    await form.getByLabel('Name', { exact: true }).fill(first);
    await form.getByLabel('Category', { exact: true }).fill(category);
    await form.getByLabel('Paragraph', { exact: true }).fill('Pays for the journey.');
    await form.getByLabel('Website', { exact: true }).fill('https://sponsor.example.com');
    await form.getByRole('button', { name: 'Save sponsor' }).click();
    await expect.poll(() => page.getByText('Sponsor saved.').count(), { timeout: 30_000 }).toBe(1);

    // Stored with its name and the logo at the sponsor's own storage path.
    const stored = Object.entries(
      (await adminRead<Record<string, { name?: string; Logo?: string; Category?: string }>>(
        `sponsors/${EVENT}`,
      )) ?? {},
    ).find(([, sponsor]) => sponsor.name === first);
    expect(stored).toBeDefined();
    const [id, sponsor] = stored ?? ['', {}];
    expect(sponsor.Logo).toBe(storagePaths.sponsorLogo(EVENT, id));
    expect(sponsor.Category).toBe(category);
    // The console lists the sponsor by its name, not by its id.
    await expect
      .poll(() => listed(sponsors, `${first} (${category})`), {
        timeout: 30_000,
      })
      .toBe(1);

    // Edited: the form opens on the stored name, and the new one replaces it.
    await sponsors.getByRole('button', { name: `Edit ${first} (${category})` }).click();
    const editing = page.getByRole('form', { name: 'Sponsor' });
    expect(await editing.getByLabel('Name', { exact: true }).inputValue()).toBe(first);
    await editing.getByLabel('Name', { exact: true }).fill(renamed);
    await editing.getByRole('button', { name: 'Save sponsor' }).click();
    await expect
      .poll(() => listed(sponsors, `${renamed} (${category})`), {
        timeout: 30_000,
      })
      .toBe(1);

    // A visitor in another browser context sees the sponsor by its name, with its logo.
    const visitor = await visitorOn('/event');
    const group = visitor.page.getByRole('region', { name: `${category} sponsors`, exact: true });
    await expect
      .poll(() => group.getByText(renamed, { exact: true }).count(), { timeout: 30_000 })
      .toBe(1);
    const logo = group.getByRole('img', { name: `Logo of ${renamed}` });
    await expect.poll(() => logo.getAttribute('data-state'), { timeout: 30_000 }).toBe('stored');
    expect(await logo.getAttribute('src')).toContain(
      encodeURIComponent(storagePaths.sponsorLogo(EVENT, id)),
    );
    expect(
      await group.getByRole('link', { name: `Website of ${renamed}` }).getAttribute('href'),
    ).toBe('https://sponsor.example.com');
    expect(await group.getByText(first, { exact: true }).count()).toBe(0);

    // Deleted: gone from the console's list, and from the event page.
    page.once('dialog', (dialog) => void dialog.accept());
    await sponsors.getByRole('button', { name: `Delete ${renamed} (${category})` }).click();
    await expect
      .poll(() => page.getByText('Sponsor deleted.').count(), { timeout: 30_000 })
      .toBe(1);
    await expect
      .poll(() => listed(sponsors, `${renamed} (${category})`), { timeout: 30_000 })
      .toBe(0);
    expect(await adminRead(`sponsors/${EVENT}/${id}`)).toBeNull();
    await visitor.page.reload();
    await expect
      .poll(
        () => visitor.page.getByRole('region', { name: 'Gold sponsors', exact: true }).count(),
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
    expect(await visitor.page.getByText(renamed, { exact: true }).count()).toBe(0);
    expect(
      await visitor.page.getByRole('region', { name: `${category} sponsors`, exact: true }).count(),
    ).toBe(0);
    await visitor.context.close();
  });

  it('creates a prize with a picture, cost and stock; attendees see it in the market', async () => {
    const name = `Prize ${Date.now().toString(36)}`;
    const page = await organiserPage(browser, '/dashboard/index-old', EVENT);
    const prizes = page.getByRole('region', { name: 'Prizes', exact: true });
    await prizes.getByRole('button', { name: 'Add a prize' }).click();
    await uploadPicture(page, 'Prize', 'Prize picture');
    const form = page.getByRole('form', { name: 'Prize' });
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Cost (points)', { exact: true }).fill('35');
    await form.getByLabel('Stock', { exact: true }).fill('7');
    await form.getByRole('button', { name: 'Save prize' }).click();
    await expect.poll(() => page.getByText('Prize saved.').count(), { timeout: 30_000 }).toBe(1);
    await expect
      .poll(() => listed(prizes, `${name} (35 points, 7 left)`), {
        timeout: 30_000,
      })
      .toBe(1);
    const stored = Object.entries(
      (await adminRead<Record<string, { name?: string; image?: string }>>(`prizes/${EVENT}`)) ?? {},
    ).find(([, prize]) => prize.name === name);
    expect(stored).toBeDefined();
    const [id, prize] = stored ?? ['', {}];
    expect(prize.image).toBe(storagePaths.prizeImage(EVENT, id));

    // A visitor in another browser context sees the prize in the market, with its picture.
    const visitor = await visitorOn('/market');
    const card = visitor.page.getByRole('listitem').filter({ hasText: name });
    await expect.poll(() => card.count(), { timeout: 30_000 }).toBe(1);
    expect(await card.textContent()).toContain('35 points · 7 left');
    const picture = card.locator('img');
    await expect.poll(() => picture.getAttribute('data-state'), { timeout: 30_000 }).toBe('stored');
    expect(await picture.getAttribute('src')).toContain(
      encodeURIComponent(storagePaths.prizeImage(EVENT, id)),
    );
    await visitor.context.close();

    // The journey leaves the seeded market as it found it.
    await callAs(ORGANISER, 'adminDeleteContent', { eventId: EVENT, kind: 'prize', id });
  });
});
