import { launchChromium } from '@engage/browser/launch';
import { PORTS } from '@engage/devstack/stack';
import { ROOM_GRACE_MS } from '@engage/domain/constants';
import { ERROR_MESSAGES } from '@engage/domain/errors';
import type { Browser, BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshotsOnFailure, registerAttendee } from './console-helpers.ts';
import { APP, EVENT, heading, INVITATION_CODE, shows, signIn } from './helpers.ts';

// A Wi-Fi blip mid-game, on two 390 px phones: the player whose connection drops is waited for
// (the grace period), the game goes on where it was when they are back, and ends for both with
// the spec's disconnect message when they are not back in time.
const JOURNEY_MS = 150_000;
const OFFLINE = 'You are offline: scans are saved and sent when you are back';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());
keepScreenshotsOnFailure(() => browser);

type Phone = {
  readonly name: string;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Cuts the phone off the network, as a Wi-Fi blip does: the database's socket dies. */
  readonly cut: () => Promise<void>;
  readonly restore: () => Promise<void>;
};

/** Letters only, different on every run: names on the online list stay apart. */
const runTag = Date.now()
  .toString(26)
  .replace(/./g, (c) => String.fromCharCode(97 + Number.parseInt(c, 26)));

/**
 * A new attendee (no other journey pairs them) signed in on a 390 px phone at `path`. Every
 * database socket of the phone passes through here, so a test can cut it as a blip does: the
 * server sees the connection drop, the page sees it close, and no new one opens until restored.
 */
const phone = async (first: string, path: string): Promise<Phone> => {
  const name = `${first} ${runTag}`;
  const email = `blip-${first.toLowerCase()}-${Date.now()}@example.com`;
  const { code } = await registerAttendee({
    email,
    name,
    eventId: EVENT,
    invitationCode: INVITATION_CODE,
  });
  if (code !== undefined) throw new Error(`${email} was not registered: ${code}`);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  let offline = false;
  const sockets: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
  await context.routeWebSocket(new RegExp(`:${PORTS.database}/\\.ws`), (socket) => {
    if (offline) {
      socket.close();
      return;
    }
    sockets.push({ page: socket, server: socket.connectToServer() });
  });
  const page = await context.newPage();
  await signIn(page, email);
  await page.goto(`${APP}${path}?event=${EVENT}`);
  return {
    name,
    context,
    page,
    cut: async () => {
      // The SDK reconnects over WebSocket only once it has found its socket healthy.
      await expect
        .poll(() =>
          page.evaluate(() => localStorage.getItem('firebase:previous_websocket_failure')),
        )
        .toBeNull();
      offline = true;
      await context.setOffline(true);
      for (const socket of sockets.splice(0)) {
        await socket.server.close();
        await socket.page.close();
      }
    },
    restore: async () => {
      offline = false;
      await context.setOffline(false);
    },
  };
};

/** Waits until no element (the notice, nor its announcement) says `text` any more. */
const gone = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count(), { timeout: 20_000 }).toBe(0);

const waiting = (other: Phone) => `${other.name} lost connection, waiting…`;

/** Nothing is wider than the phone, banner and waiting notice included. */
const fits = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

const messages = (page: Page, name: string) =>
  page.getByRole('list', { name: `Messages with ${name}` });
const say = async (from: Phone, to: Phone, text: string) => {
  await from.page.getByLabel('Your message').fill(text);
  await from.page.getByLabel('Your message').press('Enter');
  await messages(from.page, to.name).getByText(text).waitFor();
  await messages(to.page, from.name).getByText(text).waitFor({ timeout: 20_000 });
};

