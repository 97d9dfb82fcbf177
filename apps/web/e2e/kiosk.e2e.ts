import { PORTS } from '@engage/devstack/stack';
import { ERROR_MESSAGES } from '@engage/domain/errors';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshEvent, organiserPage, registerAttendee, useBrowser } from './console-helpers.ts';
import { APP, adminRead, callAs, callWith, EVENT, ORGANISER } from './helpers.ts';

const browser = useBrowser();

const FUNCTIONS = `http://127.0.0.1:${PORTS.functions}/demo-engage/us-central1`;
const DATABASE = `http://127.0.0.1:${PORTS.database}`;
const NS = 'demo-engage-default-rtdb';

/** The venue PC trading a key, as the kiosk screen does, with no sign-in at all. */
const openKiosk = async (key: string): Promise<{ token?: string; code?: string }> => {
  const response = await fetch(`${FUNCTIONS}/openKiosk`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { key } }),
  });
  const answer = (await response.json()) as {
    result?: { token: string };
    error?: { details?: { code?: string } };
  };
  return answer.result ?? { code: answer.error?.details?.code ?? 'unknown' };
};

/** The ID token the kiosk page signed in with, from the Auth SDK's own storage. */
const kioskIdToken = (page: Page): Promise<string> =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const opened = indexedDB.open('firebaseLocalStorageDb');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const all = opened.result
            .transaction('firebaseLocalStorage', 'readonly')
            .objectStore('firebaseLocalStorage')
            .getAll();
          all.onsuccess = () => {
            const user = (
              all.result as {
                fbase_key: string;
                value: { stsTokenManager?: { accessToken?: string } };
              }[]
            ).find((row) => row.fbase_key.startsWith('firebase:authUser'));
            const token = user?.value.stsTokenManager?.accessToken;
            if (token === undefined) reject(new Error('no signed-in user'));
            else resolve(token);
          };
        };
      }),
  );

/** A read or write over REST with a client's ID token: the rules decide, as for the SDK. */
const asClient = async (token: string, path: string, write?: unknown): Promise<number> =>
  (
    await fetch(`${DATABASE}/${path}.json?ns=${NS}&auth=${token}`, {
      method: write === undefined ? 'GET' : 'PUT',
      ...(write === undefined ? {} : { body: JSON.stringify(write) }),
    })
  ).status;

