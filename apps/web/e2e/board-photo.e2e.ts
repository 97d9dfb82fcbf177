import { launchChromium } from '@engage/browser/launch';
import { snapshotRows } from '@engage/domain/boards';
import { type BoardSnapshot, boardNodes } from '@engage/domain/store/boards';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshotsOnFailure } from './console-helpers.ts';
import { APP, adminRead, EVENT, openAs, seededAttendee, shows } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());
keepScreenshotsOnFailure(() => browser);

/** A 1×1 PNG, what an attendee's camera would give, smaller. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The seeded attendee (1 to 30) shown sixth on the event's published board: well in the top 20. */
const attendeeOnBoard = async (): Promise<number> => {
  const rows = snapshotRows(await adminRead<BoardSnapshot>(boardNodes.snapshot(EVENT, 'all')));
  const id = rows[5]?.id;
  for (let n = 1; n <= 30; n += 1) if ((await seededAttendee(n)).publicId === id) return n;
  throw new Error(`no seeded attendee is ${id}`);
};

describe('board photo', () => {
  it('an attendee uploads a photo and sees it in their own leaderboard row, initials under it', async () => {
    const { person, context, page } = await openAs(
      browser,
      await attendeeOnBoard(),
      '/profile/edit',
    );
    await page
      .getByLabel('Photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await shows(page, 'Photo saved: this is how other attendees see you.');

    await page.goto(`${APP}/leaderboard?event=${EVENT}`);
    const own = page.locator('tbody tr[aria-current="true"]').first();
    const photo = own.locator('img.board-photo');
    await expect.poll(() => photo.getAttribute('data-state'), { timeout: 30_000 }).toBe('stored');
    // Named by the public id, never the uid, and really loaded from Storage.
    expect(await photo.getAttribute('src')).toContain(`avatars%2F${person.publicId}`);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
    expect(await own.locator('td').nth(1).textContent()).toBe(`${person.name}You`);
    // The photo covers the initials' circle exactly: the same box, so the row does not move.
    const box = await photo.boundingBox();
    const circle = await own.locator('.with-initials').evaluate((span) => {
      const style = getComputedStyle(span, '::before');
      return { width: Number.parseFloat(style.width), height: Number.parseFloat(style.height) };
    });
    expect(box?.width).toBeCloseTo(circle.width, 0);
    expect(box?.height).toBeCloseTo(circle.height, 0);
    // The others' rows show a photo only where one was published (other journeys may upload
    // one for a seeded attendee), initials otherwise.
    const rows = snapshotRows(await adminRead<BoardSnapshot>(boardNodes.snapshot(EVENT, 'all')));
    const others = rows.filter((row) => row.id !== person.publicId);
    const withPhoto = others.filter((row) => row.photo !== undefined).length;
    expect(withPhoto).toBeLessThan(others.length);
    expect(await page.locator('tbody tr:not([aria-current]) img.board-photo').count()).toBe(
      withPhoto,
    );
    await context.close();
  });
});
