import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './console-helpers.ts';
import { APP, callWith, EVENT } from './helpers.ts';
import { fitsThePhone, phoneOf, registeredPerson } from './phones.ts';

// The lasting inbox, on two phones: Ann and Bob connect (Ann scans Bob's code); Ann writes to
// Bob from his card in People; Bob sees the unread count in his menu and answers in his own
// browser; Ann sees the answer arrive, and after a reload the conversation is all still there.
const browser = useBrowser();
const phone = (email: string) => phoneOf(browser(), email);
const person = registeredPerson;

const lines = (page: Page, name: string) =>
  page.getByRole('list', { name: `Messages with ${name}` }).getByRole('listitem');

describe('the inbox', () => {
  it('writes to a connection from their card; the other sees it unread and answers; it lasts', async () => {
    const stamp = Date.now().toString(36);
    const ann = await person('inbox-ann', `Aac Ann ${stamp}`);
    const bob = await person('inbox-bob', `Aac Bob ${stamp}`);
    expect((await callWith(bob.token, 'setDirectoryListing', { listed: true })).code).toBe(
      undefined,
    );
    const issued = await callWith(bob.token, 'issueQrToken', {});
    const qr = (issued.result as { qr: string }).qr;
    expect((await callWith(ann.token, 'awardConnection', { qr })).code).toBe(undefined);

    const annPage = await phone(ann.email);
    await annPage.goto(`${APP}/people?event=${EVENT}`);
    await annPage.getByLabel('Name, company or team begins with').fill(bob.name);
    await annPage.getByRole('button', { name: 'Search', exact: true }).click();
    await annPage
      .getByRole('article', { name: bob.name })
      .getByRole('link', { name: 'Message' })
      .click();
    await annPage.getByRole('heading', { name: `With ${bob.name}` }).waitFor({ timeout: 30_000 });
    await annPage.getByLabel('Your message').fill('Coffee at the Acme stand at ten?');
    await annPage.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => lines(annPage, bob.name).allTextContents(), { timeout: 30_000 })
      .toEqual(['YouCoffee at the Acme stand at ten?']);
    await fitsThePhone(annPage);

    const bobPage = await phone(bob.email);
    await bobPage.goto(`${APP}/?event=${EVENT}`);
    await bobPage.getByRole('button', { name: 'Menu' }).click();
    const inboxLink = bobPage.getByRole('link', { name: /^Inbox/ });
    await expect.poll(() => inboxLink.textContent(), { timeout: 30_000 }).toBe('Inbox 1 unread');
    await inboxLink.click();
    const row = bobPage.getByRole('link', { name: new RegExp(ann.name) });
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).toContain('1 unread');
    await fitsThePhone(bobPage);
    await row.click();
    await expect
      .poll(() => lines(bobPage, ann.name).allTextContents(), { timeout: 30_000 })
      .toEqual([`${ann.name}Coffee at the Acme stand at ten?`]);
    await bobPage.getByLabel('Your message').fill('Ten is fine. See you there');
    await bobPage.keyboard.press('Enter');
    // Reading it set Bob's count back: the menu's link shows none.
    await bobPage.getByRole('button', { name: 'Menu' }).click();
    await expect.poll(() => inboxLink.textContent(), { timeout: 30_000 }).toBe('Inbox');

    const both = ['YouCoffee at the Acme stand at ten?', `${bob.name}Ten is fine. See you there`];
    await expect
      .poll(() => lines(annPage, bob.name).allTextContents(), { timeout: 30_000 })
      .toEqual(both);
    await annPage.reload();
    await expect
      .poll(() => lines(annPage, bob.name).allTextContents(), { timeout: 30_000 })
      .toEqual(both);
    await fitsThePhone(annPage);
  }, 240_000);
});
