import { readFileSync } from 'node:fs';
import { messageFor } from '@engage/domain/errors';
import { POINTS } from '@engage/domain/points';
import { sessionCheckInNodes } from '@engage/domain/store/session-checkins';
import { sessionNodes } from '@engage/domain/store/sessions';
import { userNodes } from '@engage/domain/store/users';
import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freshEvent,
  keepLog,
  openConsole,
  registerAttendee,
  useBrowser,
} from './console-helpers.ts';
import { APP, adminRead, adminUpdate, fitsWidth, ORGANISER, PASSWORD, signIn } from './helpers.ts';
import { cameraFilming } from './y4m.ts';

// An attendee checks in to a session by scanning, with the Connect screen's scanner, the code the
// console shows for the room's screen (a fake camera plays it). Before the session's window the
// scan is refused in words; once it opens, the scan pays once and a second scan pays nothing; once
// it has ended, the attendee rates it, and the organiser sees the count and the rating live. The
// session's times are moved with the database's owner credential: time travel for a test.
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const MIN = 60_000;
let camera: Browser | undefined;
afterAll(() => camera?.close());

type Ledger = Record<string, { reason: string; points: number }> | null;
const paidFor = async (key: string, reason: string) =>
  Object.values((await adminRead<Ledger>(userNodes.ledger(key))) ?? {}).filter(
    (entry) => entry.reason === reason,
  );

describe('session check-in', () => {
  it('refuses a scan before the window, pays once, takes a rating, shows the organiser', {
    timeout: 240_000,
  }, async () => {
    const stamp = Date.now().toString(36);
    const { eventId, code } = await freshEvent('checkin', stamp, `Check-in ${stamp}`);
    const email = `checkin-${stamp}@example.com`;
    const name = `Ivy ${stamp}`;
    const ivy = await registerAttendee({ email, name, eventId, invitationCode: code });
    const session = sessionNodes.session(eventId, 'keynote');
    const now = Date.now();
    // The session starts in two hours: check-in opens ten minutes before.
    await adminUpdate(sessionNodes.list(eventId), {
      keynote: {
        title: 'Opening keynote',
        description: '',
        startsAt: now + 120 * MIN,
        endsAt: now + 165 * MIN,
        room: 'Main stage',
        track: 'Main',
      },
    });

    // The organiser opens the session's page on a phone: its code, big, and nobody checked in.
    const console = await browser().newPage({ viewport: PHONE });
    keepLog(console);
    await signIn(console, ORGANISER);
    await openConsole(console, '/dashboard/attendance', eventId);
    await console.getByRole('combobox', { name: 'Session', exact: true }).selectOption('keynote');
    const qr = console.getByRole('img', { name: 'The session’s check-in code' });
    await qr.waitFor({ timeout: 30_000 });
    const count = console.getByTestId('session-count');
    expect((await count.textContent())?.trim()).toBe('0 checked in');
    expect(await fitsWidth(console)).toBe(true);
    const box = await qr.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(250);
    const shown = (await console.getByTestId('session-code').textContent())?.trim() ?? '';
    camera = await cameraFilming(console, await qr.screenshot());
    // The code on the screen lives a minute; the journey takes longer than that, so the test keeps
    // the one the camera films alive (the screen itself has moved on to the next by then).
    await adminUpdate(sessionCheckInNodes.codes(eventId, 'keynote'), {
      [shown]: { issuedAt: now - MIN, expiresAt: now + 30 * MIN },
    });

    const context = await camera.newContext({ viewport: PHONE });
    await context.grantPermissions(['camera'], { origin: APP });
    const phone = await context.newPage();
    keepLog(phone);
    await signIn(phone, email, PASSWORD, eventId);
    await phone.goto(`${APP}/connect?event=${eventId}`);
    await phone.getByRole('button', { name: 'Scan a code' }).click();
    const refusal = phone.getByRole('alert').filter({ hasText: 'Check-in opens' });
    await refusal.waitFor({ timeout: 30_000 });
    expect((await refusal.textContent())?.trim()).toBe(`${messageFor('checkin-too-early')}.`);
    expect(await paidFor(ivy.key, 'session-checkin:keynote')).toEqual([]);

    // The session begins: the same scan now pays, once.
    await adminUpdate(session, { startsAt: Date.now() - 5 * MIN, endsAt: Date.now() + 40 * MIN });
    await phone.getByRole('button', { name: 'Scan another code' }).click();
    const paid = phone.getByRole('status').filter({ hasText: 'Checked in to Opening keynote' });
    await paid.waitFor({ timeout: 30_000 });
    expect((await paid.textContent())?.trim()).toContain(
      `Checked in to Opening keynote: +${POINTS.sessionCheckIn} points.`,
    );
    expect(await fitsWidth(phone)).toBe(true);
    // The organiser's count follows with no reload.
    await expect
      .poll(async () => (await count.textContent())?.trim(), { timeout: 20_000 })
      .toBe('1 checked in');

    await phone.getByRole('button', { name: 'Scan another code' }).click();
    const again = phone.getByRole('status').filter({ hasText: 'already checked in' });
    await again.waitFor({ timeout: 30_000 });
    expect((await again.textContent())?.trim()).toContain(
      'You are already checked in to Opening keynote: no new points.',
    );
    expect(await paidFor(ivy.key, 'session-checkin:keynote')).toHaveLength(1);
    expect((await count.textContent())?.trim()).toBe('1 checked in');

    // Before the end, My sessions says when it can be rated; once it has ended, it takes one.
    await phone.getByRole('link', { name: 'Rate it once it has ended, in My sessions.' }).click();
    await phone.getByRole('heading', { name: 'Opening keynote' }).waitFor({ timeout: 30_000 });
    await phone.getByText(/You can rate it once it ends/).waitFor();
    await adminUpdate(session, { endsAt: Date.now() - MIN });
    await phone.getByRole('group', { name: /Your rating/ }).waitFor({ timeout: 30_000 });
    await phone.getByRole('radio', { name: '4' }).check();
    await phone.getByLabel('Comment (optional)').fill('Clear, and on time');
    await phone.getByRole('button', { name: 'Send my rating' }).click();
    // The card then says the rating (the listener brings it back from the server).
    await phone
      .getByText('You rated it 4 out of 5. Thank you!')
      .waitFor({ timeout: 30_000 })
      .catch(async (error: Error) => {
        const said = await phone.locator('main').textContent();
        throw new Error(`${error.message}\nMy sessions said:\n${said}`);
      });
    expect(await fitsWidth(phone)).toBe(true);
    expect(await paidFor(ivy.key, 'session-feedback:keynote')).toHaveLength(1);

    // The organiser sees the rating and the comment live, and the attendance as a CSV.
    await expect
      .poll(async () => (await console.getByTestId('session-ratings').textContent())?.trim(), {
        timeout: 20_000,
      })
      .toBe('Rated 4 out of 5 by 1');
    await console.getByText(/Clear, and on time/).waitFor();
    const [download] = await Promise.all([
      console.waitForEvent('download'),
      console.getByRole('button', { name: 'Download the attendance as CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    const [header, row] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toBe('Name,Company,Checked in,Rating,Comment');
    expect(row).toMatch(new RegExp(`^${name},Contoso,.+,4,"?Clear, and on time"?$`));
    expect(await fitsWidth(console)).toBe(true);
    await context.close();
    await console.close();
  });
});
