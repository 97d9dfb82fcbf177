import { describe, expect, it } from 'vitest';
import { freshEvent, openConsole, organiserPage, useBrowser } from './console-helpers.ts';
import { fitsWidth } from './helpers.ts';

// The organiser's screens of the event set-up and the venue on a 390 × 844 phone: each screen
// loads its panels and no page is wider than the phone (a table scrolls in its own box).
const browser = useBrowser();

const PHONE = { width: 390, height: 844 };

/** Each console screen of the venue's work, with a heading or region it shows once loaded. */
const SCREENS = [
  ['/dashboard', 'region', 'Live quiz'],
  ['/dashboard', 'region', 'Announcements'],
  ['/dashboard/bingo', 'heading', 'Bingo'],
  ['/dashboard/export', 'heading', 'Import attendees'],
  ['/dashboard/index-old', 'button', 'Add a question'],
  ['/dashboard/audit', 'table', 'Organiser actions'],
] as const;

describe('the console on a phone', () => {
  it('every venue screen fits a 390 px phone', { timeout: 300_000 }, async () => {
    const stamp = Date.now().toString(36);
    const { eventId } = await freshEvent('phone', stamp, `Phone console ${stamp}`);
    const desk = await organiserPage(browser(), '/dashboard', eventId);
    await desk.setViewportSize(PHONE);
    for (const [path, role, name] of SCREENS) {
      await openConsole(desk, path, eventId);
      await desk
        .getByRole(role, { name: new RegExp(name) })
        .first()
        .waitFor({ timeout: 30_000 });
      await desk.waitForTimeout(500);
      expect(await fitsWidth(desk), `${path}: ${name}`).toBe(true);
    }
    await desk.close();
  });
});
