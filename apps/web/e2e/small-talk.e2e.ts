import { launchChromium } from '@engage/browser/launch';
import { ERROR_MESSAGES } from '@engage/domain/errors';
import { POINTS } from '@engage/domain/points';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRead, adminUpdate, heading, openAs, seriousViolations, shows } from './helpers.ts';

// Two attendees, each in a browser context of their own (two phones), on the small-talk screen of
// the dev stack. Each journey uses attendees no other journey pairs.
// Journeys of two browsers (and a 30 s move time) on a shared machine: more time than one screen.
const JOURNEY_MS = 150_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const messages = (page: Page, name: string) =>
  page.getByRole('list', { name: `Messages with ${name}` });
/** Types a line to `other` and sends it with Enter; it shows in the sender's own list at once. */
const say = async (page: Page, other: string, text: string) => {
  await page.getByLabel('Your message').fill(text);
  await page.getByLabel('Your message').press('Enter');
  await messages(page, other).getByText(text).waitFor();
};

describe('small talk', () => {
  it(
    'request, accept, chat both ways; a closed tab disconnects the other, and both pair again',
    async () => {
      const ann = await openAs(browser, 21, '/small-talk');
      const bob = await openAs(browser, 22, '/small-talk');
      await ann.page.getByRole('button', { name: `Talk with ${bob.person.name}` }).click();
      await heading(ann.page, `You asked ${bob.person.name}`);
      await shows(ann.page, 'waiting to connect');
      await shows(ann.page, /^The request lapses in [12]:\d\d$/);
      await heading(bob.page, `${ann.person.name} wants to talk with you.`);
      await shows(bob.page, 'waiting for you to accept');
      expect(await seriousViolations(bob.page)).toEqual([]);
      // By keyboard: the answer buttons take focus and Enter.
      await bob.page.getByRole('button', { name: 'Accept' }).press('Enter');
      await heading(ann.page, `Talking with ${bob.person.name}`);
      await heading(bob.page, `Talking with ${ann.person.name}`);
      await shows(ann.page, 'connected');

      await say(ann.page, bob.person.name, 'Hello from Ann!');
      await messages(bob.page, ann.person.name).getByText('Hello from Ann!').waitFor();
      await say(bob.page, ann.person.name, 'Hi Ann, nice to meet you.');
      await messages(ann.page, bob.person.name).getByText('Hi Ann, nice to meet you.').waitFor();
      await say(ann.page, bob.person.name, 'What brought you here?');
      await say(bob.page, ann.person.name, 'The keynote.');
      await messages(ann.page, bob.person.name).getByText('The keynote.').waitFor();
      await messages(bob.page, ann.person.name).getByText('What brought you here?').waitFor();
      expect(await ann.page.getByText('0/500 characters').count()).toBe(1);
      // The chat itself, at 375 px, in axe-core's eyes.
      expect(await seriousViolations(ann.page)).toEqual([]);

      await bob.context.close();
      await heading(ann.page, ERROR_MESSAGES.disconnected);
      // Ann's screen closed the room: both had talked, so the small talk is told with what it paid
      // (nothing when the partner rule has paid this pair enough: other journeys pair them too).
      await shows(
        ann.page,
        new RegExp(
          `^(\\+\\d+ points: y|Y)ou had a small talk with ${bob.person.name}( \\(${POINTS.smallTalk} for the small talk|$)`,
        ),
      );
      const annFlags = await adminRead<{ requester: boolean; other: boolean; roomId?: string }>(
        `users/${ann.person.key}/games/multiplayer_room`,
      );
      expect(annFlags).toEqual({ requester: false, other: false });

      const bobAgain = await openAs(browser, 22, '/small-talk');
      await ann.page.getByRole('button', { name: 'Find someone again' }).click();
      await ann.page.getByRole('button', { name: `Talk with ${bob.person.name}` }).click();
      await heading(bobAgain.page, `${ann.person.name} wants to talk with you.`);
      await bobAgain.page.getByRole('button', { name: 'Accept' }).click();
      await heading(ann.page, `Talking with ${bob.person.name}`);
      await ann.page.getByRole('button', { name: 'Leave' }).click();
      await heading(ann.page, 'You left.');
      await shows(ann.page, /^No points this time/);
      await heading(bobAgain.page, ERROR_MESSAGES.disconnected);
      await bobAgain.page.getByRole('button', { name: 'Find someone again' }).click();
      await bobAgain.page.getByRole('button', { name: `Talk with ${ann.person.name}` }).waitFor();
      await ann.context.close();
      await bobAgain.context.close();
    },
    JOURNEY_MS,
  );

  it(
    'a request that is not answered lapses on both screens, and can be made again',
    async () => {
      const ann = await openAs(browser, 23, '/small-talk');
      const cat = await openAs(browser, 20, '/small-talk');
      await ann.page.getByRole('button', { name: `Talk with ${cat.person.name}` }).click();
      await heading(cat.page, `${ann.person.name} wants to talk with you.`);
      const flags = await adminRead<{ roomId: string }>(
        `users/${ann.person.key}/games/multiplayer_room`,
      );
      const roomId = flags?.roomId ?? 'no room';
      // Two minutes, shortened: the room's expiry moves to a few seconds from now.
      await adminUpdate(`rooms/${roomId}`, { expiresAt: Date.now() + 4_000 });
      await shows(cat.page, /^Answer within 0:0[0-4]$/);
      const lapsed = 'The request lapsed: it was not answered in time.';
      await heading(cat.page, lapsed);
      await heading(ann.page, lapsed);
      expect(await cat.page.getByRole('button', { name: 'Accept' }).count()).toBe(0);

      await ann.page.getByRole('button', { name: 'Find someone else' }).click();
      await ann.page.getByRole('button', { name: `Talk with ${cat.person.name}` }).click();
      await heading(cat.page, `${ann.person.name} wants to talk with you.`);
      await cat.page.getByRole('button', { name: 'Reject' }).click();
      await heading(ann.page, `${cat.person.name} cannot join you this time.`);
      await shows(ann.page, 'rejected');
      await cat.page.getByRole('button', { name: `Talk with ${ann.person.name}` }).waitFor();
      await ann.context.close();
      await cat.context.close();
    },
    JOURNEY_MS,
  );
});
