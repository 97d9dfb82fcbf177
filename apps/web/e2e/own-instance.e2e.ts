import { EXPO_INSTANCE, PORTS } from '@engage/devstack/stack';
import { encodeUserKey } from '@engage/domain/user-key';
import { describe, expect, it } from 'vitest';
import {
  keepLog,
  keepScreenshotsOnFailure,
  openConsole,
  roomsNow,
  unregisteredOrganiser,
} from './console-helpers.ts';
import { APP, callAs, chromiumForFile, fitsWidth, heading, ORGANISER, signIn } from './helpers.ts';

const browser = chromiumForFile();
keepScreenshotsOnFailure(browser);
const PHONE = { width: 390, height: 844 };
/** The seed's second event, whose data lives in a database instance of its own (docs/instances.md). */
const EXPO = 'northwind-expo-2026';
const DESK = { width: 1280, height: 900 };
const DATABASE = `http://127.0.0.1:${PORTS.database}`;

describe('an event on a database instance of its own', () => {
  it('shows its attendee their own profile and their event’s board, and nothing of the other event', {
    timeout: 120_000,
  }, async () => {
    const context = await browser().newContext({ viewport: PHONE });
    const page = await context.newPage();
    keepLog(page);
    // attendee31 is the expo's first seeded attendee, Amara Okafor.
    await signIn(page, 'attendee31@demo.engage.test', undefined, EXPO);
    await page.goto(`${APP}/profile?event=${EXPO}`);
    // Her profile, read from the expo's instance: her name and the points the seed gave her.
    await heading(page, 'Amara Okafor');
    expect(await fitsWidth(page)).toBe(true);

    await page.goto(`${APP}/leaderboard?event=${EXPO}`);
    await expect
      .poll(async () => (await page.locator('tbody').first().textContent()) ?? '', {
        timeout: 20_000,
      })
      .toMatch(/Henrik Sørensen|Priya Natarajan|Mateo Silva|Greta Lund|Samir Aziz/);
    const board = (await page.locator('tbody').first().textContent()) ?? '';
    // The summit's seeded attendees live in the default instance, on the summit's board.
    expect(board).not.toMatch(/Nadia Rahman|Tomás Herrera|Aisha Bello/);
    expect(await fitsWidth(page)).toBe(true);
    await context.close();
  });
});

/** A value in the expo's own instance (the emulator's namespace), read with the owner credential. */
const expoRead = async <T>(path: string): Promise<T> =>
  (await (await fetch(`${DATABASE}/${path}.json?ns=${EXPO_INSTANCE}&auth=owner`)).json()) as T;

/** The expo's seeded attendee number `n` (attendee31 to attendee40), by their key. */
const expoAttendee = (n: number): { email: string; key: string } => {
  const email = `attendee${n}@demo.engage.test`;
  const key = encodeUserKey(email);
  if (!key.ok) throw new Error(`no user key for ${email}`);
  return { email, key: key.value };
};