describe('a kiosk link for the venue PC', () => {
  it('an organiser makes one; a signed-out PC shows the boards live; revoking stops it', {
    timeout: 300_000,
  }, async () => {
    const stamp = Date.now().toString(36);
    const { eventId, code } = await freshEvent('venue', stamp, `Venue night ${stamp}`);
    const ann = await registerAttendee({
      email: `kiosk-ann-${stamp}@example.com`,
      name: `Ann ${stamp}`,
      eventId,
      invitationCode: code,
    });
    const bob = await registerAttendee({
      email: `kiosk-bob-${stamp}@example.com`,
      name: `Bob ${stamp}`,
      eventId,
      invitationCode: code,
    });

    // An attendee may not make one.
    expect(await callWith(ann.token, 'adminCreateKiosk', { eventId, label: 'Mine' })).toEqual({
      code: 'not-admin',
    });

    const desk = await organiserPage(browser(), '/dashboard', eventId);
    await desk.getByLabel('Screen name').fill('Hall A projector');
    await desk.getByRole('button', { name: 'Make kiosk link' }).click();
    const linkField = desk.getByLabel('Kiosk link', { exact: true });
    await expect.poll(() => linkField.count(), { timeout: 20_000 }).toBe(1);
    const link = await linkField.inputValue();
    expect(link.startsWith(`${APP}/kiosk?event=${eventId}#`)).toBe(true);
    const key = link.slice(link.indexOf('#') + 1);
    await expect
      .poll(() => desk.getByRole('list', { name: 'Live kiosk links' }).textContent())
      .toContain('Hall A projector');

    // The venue PC: a fresh browser profile, nobody signed in, a 1080p screen.
    const venue = await browser().newContext({ viewport: { width: 1920, height: 1080 } });
    const kiosk = await venue.newPage();
    await kiosk.goto(link);
    await expect
      .poll(() => kiosk.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 })
      .toBe('Top 20 attendees');
    await expect
      .poll(() => kiosk.locator('.kiosk-note').textContent(), { timeout: 20_000 })
      .toContain('No scores yet');
    expect(await kiosk.locator('.kiosk-event').textContent()).toBe(`Venue night ${stamp}`);

    // An award on the board in view reaches the screen within seconds, not at the next turn.
    const issued = await callWith(ann.token, 'issueQrToken', {});
    const qr = (issued.result as { qr?: string } | undefined)?.qr;
    expect(await callWith(bob.token, 'awardConnection', { qr })).not.toHaveProperty('code');
    // Timed from the callable's answer: its own run (a cold emulator) is no part of the screen's.
    const awardedAt = Date.now();
    const rows = kiosk.locator('.kiosk-board > li');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
    const firstDelay = Date.now() - awardedAt;
    const shown = (await rows.allTextContents()).join(' ');
    expect(shown).toContain(`Ann ${stamp}`);
    expect(shown).toContain(`Bob ${stamp}`);
    // A second change to a board already shown: Ann's score moves on the screen to what the
    // database holds (read there, as an award's parts land one after another).
    const annShown = () =>
      rows
        .filter({ hasText: `Ann ${stamp}` })
        .locator('.kiosk-score')
        .textContent();
    const annStored = async () => {
      const board = await adminRead<Record<string, { name?: string; score?: number }>>(
        `leaderboards/${eventId}/all`,
      );
      return String(Object.values(board).find((e) => e.name === `Ann ${stamp}`)?.score);
    };
    const settled = await annStored();
    await expect.poll(annShown, { timeout: 10_000 }).toBe(settled);
    await callAs(ORGANISER, 'adminAdjustPoints', { userKey: ann.key, delta: 50, reason: 'Quiz' });
    const adjustedAt = Date.now();
    const adjusted = await annStored();
    expect(Number(adjusted)).toBe(Number(settled) + 50);
    await expect.poll(annShown, { timeout: 10_000 }).toBe(adjusted);
    const secondDelay = Date.now() - adjustedAt;
    console.info(`kiosk: award shown after ${firstDelay} ms, adjustment after ${secondDelay} ms`);

    // The kiosk's own token reads its event's boards and nothing else, and writes nothing.
    const token = await kioskIdToken(kiosk);
    expect(await asClient(token, `boardSnapshots/${eventId}/all`)).toBe(200);
    expect(await asClient(token, `boardSnapshots/${EVENT}/all`)).toBe(401);
    expect(await asClient(token, `users/${ann.key}`)).toBe(401);
    expect(await asClient(token, `leaderboards/${eventId}/all`)).toBe(401);
    expect(await asClient(token, `boardSnapshots/${eventId}/all`, { at: 1, rows: [] })).toBe(401);
    expect(await asClient(token, `kiosks/${eventId}`)).toBe(401);
    expect(await callWith(token, 'register', { eventId })).toEqual({ code: 'unauthenticated' });

    // The organiser revokes it: the screen stops at once, says so, and offers nothing else.
    desk.once('dialog', (dialog) => void dialog.accept());
    await desk.getByRole('button', { name: 'Revoke Hall A projector' }).click();
    // The callable may take a while on a busy machine; the screen must follow its commit at once.
    await expect
      .poll(() => adminRead(`kiosks/${eventId}`), { timeout: 60_000, interval: 100 })
      .toBeNull();
    await expect
      .poll(() => kiosk.getByRole('heading', { level: 1 }).textContent(), { timeout: 5_000 })
      .toBe('This screen has stopped');
    expect(await kiosk.getByRole('alert').textContent()).toBe(ERROR_MESSAGES['kiosk-revoked']);
    expect(await kiosk.locator('.kiosk-board, .kiosk-qr, a, button').count()).toBe(0);
    await expect.poll(() => desk.getByText('No kiosk links.').count(), { timeout: 10_000 }).toBe(1);

    // The old token reads nothing now, and the link opens nothing again, here or on a reload.
    expect(await asClient(token, `boardSnapshots/${eventId}/all`)).toBe(401);
    expect(await openKiosk(key)).toEqual({ code: 'kiosk-revoked' });
    await kiosk.reload();
    await expect
      .poll(() => kiosk.getByRole('alert').textContent(), { timeout: 20_000 })
      .toBe(ERROR_MESSAGES['kiosk-revoked']);
    expect(await adminRead(`kiosks/${eventId}`)).toBeNull();
    await venue.close();
    await desk.close();
  });
});
