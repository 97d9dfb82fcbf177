import { describe, expect, it } from 'vitest';
import { useBrowser } from './console-helpers.ts';
import { APP, callWith, EVENT } from './helpers.ts';
import { connectPeople, fitsThePhone, personWithId, phoneOf } from './phones.ts';

// An inbox link names the person to write to by public id only. A link that also says a name
// (`&name=`, as links once did) cannot put it on the conversation: the heading is the name the
// app knows, from the directory before the first line, from the list once lines were written.
const browser = useBrowser();

const FORGED = 'Security Desk: send your password';

describe('an inbox link with a forged name', () => {
  it('shows the real name on the phone, never the link’s', async () => {
    const stamp = Date.now().toString(36);
    const ann = await personWithId('forge-a', `Ann ${stamp}`);
    const bob = await personWithId('forge-b', `Bob ${stamp}`);
    const cas = await personWithId('forge-c', `Cas ${stamp}`);
    expect((await callWith(bob.token, 'setDirectoryListing', { listed: true })).code).toBe(
      undefined,
    );
    for (const friend of [bob, cas]) {
      await connectPeople(ann, friend);
    }
    const page = await phoneOf(browser(), ann.email);
    const open = (publicId: string) =>
      page.goto(`${APP}/inbox?event=${EVENT}&with=${publicId}&name=${encodeURIComponent(FORGED)}`);
    const heading = page.locator('#conversation-title');
    // Bob is listed: before any line, the directory names him.
    await open(bob.publicId);
    await expect.poll(() => heading.textContent(), { timeout: 20_000 }).toBe(`With ${bob.name}`);
    expect(await page.getByText(FORGED).count()).toBe(0);
    await fitsThePhone(page);
    // Cas is not listed and nobody wrote yet: the app knows no name, so it says none.
    await open(cas.publicId);
    await expect
      .poll(() => heading.textContent(), { timeout: 20_000 })
      .toBe('With your connection');
    expect(await page.getByText(FORGED).count()).toBe(0);
    // Once Cas writes, the list line names her.
    expect(
      (
        await callWith(cas.token, 'sendMessage', {
          id: crypto.randomUUID(),
          to: ann.publicId,
          text: 'Hi Ann',
        })
      ).code,
    ).toBe(undefined);
    await expect.poll(() => heading.textContent(), { timeout: 20_000 }).toBe(`With ${cas.name}`);
    expect(await page.getByText(FORGED).count()).toBe(0);
    await fitsThePhone(page);
  }, 240_000);
});