describe('the screens of others about an event on an instance of its own', () => {
  it('shows a company organiser an expo attendee’s page: profile, points and ledger', {
    timeout: 120_000,
  }, async () => {
    const stamp = Date.now().toString(36);
    const customerId = await expoRead<string>(`events/${EXPO}/metadata/customerId`);
    const email = `company-org-${stamp}@demo.engage.test`;
    // Rights over the company, which holds both seeded events; no event of their own.
    await unregisteredOrganiser(email, `|c:${customerId}|`);
    const amara = expoAttendee(31);
    const stored = await expoRead<{ totalPoints?: number }>(`users/${amara.key}/games/act04`);
    const entries = await expoRead<Record<string, unknown> | null>(`ledger/${amara.key}`);
    expect(Object.keys(entries ?? {}).length).toBeGreaterThan(0);

    const page = await browser().newPage({ viewport: DESK });
    keepLog(page);
    await signIn(page, email);
    await openConsole(page, '/dashboard/index-x', EXPO);
    // The expo's people list, each row's points read in the expo's instance.
    await page.getByRole('link', { name: 'Amara Okafor' }).click();
    await heading(page, 'Amara Okafor');
    await expect
      .poll(() => page.getByTestId('points').textContent(), { timeout: 20_000 })
      .toBe(String(stored.totalPoints ?? 0));
    const ledger = page.getByRole('table', { name: 'Points ledger (newest 100)' });
    await expect
      .poll(() => ledger.locator('tbody tr').count(), { timeout: 20_000 })
      .toBe(Object.keys(entries ?? {}).length);
    expect(await fitsWidth(page)).toBe(true);

    // An adjustment from her page lands in the expo's instance, and the page follows it there.
    await page.getByLabel('Points (negative to take away)').fill('5');
    await page.getByLabel('Reason', { exact: true }).fill('Expo quiz');
    await page.getByRole('button', { name: 'Apply' }).click();
    const total = (stored.totalPoints ?? 0) + 5;
    await expect
      .poll(() => page.getByTestId('points').textContent(), { timeout: 20_000 })
      .toBe(String(total));
    await expect
      .poll(() => ledger.locator('tbody').textContent(), { timeout: 20_000 })
      .toContain('Expo quiz');
    expect(await expoRead(`users/${amara.key}/games/act04/totalPoints`)).toBe(total);
    await page.close();

    // The expo's audit log, opened on its own: the adjustment is about her, by name, read in the
    // expo's instance (was "A person with no profile": her key read in the default instance).
    const log = await browser().newPage({ viewport: DESK });
    keepLog(log);
    await signIn(log, email);
    await openConsole(log, '/dashboard/audit', EXPO);
    const row = log.getByRole('row').filter({ hasText: 'Points adjusted' });
    await expect
      .poll(() => row.first().textContent(), { timeout: 20_000 })
      .toContain('Amara Okafor');
    await log.close();
  });

  it('shows the expo’s board and its rooms on a kiosk of the expo', {
    timeout: 180_000,
  }, async () => {
    const stamp = Date.now().toString(36);
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    // A session on now, in the expo's instance, for the projector's turn to its rooms.
    await callAs(ORGANISER, 'adminImportSessions', {
      eventId: EXPO,
      rows: [
        {
          row: 2,
          session: {
            title: `Demo ${stamp}`,
            description: '',
            startsAt: minute - 10 * 60_000,
            endsAt: minute + 50 * 60_000,
            room: `Booth ${stamp}`,
            track: 'Tech',
            speakerIds: [],
            capacity: null,
          },
        },
      ],
    });
    const { key } = (await callAs(ORGANISER, 'adminCreateKiosk', {
      eventId: EXPO,
      label: `Expo hall ${stamp}`,
    })) as { key: string };
    const context = await browser().newContext({ viewport: PHONE });
    const kiosk = await context.newPage();
    keepLog(kiosk);
    await kiosk.goto(`${APP}/kiosk?event=${EXPO}#${key}`);
    await expect
      .poll(() => kiosk.locator('.kiosk-event').textContent(), { timeout: 30_000 })
      .toBe('Northwind Expo 2026');
    await expect
      .poll(async () => (await kiosk.locator('.kiosk-board').allTextContents()).join(' '), {
        timeout: 30_000,
      })
      .toMatch(/Henrik Sørensen|Priya Natarajan|Mateo Silva|Greta Lund|Samir Aziz/);
    const board = (await kiosk.locator('.kiosk-board').allTextContents()).join(' ');
    expect(board).not.toMatch(/Nadia Rahman|Tomás Herrera|Aisha Bello/);
    expect(await fitsWidth(kiosk)).toBe(true);
    // After the boards, now in each room: the expo's session, read in the expo's instance.
    const rooms = await roomsNow(kiosk);
    expect(rooms.join(' ')).toMatch(new RegExp(`Booth ${stamp}Demo ${stamp} · until`));
    expect(await fitsWidth(kiosk)).toBe(true);
    await context.close();
  });
});
