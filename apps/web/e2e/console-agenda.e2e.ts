import { SESSION_ROW_WORDS } from '@engage/domain/session-import';
import { sessionFromStored } from '@engage/domain/sessions';
import type { StoredSession } from '@engage/domain/store/sessions';
import { describe, expect, it } from 'vitest';
import { freshEvent, keepLog, useBrowser } from './console-helpers.ts';
import { APP, adminRead, adminUpdate, callAs, fitsWidth, ORGANISER, signIn } from './helpers.ts';

// An organiser imports an event's programme on a 390 px phone: a CSV of 21 rows, one with a date
// that is not one, previewed with that row refused in words before anything is written, then 20
// sessions imported, each on the event's clock (Europe/Amsterdam) and in the audit log.
const browser = useBrowser();

const PHONE = { width: 390, height: 844 };
const ROOMS = ['Main stage', 'Room B', 'Workshop lab'];

const line = (i: number) => {
  const hour = 9 + Math.floor(i / 3);
  const room = ROOMS[i % 3] ?? 'Main stage';
  const speakers = i === 0 ? 'Ada Quinn' : '';
  return `Talk ${i + 1},About talk ${i + 1},2026-12-01,${hour}:00,${hour}:45,${room},${i % 2 === 0 ? 'Business' : 'Tech'},${speakers},${i === 1 ? '' : 50}`;
};

describe('the programme from a CSV', () => {
  it('an organiser imports 20 sessions on a phone, a bad row refused in words', {
    timeout: 300_000,
  }, async () => {
    const stamp = Date.now().toString(36);
    const { eventId } = await freshEvent('agenda', stamp, `Agenda day ${stamp}`);
    await adminUpdate(`events/${eventId}/metadata`, { timeZone: 'Europe/Amsterdam' });
    await callAs(ORGANISER, 'adminWriteSpeaker', {
      eventId,
      speakerId: 'ada',
      speaker: { name: 'Ada Quinn', topic: 'Opening', location: '', time: '', about: '' },
    });
    const lines = Array.from({ length: 20 }, (_, i) => line(i));
    lines.splice(7, 0, 'Broken,,01/12/2026,10:00,10:30,Room B,Tech,,');
    const csv = ['Title,Description,Date,Start,End,Room,Track,Speakers,Capacity', ...lines].join(
      '\r\n',
    );

    const context = await browser().newContext({ viewport: PHONE });
    const page = await context.newPage();
    keepLog(page);
    await signIn(page, ORGANISER);
    await page.goto(`${APP}/dashboard/agenda?event=${eventId}`);
    await page.getByLabel('CSV file').waitFor({ timeout: 30_000 });
    await page.getByLabel('CSV file').setInputFiles({
      name: 'programme.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    const preview = page.getByRole('status').filter({ hasText: 'ready to import' });
    await expect
      .poll(() => preview.textContent(), { timeout: 30_000 })
      .toBe('20 ready to import, 1 refused.');
    expect(
      await page
        .getByRole('list', { name: 'Refused rows' })
        .getByRole('listitem')
        .allTextContents(),
    ).toEqual([`Row 9 (Broken): ${SESSION_ROW_WORDS['bad-date']}`]);
    // Nothing is written before the organiser imports.
    expect(await adminRead(`sessions/${eventId}`)).toBeNull();
    expect(await fitsWidth(page)).toBe(true);

    await page.getByRole('button', { name: 'Import 20 sessions' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Imported' });
    await expect
      .poll(() => done.textContent(), { timeout: 60_000 })
      .toBe('Imported 20 sessions; 1 refused.');
    const stored = Object.values(
      (await adminRead<Record<string, StoredSession>>(`sessions/${eventId}`)) ?? {},
    );
    expect(stored).toHaveLength(20);
    const first = stored.find((s) => s.title === 'Talk 1');
    // 09:00 in Amsterdam in December is 08:00 UTC.
    expect(first).toMatchObject({
      startsAt: Date.UTC(2026, 11, 1, 8),
      endsAt: Date.UTC(2026, 11, 1, 8, 45),
      room: 'Main stage',
      capacity: 50,
    });
    // The database may give the list back as an object by index: read as the app reads it.
    expect(first && sessionFromStored('t1', first).speakerIds).toEqual(['ada']);
    expect(stored.find((s) => s.title === 'Talk 2')).not.toHaveProperty('capacity');
    // The list shows them live, and the page still fits the phone.
    await expect
      .poll(() => page.getByRole('list', { name: 'Sessions' }).getByRole('listitem').count(), {
        timeout: 30_000,
      })
      .toBe(20);
    expect(await fitsWidth(page)).toBe(true);
    const audit = Object.values(
      (await adminRead<Record<string, { action: string }>>(`audit/events/${eventId}`)) ?? {},
    ).map((entry) => entry.action);
    expect(audit).toContain('sessions.import');
    await context.close();
  });
});
