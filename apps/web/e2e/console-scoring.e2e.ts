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

// An event's own points and levels, on an event of its own: the organiser, on a laptop, sets a
// first connection to 35 points and level 1 to 30; an attendee on a 390 px phone reads the new
// level on her home screen, connects with another attendee and is paid the new value.
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

    // The attendee's phone: her home screen states the event's first level.
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
