import { launchChromium } from '@engage/browser/launch';
import { PORTS } from '@engage/devstack/stack';
import { storagePaths } from '@engage/domain/store/storage';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, keepLog, keepScreenshotsOnFailure, openConsole } from './console-helpers.ts';
import { adminRead, ORGANISER, signIn } from './helpers.ts';

// An organiser uploads an event's logo from the event form, on a phone and on a desktop: the file
// goes to her own staging folder, the server publishes it to the public path (which no browser may
// write), and the form and the public pages show it. A file that is no image is refused by name.

const STORAGE = `http://127.0.0.1:${PORTS.storage}/v0/b/demo-engage.appspot.com/o`;
/** The seeded organiser's account (tools/devstack/src/seed.ts). */
const ORGANISER_UID = 'demo-organiser';
/** A stored object's bytes with the owner credential (past the rules), or null when there is none. */
const stored = async (path: string): Promise<Buffer | null> => {
  const response = await fetch(`${STORAGE}/${encodeURIComponent(path)}?alt=media`, {
    headers: { authorization: 'Bearer owner' },
  });
  return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
};

let browser: Browser;
const stamp = Date.now().toString(36);
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());
keepScreenshotsOnFailure(() => browser);

describe('organiser console: an event logo through the server', () => {
  for (const [device, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const)
    it(`uploads and publishes the logo on a ${device} (${viewport.width} px); refuses a non-image`, async () => {
      const eventId = `logo-${device}-${stamp}`;
      await createEvent(eventId, `Logo ${device} ${stamp}`);
      const page = await browser.newPage({ viewport });
      keepLog(page);
      await signIn(page, ORGANISER);
      await openConsole(page, `/dashboard/events?edit=${eventId}`, eventId);

      // A picture cut from this screen, so it is a real PNG of a known size.
      const png = await page.screenshot({ clip: { x: 0, y: 0, width: 36, height: 36 } });
      const input = page.getByLabel('Event logo', { exact: true });
      await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
      await expect.poll(() => page.getByText('Uploaded.').count(), { timeout: 30_000 }).toBe(1);
      const current = page.getByRole('img', { name: 'Event logo (current)' });
      await expect
        .poll(() => current.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth]), {
          timeout: 30_000,
        })
        .toEqual([true, 36]);
      const logo = storagePaths.logo(eventId);
      expect((await stored(logo))?.equals(png)).toBe(true);
      // Published, her staging file is gone; the upload is in the event's audit log.
      expect(await stored(storagePaths.staged(ORGANISER_UID, logo))).toBeNull();
      const audit = Object.values(
        (await adminRead<Record<string, { action: string; target: string }> | null>(
          `audit/events/${eventId}`,
        )) ?? {},
      );
      expect(audit.filter((entry) => entry.action === 'picture.upload')).toMatchObject([
        { target: logo },
      ]);

      // A page declared as a PNG is refused by what its bytes are, and the logo stays.
      const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
      await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: html });
      const alert = page.getByRole('alert').filter({ hasText: 'That file is not an image' });
      await expect.poll(() => alert.count(), { timeout: 30_000 }).toBe(1);
      expect((await stored(logo))?.equals(png)).toBe(true);
      // The form fits the screen, the refusal included.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      // A visitor sees the published logo in the event's header.
      const visitor = await browser.newContext({ viewport });
      const screen = await visitor.newPage();
      await screen.goto(`${new URL(page.url()).origin}/event?event=${eventId}`);
      const brand = screen.locator('img.brand-logo');
      await expect
        .poll(
          () => brand.evaluate((img: HTMLImageElement) => [img.dataset.state, img.naturalWidth]),
          { timeout: 30_000 },
        )
        .toEqual(['stored', 36]);
      await visitor.close();
      await page.close();
    });
});
