import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './console-helpers.ts';
import { APP, callWith, EVENT } from './helpers.ts';
import { fitsThePhone, phoneOf, registeredPerson } from './phones.ts';

// The directory and a 1:1 meeting, on two phones: Ann lists herself, finds Bob by an interest
// they share and asks him for the first slot; Bob accepts in his own browser; both see it in My
// meetings; Ann's request to Cas for the same slot is then refused in words.
const browser = useBrowser();
const phone = (email: string) => phoneOf(browser(), email);
const person = registeredPerson;

/** Asks, from the person's card in the results, for the first slot offered. */
const askFirstSlot = async (page: Page, name: string) => {
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: 'Ask to meet' }).click();
  await card.getByRole('button', { name: 'Ask for this meeting' }).click();
  return card;
};

describe('the directory and a meeting', () => {
  it('finds a person by interest, asks for a meeting, the other accepts, an overlap is refused', async () => {
    const stamp = Date.now().toString(36);
    const ann = await person('meet-ann', `Aab Ann ${stamp}`, ['Design']);
    const bob = await person('meet-bob', `Aab Bob ${stamp}`, ['Startups']);
    const cas = await person('meet-cas', `Aab Cas ${stamp}`, ['Cloud']);
    for (const listed of [bob, cas])
      expect((await callWith(listed.token, 'setDirectoryListing', { listed: true })).code).toBe(
        undefined,
      );

    const annPage = await phone(ann.email);
    await annPage.goto(`${APP}/people?event=${EVENT}`);
    const listMe = annPage.getByRole('checkbox', { name: 'List me in the directory' });
    await listMe.click();
    await expect.poll(() => listMe.isChecked(), { timeout: 30_000 }).toBe(true);
    await annPage.getByLabel('Search by').selectOption('interest');
    await annPage.getByLabel('Interest', { exact: true }).selectOption('Startups');
    await annPage.getByRole('button', { name: 'Search', exact: true }).click();
    const card = await askFirstSlot(annPage, bob.name);
    await expect
      .poll(() => card.getByRole('status').textContent(), { timeout: 30_000 })
      .toContain('Asked');
    await fitsThePhone(annPage);

    const bobPage = await phone(bob.email);
    await bobPage.goto(`${APP}/meetings?event=${EVENT}`);
    const request = bobPage.getByRole('listitem').filter({ hasText: `With ${ann.name}` });
    await expect
      .poll(() => request.textContent(), { timeout: 30_000 })
      .toContain('They asked you: your answer');
    await fitsThePhone(bobPage);
    await request.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => request.textContent(), { timeout: 30_000 }).toContain('Accepted');

    await annPage.goto(`${APP}/meetings?event=${EVENT}`);
    const mine = annPage.getByRole('listitem').filter({ hasText: `With ${bob.name}` });
    await expect.poll(() => mine.textContent(), { timeout: 30_000 }).toContain('Accepted');
    await fitsThePhone(annPage);

    // The same slot with Cas: Ann's time is taken, and the screen says so.
    await annPage.goto(`${APP}/people?event=${EVENT}`);
    await annPage.getByLabel('Name, company or team begins with').fill(cas.name);
    await annPage.getByRole('button', { name: 'Search', exact: true }).click();
    const casCard = await askFirstSlot(annPage, cas.name);
    await expect
      .poll(() => casCard.getByRole('alert').textContent(), { timeout: 30_000 })
      .toContain('One of you already has a meeting at that time');
    await fitsThePhone(annPage);
  });
});
