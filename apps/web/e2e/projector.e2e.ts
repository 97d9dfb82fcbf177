import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { launchChromium } from '@engage/browser/launch';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { freshEvent, registerAttendee } from './console-helpers.ts';
import { APP, callAs, EVENT, ORGANISER, pixelOf, signIn } from './helpers.ts';

// The QR is read back as a phone would read it, with the decoder the app ships (local binary).
const wasm = readFileSync(
  createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'),
);
prepareZXingModule({
  overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
  fireImmediately: true,
});

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  // A venue screen is signed in with the organiser's account: the boards are for the event.
  await signIn(page, ORGANISER);
});
afterAll(() => browser?.close());

describe('the projector view on a 1080p venue screen', () => {
  it('fits the top 20 with no site navigation, in the event’s colours, with a QR to join', async () => {
    await page.goto(`${APP}/leaderboard-old?event=${EVENT}&board=all`);
    const rows = page.locator('.kiosk-board > li');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(20);
    expect(await page.locator('nav, [role="navigation"]').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Top 20 attendees');

    const boxes = await rows.evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom, left: box.left, right: box.right };
      }),
    );
    for (const box of boxes) {
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(1080);
      expect(box.right).toBeLessThanOrEqual(1920);
    }
    // Nothing below the fold: the page does not scroll.
    const scroll = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      width: document.documentElement.scrollWidth,
    }));
    expect(scroll).toEqual({ height: 1080, width: 1920 });
    // Readable from the back of a hall: names at least 36 px.
    const nameSize = await page
      .locator('.kiosk-name')
      .first()
      .evaluate((name) => Number.parseFloat(getComputedStyle(name).fontSize));
    expect(nameSize).toBeGreaterThanOrEqual(36);
    // Ranks 1-10 in the left column, 11-20 in the right one.
    expect(boxes[10]?.left ?? 0).toBeGreaterThan(boxes[0]?.right ?? 0);

    const qr = page.getByRole('img', { name: /^QR code: register for / });
    const qrBox = await qr.boundingBox();
    expect(qrBox?.width ?? 0).toBeGreaterThanOrEqual(200);
    expect((qrBox?.y ?? 0) + (qrBox?.height ?? 0)).toBeLessThanOrEqual(1080);
    // The kiosk's background is the seeded scheme's dark primary, #4c1d95.
    const shot = await page.screenshot();
    expect(await pixelOf(page, shot, 1910, 1070)).toEqual([76, 29, 149]);
  });

  it('links the QR to the event’s registration, which a phone opens', async () => {
    await page.goto(`${APP}/leaderboard-old?event=${EVENT}&board=teams`);
    await expect.poll(() => page.locator('.kiosk-board > li').count(), { timeout: 20_000 }).toBe(8);
    const qr = await page.getByRole('img', { name: /^QR code: register for / }).screenshot();
    const [found] = await readBarcodes(new Uint8Array(qr), { formats: ['QRCode'] });
    expect(found?.text).toBe(`${APP}/auth/register?event=${EVENT}`);
  });

  it('cuts a long name on a phone-sized screen, not the page', async () => {
    const stamp = Date.now().toString(36);
    const { eventId, code } = await freshEvent('kiosk-phone', stamp, 'Kiosk on a phone');
    const name = 'Maximiliana Featherstonehaugh-Wolfeschlegel de la Cruz Villanueva';
    const attendee = await registerAttendee({
      email: `kiosk-phone-${stamp}@example.com`,
      name,
      eventId,
      invitationCode: code,
    });
    await callAs(ORGANISER, 'adminAdjustPoints', {
      userKey: attendee.key,
      delta: 5,
      reason: 'kiosk on a phone',
    });
    const phone = await browser.newPage({ viewport: { width: 375, height: 740 } });
    await signIn(phone, ORGANISER);
    await phone.goto(`${APP}/leaderboard-old?event=${eventId}&board=all`);
    const row = phone.locator('.kiosk-board > li', { hasText: 'Maximiliana' });
    await row.waitFor({ timeout: 20_000 });
    const box = await row.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    // The name is cut with an ellipsis: it is wider than the box it is drawn in.
    const cut = await phone
      .locator('.kiosk-name', { hasText: 'Maximiliana' })
      .evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(cut).toBe(true);
    await phone.close();
  });
});
