import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './console-helpers.ts';
import { APP, callWith, EVENT } from './helpers.ts';
import { connectPeople, fitsThePhone, personWithId, phoneOf } from './phones.ts';

// The inbox on a phone at its limits: long names, long unbroken lines and six conversations fit
// the screen; a line refused on a slow network comes back to the box, and so does a second one
// sent while the first was on its way.
const browser = useBrowser();
const phone = (email: string) => phoneOf(browser(), email);

const lines = (page: Page, name: string) =>
  page.getByRole('list', { name: `Messages with ${name}` }).getByRole('listitem');

const person = personWithId;

const LONG = 'Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaftschaferswessen';

describe('the inbox on a phone', () => {
  it('fits long names, long lines and many conversations on the phone', async () => {
    const stamp = Date.now().toString(36);
    const ann = await person('rv-ann', `Ann ${LONG} ${stamp}`.slice(0, 100));
    const friends = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        person(`rv-f${i}`, `${LONG} ${i} ${stamp}`.slice(0, 100)),
      ),
    );
    for (const friend of friends) {
      await connectPeople(ann, friend);
      const sent = await callWith(friend.token, 'sendMessage', {
        id: crypto.randomUUID(),
        to: ann.publicId,
        text: 'y'.repeat(500),
      });
      expect(sent.code).toBe(undefined);
    }
    const page = await phone(ann.email);
    await page.goto(`${APP}/inbox?event=${EVENT}`);
    // The conversations' rows, not the menu's Inbox link, which counts unread lines too.
    const rows = page.getByRole('list', { name: 'Your conversations' }).getByRole('link');
    await expect.poll(() => rows.filter({ hasText: /unread/ }).count()).toBe(6);
    await fitsThePhone(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await fitsThePhone(page);
    await page.keyboard.press('Escape');
    await page.goto(`${APP}/inbox?event=${EVENT}&with=${friends[0]?.publicId}`);
    await expect.poll(() => lines(page, friends[0]?.name ?? '').count()).toBe(1);
    await page.getByLabel('Your message').fill('z'.repeat(500));
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => lines(page, friends[0]?.name ?? '').count()).toBe(2);
    await fitsThePhone(page);
  }, 240_000);

  it('keeps every line typed while the network fails', async () => {
    const stamp = Date.now().toString(36);
    const ann = await person('rv-off-a', `Ann ${stamp}`);
    const bob = await person('rv-off-b', `Bob ${stamp}`);
    await connectPeople(ann, bob);
    const page = await phone(ann.email);
    await page.goto(`${APP}/inbox?event=${EVENT}&with=${bob.publicId}&name=Bob`);
    const box = page.getByLabel('Your message');
    await box.waitFor();
    // A slow network that then fails: each call hangs two seconds and is refused.
    await page.route('**/sendMessage', async (route) => {
      await new Promise((done) => setTimeout(done, 2_000));
      await route.abort('internetdisconnected');
    });
    await box.fill('First line');
    await box.press('Enter');
    await box.fill('Second line');
    await box.press('Enter');
    await expect.poll(() => box.inputValue(), { timeout: 15_000 }).toBe('First line\nSecond line');
    await page.getByText('Your message could not be sent. Try again.').waitFor();
  }, 240_000);
});
