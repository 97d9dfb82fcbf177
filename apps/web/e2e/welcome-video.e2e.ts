import { POINTS } from '@engage/domain/points';
import type { WelcomeVideo } from '@engage/domain/store/events';
import { organiserNodes, type StoredAudit } from '@engage/domain/store/organisers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  freshEvent,
  keepLog,
  organiserPage,
  registerAttendee,
  useBrowser,
} from './console-helpers.ts';
import { adminRead, callWith, fitsWidth, PASSWORD, signIn } from './helpers.ts';

// The welcome video on an event of its own: the organiser uploads a small WebM in the console (a
// wrong file is named first), an attendee on a 390 px phone sees it in her first steps, marks it
// watched and is paid once; after a reload the prompt is gone. The organiser then removes it.
const browser = useBrowser();

const PHONE = { width: 390, height: 844 };

/**
 * A second of a changing canvas recorded by the browser's own MediaRecorder: a real, small WebM,
 * wider than any phone, so the screens must scale it down.
 */
const recordWebm = async (page: Page): Promise<Buffer> => {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    const context = canvas.getContext('2d');
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    let frame = 0;
    const paint = setInterval(() => {
      frame += 1;
      if (context === null) return;
      context.fillStyle = frame % 2 === 0 ? '#c00' : '#00c';
      context.fillRect(0, 0, 640, 360);
    }, 50);
    recorder.start();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    recorder.stop();
    await stopped;
    clearInterval(paint);
    return [...new Uint8Array(await new Blob(chunks).arrayBuffer())];
  });
  return Buffer.from(bytes);
};

const welcomeLedger = async (key: string) =>
  Object.values(
    (await adminRead<Record<string, { reason: string; points: number }>>(`ledger/${key}`)) ?? {},
  ).filter((entry) => entry.reason === 'welcome-video');

describe('the welcome video', () => {
  it('an organiser uploads it; an attendee on a phone watches it and is paid once', {
    timeout: 300_000,
  }, async () => {
    const stamp = Date.now().toString(36);
    const { eventId, code } = await freshEvent('video', stamp, `Welcome ${stamp}`);
    const email = `viewer-${stamp}@example.com`;
    const attendee = await registerAttendee({
      email,
      name: `Vera ${stamp}`,
      eventId,
      invitationCode: code,
    });
    // An attendee cannot set the video from a script.
    expect(
      await callWith(attendee.token, 'adminSetWelcomeVideo', { eventId, action: 'remove' }),
    ).toEqual({ code: 'not-admin' });

    // The organiser's console: no video yet; a file that is not a video is named at once.
    const desk = await organiserPage(browser(), '/dashboard', eventId);
    const panel = desk.getByRole('region', { name: 'Welcome video' });
    await panel.getByText('No welcome video: attendees see none.').waitFor({ timeout: 30_000 });
    const input = panel.getByLabel('Upload a welcome video');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a video'),
    });
    await expect
      .poll(() => panel.getByRole('alert').getAttribute('data-code'), { timeout: 10_000 })
      .toBe('video-type');
    expect(await panel.getByRole('alert').textContent()).toContain(
      'A welcome video must be an MP4 or WebM file',
    );

    // A real WebM, published: played back in the console, recorded in the audit log.
    const webm = await recordWebm(desk);
    expect(webm.length).toBeGreaterThan(100);
    expect(webm.length).toBeLessThan(50 * 1024);
    await input.setInputFiles({ name: 'welcome.webm', mimeType: 'video/webm', buffer: webm });
    await expect
      .poll(() => panel.getByText('Welcome video published: attendees see it now.').count(), {
        timeout: 30_000,
      })
      .toBe(1);
    const stored = await adminRead<WelcomeVideo>(`welcomeVideos/${eventId}`);
    expect(stored).toMatchObject({ contentType: 'video/webm', size: webm.length });
    expect(stored?.path).toMatch(new RegExp(`^video/${eventId}/`));
    await panel.getByRole('button', { name: 'Remove welcome video' }).waitFor({ timeout: 20_000 });
    const audit = Object.values(
      (await adminRead<Record<string, StoredAudit>>(
        organiserNodes.audit({ kind: 'event', id: eventId }),
      )) ?? {},
    ).filter((entry) => entry.action === 'video.set');
    expect(audit).toHaveLength(1);

    // The attendee's phone: the video in her first steps, loaded from our own Storage.
    const context = await browser().newContext({ viewport: PHONE });
    const phone = await context.newPage();
    keepLog(phone);
    await signIn(phone, email, PASSWORD, eventId);
    const prompt = phone.getByRole('region', { name: 'Welcome video' });
    await prompt.waitFor({ timeout: 30_000 });
    const video = prompt.locator('video');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(1);
    // Wider than the phone as recorded, it is scaled to the screen.
    expect(await video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBe(640);
    expect(await video.getAttribute('playsinline')).not.toBeNull();
    expect(await video.getAttribute('controls')).not.toBeNull();
    expect(await fitsWidth(phone)).toBe(true);
    await phone.setViewportSize({ width: 320, height: 700 });
    expect(await fitsWidth(phone)).toBe(true);
    await phone.setViewportSize(PHONE);

    // Marked watched: paid once, and a second call (another tab) pays nothing.
    await prompt.getByRole('button', { name: 'I watched it' }).click();
    await expect
      .poll(
        () =>
          phone
            .getByText(`Thanks for watching the welcome video: +${POINTS.welcomeVideo} points.`)
            .count(),
        { timeout: 30_000 },
      )
      .toBe(1);
    expect(await callWith(attendee.token, 'watchedWelcomeVideo', {})).toEqual({
      result: { awarded: 0 },
    });
    expect(await welcomeLedger(attendee.key)).toEqual([
      expect.objectContaining({ points: POINTS.welcomeVideo }),
    ]);
    expect(await adminRead(`users/${attendee.key}/metadata/welcomeVideo`)).toBe(true);

    // After a reload the prompt is gone.
    await phone.reload();
    await phone
      .getByText(/You are in team|Hello /)
      .first()
      .waitFor({ timeout: 30_000 });
    await phone.waitForTimeout(1_000);
    expect(await phone.getByRole('region', { name: 'Welcome video' }).count()).toBe(0);
    expect(await phone.locator('video').count()).toBe(0);
    await context.close();

    // The organiser removes it: attendees see none.
    await panel.getByRole('button', { name: 'Remove welcome video' }).click();
    await expect
      .poll(() => panel.getByText('Welcome video removed: attendees see none.').count(), {
        timeout: 30_000,
      })
      .toBe(1);
    expect(await adminRead(`welcomeVideos/${eventId}`)).toBeNull();
    await desk.close();
  });
});
