import { ERROR_MESSAGES } from '@engage/domain/errors';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  freshEvent,
  keepLog,
  organiserPage,
  registerAttendee,
  useBrowser,
} from './console-helpers.ts';
import { APP, adminRead, callWith, fitsWidth, ORGANISER, PASSWORD, signIn } from './helpers.ts';

const browser = useBrowser();

const PHONE = { width: 390, height: 844 };

/** Sends the console's announcement, answering its confirmation; answers the question asked. */
const send = async (desk: Page, text: string): Promise<string> => {
  await desk.getByLabel('Message to every attendee').fill(text);
  const asked = new Promise<string>((resolve) => {
    desk.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
  await desk.getByRole('button', { name: 'Send announcement' }).click();
  return asked;
};

describe('announcements', () => {
  it('an organiser announces; an attendee’s phone shows the banner and the notification, the projector the ticker', {
    timeout: 240_000,
  }, async () => {
    const stamp = Date.now().toString(36);
    const { eventId, code } = await freshEvent('herald', stamp, `Town hall ${stamp}`);
    const email = `herald-${stamp}@example.com`;
    const attendee = await registerAttendee({
      email,
      name: `Hana ${stamp}`,
      eventId,
      invitationCode: code,
    });
    expect(attendee.code).toBeUndefined();
    // An attendee calling the callable from a script is refused, before their input is read.
    expect(await callWith(attendee.token, 'adminAnnounce', { eventId, text: 'Free beer' })).toEqual(
      { code: 'not-admin' },
    );

    // The attendee's phone is open on the home screen before anything is sent.
    const context = await browser().newContext({ viewport: PHONE });
    const phone = await context.newPage();
    keepLog(phone);
    await signIn(phone, email, PASSWORD, eventId);
    const banner = phone.getByRole('region', { name: 'Announcement' });
    expect(await banner.count()).toBe(0);

    // The venue's screen shows the event's boards.
    const projector = await browser().newPage({ viewport: { width: 1920, height: 1080 } });
    keepLog(projector);
    await signIn(projector, ORGANISER);
    await projector.goto(`${APP}/leaderboard-old?event=${eventId}`);
    await projector.locator('.kiosk-header').waitFor({ timeout: 20_000 });

    // The organiser writes one from the event's dashboard and confirms it for every attendee.
    const desk = await organiserPage(browser(), '/dashboard', eventId);
    await expect
      .poll(() => desk.getByText('No announcements sent yet.').count(), { timeout: 30_000 })
      .toBe(1);
    const long = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(2);
    const text = `Lunch is served in hall B: ask for the ${long} special`;
    expect(await send(desk, `  ${text}  `)).toBe('Send to all 1 attendee?');
    await expect
      .poll(() => desk.getByText('Announcement sent.').count(), { timeout: 30_000 })
      .toBe(1);
    const sentList = desk.getByRole('list', { name: 'Sent announcements' });
    await expect.poll(() => sentList.getByText(text).count(), { timeout: 20_000 }).toBe(1);
    // Stored once for the event; nothing was written into the attendee's inbox.
    const stored = await adminRead<Record<string, { text: string }>>(`announcements/${eventId}`);
    expect(Object.values(stored).map((a) => a.text)).toEqual([text]);
    expect(await adminRead(`users/${attendee.key}/notifications`)).toBeNull();

    // The phone shows the banner, the long word wrapped within 390 px, above the tab bar.
    await expect.poll(() => banner.textContent(), { timeout: 20_000 }).toContain(text);
    expect(await fitsWidth(phone)).toBe(true);
    const box = await banner.boundingBox();
    const tabs = await phone.getByRole('navigation', { name: 'Tabs' }).boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE.width).toBe(true);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(tabs?.y ?? PHONE.height);
    // The nav counts it unread; the notifications screen lists it as new.
    await phone.goto(`${APP}/notifications`);
    const list = phone.getByRole('list', { name: 'Your notifications' });
    await expect
      .poll(() => list.getByRole('listitem').first().textContent(), { timeout: 20_000 })
      .toContain(`New: Announcement: ${text}`);
    expect(await fitsWidth(phone)).toBe(true);

    // The projector runs it as a ticker.
    await expect
      .poll(() => projector.getByRole('region', { name: 'Announcements' }).textContent(), {
        timeout: 20_000,
      })
      .toContain(text);

    // A second one within the minute is refused in words, and reaches no one.
    await send(desk, 'And coffee at three');
    await expect
      .poll(() => desk.getByText(ERROR_MESSAGES['announcement-too-soon']).count(), {
        timeout: 20_000,
      })
      .toBe(1);
    expect(
      Object.keys(await adminRead<Record<string, unknown>>(`announcements/${eventId}`)),
    ).toHaveLength(1);

    // Dismissed on the phone, it stays dismissed (the seen stamp is the attendee's own) and reads
    // as read in the list.
    await phone.goto(`${APP}/`);
    await banner.waitFor({ timeout: 20_000 });
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => banner.count(), { timeout: 20_000 }).toBe(0);
    await expect
      .poll(() => adminRead<number | null>(`users/${attendee.key}/announcementsSeen`), {
        timeout: 20_000,
      })
      .toBeTypeOf('number');
    await phone.reload();
    await phone.getByRole('navigation', { name: 'Tabs' }).waitFor({ timeout: 20_000 });
    expect(await banner.count()).toBe(0);
    await phone.goto(`${APP}/notifications`);
    await expect
      .poll(() => list.getByRole('listitem').first().textContent(), { timeout: 20_000 })
      .toContain(`Announcement: ${text}`);
    expect(await list.getByRole('listitem').first().textContent()).not.toContain('New:');
    await context.close();
  });
});