describe('a Wi-Fi blip mid-game', () => {
  it(
    'rock-paper-scissors: the other waits, the match resumes where it was and finishes',
    async () => {
      const ann = await phone('Ann', '/rock-paper-scissors');
      const bob = await phone('Bob', '/rock-paper-scissors');
      await ann.page.getByRole('button', { name: `Challenge ${bob.name}` }).click();
      await heading(bob.page, `${ann.name} challenges you to rock-paper-scissors.`);
      await bob.page.getByRole('button', { name: 'Accept' }).click();
      await heading(ann.page, `Rock-paper-scissors with ${bob.name}`);

      await heading(ann.page, 'Round 1');
      await ann.page.getByRole('button', { name: 'Rock', exact: true }).click();
      await shows(bob.page, `${ann.name} has moved: your turn.`);
      await bob.page.getByRole('button', { name: 'Scissors', exact: true }).click();
      await shows(ann.page, `Score: you 1, ${bob.name} 0`);
      await heading(ann.page, 'Round 2');
      await ann.page.getByRole('button', { name: 'Paper', exact: true }).click();
      await shows(bob.page, `${ann.name} has moved: your turn.`);

      await bob.cut();
      await shows(ann.page, waiting(bob));
      await shows(ann.page, /^The game ends in 0:[01]\d$/);
      await shows(bob.page, OFFLINE);
      await fits(ann.page);
      await fits(bob.page);
      // A flicker is not an ending: the match is still on for both.
      expect(
        await ann.page.getByRole('heading', { name: ERROR_MESSAGES.disconnected }).count(),
      ).toBe(0);

      await bob.restore();
      await gone(ann.page, waiting(bob));
      await gone(bob.page, OFFLINE);
      // Round 2 as it was: Ann's move is in, Bob's turn.
      await shows(bob.page, `${ann.name} has moved: your turn.`);
      await shows(bob.page, `Score: you 0, ${ann.name} 1`);
      await bob.page.getByRole('button', { name: 'Rock', exact: true }).click();
      await shows(ann.page, 'You won the match!');
      await shows(bob.page, `${ann.name} won the match.`);
      await ann.context.close();
      await bob.context.close();
    },
    JOURNEY_MS,
  );

  it(
    'small talk: the lines survive a blip; a player not back within the grace period ends it for both',
    async () => {
      const ann = await phone('Ann', '/small-talk');
      const cat = await phone('Cat', '/small-talk');
      await ann.page.getByRole('button', { name: `Talk with ${cat.name}` }).click();
      await heading(cat.page, `${ann.name} wants to talk with you.`);
      await cat.page.getByRole('button', { name: 'Accept' }).click();
      await heading(ann.page, `Talking with ${cat.name}`);
      await say(ann, cat, 'Hello from Ann!');
      await say(cat, ann, 'Hi Ann.');

      await cat.cut();
      await shows(ann.page, waiting(cat));
      await shows(cat.page, OFFLINE);
      await fits(ann.page);
      await fits(cat.page);
      await cat.restore();
      await gone(ann.page, waiting(cat));
      await gone(cat.page, OFFLINE);
      // The talk goes on where it was, every line still there on both phones.
      await heading(cat.page, `Talking with ${ann.name}`);
      await messages(cat.page, ann.name).getByText('Hello from Ann!').waitFor();
      await say(cat, ann, 'Sorry, the Wi-Fi.');
      await say(ann, cat, 'No problem.');
      await messages(ann.page, cat.name).getByText('Hi Ann.').waitFor();

      // Gone longer than the grace period: the room ends for both.
      const cutAt = Date.now();
      await cat.cut();
      await shows(ann.page, waiting(cat));
      await heading(ann.page, ERROR_MESSAGES.disconnected, ROOM_GRACE_MS + 20_000);
      expect(Date.now() - cutAt).toBeGreaterThanOrEqual(ROOM_GRACE_MS - 2_000);
      await cat.restore();
      await heading(cat.page, ERROR_MESSAGES.disconnected);
      await ann.page.getByRole('button', { name: 'Find someone again' }).click();
      await cat.page.getByRole('button', { name: 'Find someone again' }).click();
      // Both are free to pair again.
      await ann.page.getByRole('button', { name: `Talk with ${cat.name}` }).waitFor();
      await ann.context.close();
      await cat.context.close();
    },
    JOURNEY_MS,
  );
});
