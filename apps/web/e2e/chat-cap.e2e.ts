import { CHAT_LIMITS } from '@engage/domain/chat';
import { ERROR_MESSAGES } from '@engage/domain/errors';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './console-helpers.ts';
import {
  APP,
  adminRead,
  adminUpdate,
  EVENT,
  heading,
  seededAttendee,
  shows,
  signIn,
} from './helpers.ts';

const browser = useBrowser();

/** Seeded attendee `n` signed in on a 390 px phone, on the small-talk screen. */
const phone = async (n: number) => {
  const person = await seededAttendee(n);
  const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, person.email);
  await page.goto(`${APP}/small-talk?event=${EVENT}`);
  return { person, context, page };
};

const say = async (page: Page, other: string, text: string) => {
  await page.getByLabel('Your message').fill(text);
  await page.getByLabel('Your message').press('Enter');
  await page
    .getByRole('list', { name: `Messages with ${other}` })
    .getByText(text)
    .waitFor();
};

describe('small talk chat limit', () => {
  it('counts down the last lines a player may write, then closes the box with chat-full, at 390 px', async () => {
    const ann = await phone(8);
    const bob = await phone(9);
    await ann.page.getByRole('button', { name: `Talk with ${bob.person.name}` }).click();
    await heading(bob.page, `${ann.person.name} wants to talk with you.`);
    await bob.page.getByRole('button', { name: 'Accept' }).click();
    await heading(ann.page, `Talking with ${bob.person.name}`);
    await say(ann.page, bob.person.name, 'Hello Bob!');
    // Two quick lines: the second waits its second, then goes.
    await say(ann.page, bob.person.name, 'How are you?');
    await bob.page
      .getByRole('list', { name: `Messages with ${ann.person.name}` })
      .getByText('How are you?')
      .waitFor({ timeout: 20_000 });

    // 46 more lines, a second apart, as if written: Ann's tally says 48.
    const flags = await adminRead<{ roomId: string }>(
      `users/${ann.person.key}/games/multiplayer_room`,
    );
    await adminUpdate(`rooms/${flags.roomId}/sent/${ann.person.publicId}`, {
      n: CHAT_LIMITS.linesPerPlayer - 2,
      at: 1,
    });
    await shows(ann.page, '0/500 characters · 2 messages left');
    await say(ann.page, bob.person.name, 'One more thing');
    await shows(ann.page, '0/500 characters · 1 message left');
    await say(ann.page, bob.person.name, 'Goodbye!');

    const alert = ann.page.getByRole('alert');
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.textContent()).toBe(
      `${ERROR_MESSAGES['chat-full']}. Leave, then start another small talk to keep talking.`,
    );
    const box = ann.page.getByLabel('Your message');
    expect(await box.getAttribute('readonly')).not.toBeNull();
    expect(await box.getAttribute('aria-describedby')).toBe('chat-count chat-full');
    expect(await ann.page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    expect(await ann.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await bob.page
      .getByRole('list', { name: `Messages with ${ann.person.name}` })
      .getByText('Goodbye!')
      .waitFor({ timeout: 20_000 });
    const stored = await adminRead<Record<string, unknown>>(`rooms/${flags.roomId}/messages`);
    expect(Object.keys(stored)).toHaveLength(4);

    await ann.page.getByRole('button', { name: 'Leave' }).click();
    await heading(ann.page, 'You left.');
    await ann.context.close();
    await bob.context.close();
  }, 150_000);
});
