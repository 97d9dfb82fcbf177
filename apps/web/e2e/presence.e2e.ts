import { launchChromium } from '@engage/browser/launch';
import { PORTS } from '@engage/devstack/stack';
import { encodeUserKey } from '@engage/domain/user-key';
import type { Browser, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { registerAttendee } from './console-helpers.ts';
import { APP, EVENT, INVITATION_CODE, signIn } from './helpers.ts';

/** A node of the attendee's profile, read with the admin credential. */
const userNode = async (email: string, path: string): Promise<unknown> => {
  const key = encodeUserKey(email);
  if (!key.ok) throw new Error(`${email} has no user key`);
  const response = await fetch(
    `http://127.0.0.1:${PORTS.database}/users/${key.value}/${path}.json?ns=demo-engage-default-rtdb&auth=owner`,
  );
  return response.json();
};
const isOnline = (email: string) => userNode(email, 'metadata/isOnline');
/** The attendee's open connections (one per tab and socket), as presence recorded them. */
const connectionIds = async (email: string): Promise<string[]> =>
  Object.keys(((await userNode(email, 'connections')) ?? {}) as object);

/**
 * A new attendee of its own for each test: no other journey can hold a tab of theirs open, so
 * their presence is only what this test does. On a failure the test prints what the server holds.
 */
const freshAttendee = async (label: string): Promise<string> => {
  const email = `presence-${label}-${Date.now()}@example.com`;
  const { code } = await registerAttendee({
    email,
    name: `Presence ${label}`,
    eventId: EVENT,
    invitationCode: INVITATION_CODE,
  });
  if (code !== undefined) throw new Error(`${email} was not registered: ${code}`);
  onTestFailed(async () => {
    const stats = await fetch(
      `http://127.0.0.1:${PORTS.database}/.stats?ns=demo-engage-default-rtdb&auth=owner`,
    ).then((response) => response.json());
    console.error(
      `presence of ${email}:`,
      JSON.stringify({
        isOnline: await isOnline(email),
        connections: await userNode(email, 'connections'),
        stats,
      }),
    );
  });
  return email;
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('presence', () => {
  it('is online while the tab lives and offline (onDisconnect) when the browser dies', async () => {
    const email = await freshAttendee('browser-dies');
    const own = await launchChromium();
    const context = await own.newContext();
    // The tab's request to arm "offline on disconnect" for isOnline is held back on its way to
    // the server for a while: until the server has it, nothing may mark the attendee online, or
    // a tab dying in that window would leave them online for good (the flake CI found: a new
    // profile starts with isOnline false, and the watcher that corrects a wrong false used to
    // set true at once, before anything was armed).
    let held = 0;
    let released = false;
    await context.routeWebSocket(new RegExp(`:${PORTS.database}/\\.ws`), (socket) => {
      const server = socket.connectToServer();
      socket.onMessage((message) => {
        const text = typeof message === 'string' ? message : message.toString();
        if (!released && text.includes('"a":"o"') && text.includes('/metadata/isOnline')) {
          held += 1;
          setTimeout(() => server.send(message), 3_000);
        } else server.send(message);
      });
    });
    const page = await context.newPage();
    await signIn(page, email);
    await expect.poll(() => held, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await isOnline(email)).toBe(false);
    await page.waitForTimeout(1_500);
    expect(await isOnline(email)).toBe(false);
    released = true;
    await expect.poll(() => isOnline(email), { timeout: 20_000 }).toBe(true);
    await own.close();
    await expect.poll(() => isOnline(email), { timeout: 20_000 }).toBe(false);
  });

  it('comes back online after a network blip, and a second tab keeps it online', async () => {
    const email = await freshAttendee('blip');
    const context = await browser.newContext();
    // Every Database socket of this context passes through here, so the test can cut them as
    // a network blip would (the server sees the connection drop, the page sees it close).
    const sockets: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
    await context.routeWebSocket(new RegExp(`:${PORTS.database}/\\.ws`), (socket) => {
      sockets.push({ page: socket, server: socket.connectToServer() });
    });
    const first = await context.newPage();
    await signIn(first, email);
    await expect.poll(() => isOnline(email), { timeout: 20_000 }).toBe(true);
    await expect.poll(async () => (await connectionIds(email)).length, { timeout: 20_000 }).toBe(1);
    const [entry] = await connectionIds(email);

    // The SDK reconnects over WebSocket only once it has found its socket healthy (else it
    // retries by long polling, which this stack does not serve): wait for that, then cut.
    await expect
      .poll(() => first.evaluate(() => localStorage.getItem('firebase:previous_websocket_failure')))
      .toBeNull();
    for (const socket of sockets.splice(0)) {
      await socket.server.close();
      await socket.page.close();
    }
    // The server ran the lost connection's onDisconnect (its entry is gone); the reconnect
    // armed a new entry and marked the attendee online again.
    await expect
      .poll(async () => (await connectionIds(email)).filter((id) => id !== entry).length, {
        timeout: 20_000,
      })
      .toBe(1);
    expect(await connectionIds(email)).not.toContain(entry);
    await expect.poll(() => isOnline(email), { timeout: 20_000 }).toBe(true);

    // A second tab of the same session (the same browser context shares the sign-in).
    const second = await context.newPage();
    await second.goto(`${APP}/?event=${EVENT}`);
    await expect.poll(async () => (await connectionIds(email)).length, { timeout: 20_000 }).toBe(2);
    await first.close();
    await expect.poll(async () => (await connectionIds(email)).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => isOnline(email), { timeout: 20_000 }).toBe(true);
    // And it stays so: the closed tab's offline mark is not the last word.
    await second.waitForTimeout(1_500);
    expect(await isOnline(email)).toBe(true);

    // The last tab's onDisconnect, armed on reconnect, marks the attendee offline.
    await context.close();
    await expect.poll(() => isOnline(email), { timeout: 20_000 }).toBe(false);
    expect(await connectionIds(email)).toEqual([]);
  });

  it('a first WebSocket that fails does not strand the app: it connects, goes online and reads', async () => {
    const email = await freshAttendee('first-socket-fails');
    const context = await browser.newContext();
    // The first Database socket fails before the handshake, as a flaky network or a stack still
    // starting makes it; the SDK then remembers WebSockets as failed (previous_websocket_failure)
    // and, unless told to use WebSockets only, opens by long polling, which the emulator lacks.
    let sockets = 0;
    await context.routeWebSocket(new RegExp(`:${PORTS.database}/\\.ws`), (socket) => {
      sockets += 1;
      if (sockets === 1) socket.close();
      else socket.connectToServer();
    });
    const page = await context.newPage();
    await signIn(page, email);
    await expect.poll(() => isOnline(email), { timeout: 30_000 }).toBe(true);
    expect(sockets).toBeGreaterThanOrEqual(2);

    // A reload keeps the failure mark in localStorage; the app still reads its own data live.
    const points = await userNode(email, 'games/act04/totalPoints');
    await page.goto(`${APP}/connect?event=${EVENT}`);
    await expect
      .poll(async () => (await page.locator('.connect-points').textContent()) ?? '', {
        timeout: 30_000,
      })
      .toContain(`You have ${String(points ?? 0)} points`);
    await context.close();
  });
});
