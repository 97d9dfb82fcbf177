import type { QrToken } from '@engage/domain/games';
import { DEFAULT_SCORING, scoringOf } from '@engage/domain/scoring-table';
import { organiserNodes, type StoredAudit } from '@engage/domain/store/organisers';
import { describe, expect, it } from 'vitest';
import {
  freshEvent,
  keepLog,
  organiserPage,
  registerAttendee,
  useBrowser,
} from './console-helpers.ts';
import { APP, adminRead, callWith, fitsWidth, PASSWORD, signIn } from './helpers.ts';

// An event's own points, levels and time zone, on an event of its own: the organiser, on a
// laptop, sets a first connection to 35 points, level 1 to 30 and the event on Tokyo's clock; an
// attendee on a 390 px phone reads the new level and the start in Tokyo time, connects with
// another attendee, is paid the new value and reads the notification's time in Tokyo time.
const browser = useBrowser();

const PHONE = { width: 390, height: 800 };

describe('an event’s points and levels', () => {
  it('an organiser changes a point value and a level; an attendee on a phone earns and reads them', {
    timeout: 300_000,
  }, async () => {
    const stamp = Date.now().toString(36);
    const { eventId, code } = await freshEvent('scoring', stamp, `Scoring ${stamp}`);
    const email = `scorer-${stamp}@example.com`;
    const attendee = await registerAttendee({
      email,
      name: `Sam ${stamp}`,
      eventId,
      invitationCode: code,
    });
    const partner = await registerAttendee({
      email: `scored-${stamp}@example.com`,
      name: `Pat ${stamp}`,
      eventId,
      invitationCode: code,
    });
    // An attendee cannot set the table from a script.
    expect(
      await callWith(attendee.token, 'adminSetScoring', {
        eventId,
        points: { ...DEFAULT_SCORING.points, qrConnection: 1_000 },
        levels: [0, 1],
      }),
    ).toEqual({ code: 'not-admin' });
    expect(await adminRead(`events/${eventId}/scoring`)).toBeNull();

    // The organiser, on a laptop, sets a first connection to 35 points and level 1 to 30.
    const desk = await organiserPage(browser(), '/dashboard', eventId);
    const form = desk.getByRole('form', { name: 'Points and levels' });
    await form.waitFor({ timeout: 30_000 });
    await form.getByLabel('A first QR connection (each side)').fill('35');
    await form.getByLabel('Points each level needs').fill('0, 30, 250, 500, 1000, 2000');
    await form.getByRole('button', { name: 'Save points and levels' }).click();
    await expect
      .poll(() => desk.getByText('Points and levels saved: later awards pay them.').count(), {
        timeout: 30_000,
      })
      .toBe(1);
    // The database's REST answer keeps the levels as an object of their indexes: read as the app does.
    expect(scoringOf(await adminRead(`events/${eventId}/scoring`))).toMatchObject({
      points: { qrConnection: 35, boothVisit: 20 },
      levels: [0, 30, 250, 500, 1_000, 2_000],
    });
    // The audit log says what moved, old and new.
    await desk.goto(`${APP}/dashboard/audit?event=${eventId}`);
    await expect
      .poll(() => desk.getByText('A first QR connection (each side): 10 → 35').count(), {
        timeout: 30_000,
      })
      .toBe(1);
    expect(await desk.getByText('Level 1 needs: 100 → 30').count()).toBe(1);
    const audit = Object.values(
      (await adminRead<Record<string, StoredAudit>>(
        organiserNodes.audit({ kind: 'event', id: eventId }),
      )) ?? {},
    ).filter((entry) => entry.action === 'scoring.set');
    expect(audit).toHaveLength(1);

    // The organiser puts the event on Tokyo's clock: its start is entered as Tokyo reads it.
    await desk.goto(`${APP}/dashboard/events?edit=${eventId}&event=${eventId}`);
    const edit = desk.getByRole('form', { name: 'Edit the event' });
    await edit.waitFor({ timeout: 30_000 });
    await edit.getByLabel('Time zone').selectOption('Asia/Tokyo');
    await edit.getByLabel(/^Starts/).fill('2026-12-01T09:00');
    await edit.getByLabel(/^Ends/).fill('2026-12-02T09:00');
    await edit.getByRole('button', { name: 'Save the event' }).click();
    await expect
      .poll(() => adminRead(`events/${eventId}/metadata/timeZone`), { timeout: 30_000 })
      .toBe('Asia/Tokyo');
    expect(await adminRead(`events/${eventId}/metadata/startsAt`)).toBe(Date.UTC(2026, 11, 1));

    // The attendee's phone: her home screen states the event's first level, and its start on
    // Tokyo's clock.
    const context = await browser().newContext({ viewport: PHONE });
    const phone = await context.newPage();
    keepLog(phone);
    await signIn(phone, email, PASSWORD, eventId);
    await phone.goto(`${APP}/`);
    await expect
      .poll(() => phone.getByText('Level 1 needs 30 points: 30 to go.').count(), {
        timeout: 30_000,
      })
      .toBe(1);
    await expect
      .poll(() => phone.getByText('1 December 2026 at 09:00 Asia/Tokyo').count(), {
        timeout: 30_000,
      })
      .toBe(1);
    expect(await fitsWidth(phone)).toBe(true);

    // She types her partner's code: the connection pays the event's 35.
    await phone.goto(`${APP}/connect`);
    await expect
      .poll(() => phone.locator('.short-code').getAttribute('data-code'), { timeout: 30_000 })
      .toMatch(/^[A-Z0-9]{8}$/);
    const issued = (await callWith(partner.token, 'issueQrToken', {})).result as QrToken;
    await phone.getByRole('textbox', { name: 'Their code' }).fill(issued.code);
    await phone.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect
      .poll(() => phone.getByText(/That is 35 for connecting/).count(), { timeout: 30_000 })
      .toBe(1);
    expect(await fitsWidth(phone)).toBe(true);
    const ledger = Object.values(
      (await adminRead<Record<string, { reason: string; points: number }>>(
        `ledger/${attendee.key}`,
      )) ?? {},
    ).filter((entry) => entry.reason === 'qr-connection');
    expect(ledger).toEqual([expect.objectContaining({ points: 35 })]);

    // The connection's notification names its time on the event's clock.
    await phone.goto(`${APP}/notifications`);
    await expect
      .poll(() => phone.locator('.notification time').first().textContent(), { timeout: 30_000 })
      .toMatch(/ \d\d:\d\d Asia\/Tokyo$/);
    expect(await fitsWidth(phone)).toBe(true);

    // 60 points pass the event's level 1 (the default table's would need 100).
    await phone.goto(`${APP}/`);
    await expect
      .poll(() => phone.getByText('Level 1 needs 30 points: you have enough, level up!').count(), {
        timeout: 30_000,
      })
      .toBe(1);
    await phone.getByRole('button', { name: 'Level up' }).click();
    await expect
      .poll(() => adminRead(`users/${attendee.key}/metadata/level`), { timeout: 30_000 })
      .toBe(1);
    expect(await fitsWidth(phone)).toBe(true);
    await context.close();
  });
});
