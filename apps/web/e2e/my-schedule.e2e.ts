import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { freshEvent, keepLog, registerAttendee, useBrowser } from './console-helpers.ts';
import { APP, adminRead, callAs, callWith, fitsWidth, ORGANISER, signIn } from './helpers.ts';

// An attendee's schedule on a 390 px phone: she stars two sessions that overlap, the agenda says
// so; her accepted meeting shows in her schedule, and the calendar file she downloads holds the
// two sessions and the meeting, at their times, which the test parses. My sessions is a link away.
const browser = useBrowser();

const PHONE = { width: 390, height: 844 };
const H = 3_600_000;
const DAY = Date.UTC(2026, 11, 1, 9);
const session = (title: string, start: number, end: number, room: string) => ({
  title,
  description: '',
  startsAt: DAY + start * H,
  endsAt: DAY + end * H,
  room,
  track: 'Tech',
  speakerIds: [],
  capacity: null,
});

describe('my schedule', () => {
  it('an attendee stars two overlapping sessions, sees them and her meeting, downloads the .ics', {
    timeout: 300_000,
  }, async () => {
    const stamp = Date.now().toString(36);
    const { eventId, code } = await freshEvent('schedule', stamp, `Schedule day ${stamp}`);
    await callAs(ORGANISER, 'adminImportSessions', {
      eventId,
      rows: [
        { row: 2, session: session('Keynote', 0, 1, 'Main stage') },
        { row: 3, session: session('Workshop', 0.5, 2, 'Lab') },
        { row: 4, session: session('Closing', 3, 4, 'Main stage') },
      ],
    });
    const email = `sam-${stamp}@example.com`;
    const sam = await registerAttendee({
      email,
      name: `Sam ${stamp}`,
      eventId,
      invitationCode: code,
    });
    expect(sam.code).toBeUndefined();
    const bob = await registerAttendee({
      email: `bob-${stamp}@example.com`,
      name: `Bob ${stamp}`,
      eventId,
      invitationCode: code,
    });
    expect((await callWith(bob.token, 'setDirectoryListing', { listed: true })).code).toBe(
      undefined,
    );
    const slot = { start: DAY + 5 * H, end: DAY + 5.5 * H };
    await callAs(ORGANISER, 'adminSetMeetings', {
      eventId,
      slotMinutes: 30,
      windows: [{ start: slot.start, end: DAY + 6 * H }],
      spots: ['Lounge'],
    });
    // Bob is the fresh event's one listed attendee: his directory entry's key is his public id.
    const listed = (await adminRead(`directory/${eventId}`)) as Record<string, unknown> | null;
    const asked = await callWith(sam.token, 'requestMeeting', {
      with: Object.keys(listed ?? {})[0],
      start: slot.start,
      spot: 'Lounge',
    });
    expect(asked.code).toBeUndefined();
    const { meetingId } = asked.result as { meetingId: string };
    expect(
      (await callWith(bob.token, 'answerMeeting', { meetingId, action: 'accept' })).code,
    ).toBeUndefined();

    const context = await browser().newContext({ viewport: PHONE, acceptDownloads: true });
    const page = await context.newPage();
    keepLog(page);
    await signIn(page, email, undefined, eventId);
    await page.goto(`${APP}/agenda?event=${eventId}`);
    await page.getByRole('heading', { name: 'Agenda', level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Add “Keynote” to my schedule' }).click();
    await page.getByRole('button', { name: 'Add “Workshop” to my schedule' }).click();
    await expect
      .poll(() => page.getByText('Two or more sessions in your schedule overlap').count(), {
        timeout: 30_000,
      })
      .toBe(1);
    expect(await page.getByText('Overlaps another session in your schedule').count()).toBe(2);
    expect(
      await page
        .getByRole('button', { name: 'Remove “Keynote” from my schedule' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    // The stars are hers, in the database, under the rules.
    await expect
      .poll(async () => Object.keys((await adminRead(`schedules/${sam.key}`)) ?? {}).length, {
        timeout: 30_000,
      })
      .toBe(2);
    expect(await fitsWidth(page)).toBe(true);

    // Her schedule holds the accepted meeting, marked as one, at its spot.
    await page.getByRole('checkbox', { name: 'My schedule only' }).check();
    const meeting = page.getByRole('article', { name: `Meeting with Bob ${stamp}` });
    await expect.poll(() => meeting.textContent(), { timeout: 30_000 }).toContain('Lounge');
    expect(await meeting.textContent()).toContain('Meeting');
    expect(await fitsWidth(page)).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('button', { name: 'Add my schedule to my calendar (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${eventId}-agenda.ics`);
    const text = await readFile(String(await download.path()), 'utf8');
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent))
      .map((event) => ({
        title: event.summary,
        location: event.location,
        start: event.startDate.toJSDate().getTime(),
        end: event.endDate.toJSDate().getTime(),
      }))
      .sort((a, b) => a.start - b.start);
    expect(events).toEqual([
      { title: 'Keynote', location: 'Main stage', start: DAY, end: DAY + H },
      { title: 'Workshop', location: 'Lab', start: DAY + 0.5 * H, end: DAY + 2 * H },
      { title: `Meeting with Bob ${stamp}`, location: 'Lounge', ...slot },
    ]);

    // Unstarring one takes the overlap away.
    await page.getByRole('button', { name: 'Remove “Workshop” from my schedule' }).click();
    await expect
      .poll(() => page.getByText('Two or more sessions in your schedule overlap').count(), {
        timeout: 30_000,
      })
      .toBe(0);

    // My sessions is reachable from the agenda.
    await page.getByRole('link', { name: 'My sessions: check-ins and ratings' }).click();
    await page.getByRole('heading', { name: 'My sessions', level: 1 }).waitFor({ timeout: 30_000 });
    await context.close();
  });
});
