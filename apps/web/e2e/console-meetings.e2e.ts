import type { MeetingSetup } from '@engage/domain/store/people';
import { describe, expect, it } from 'vitest';
import { freshEvent, organiserPage, useBrowser } from './console-helpers.ts';
import { adminRead } from './helpers.ts';

// The organiser sets an event's meeting slots and spots in the console, on an event of its own:
// a window a day ahead cut into 15-minute slots, two spots; overlapping windows are refused in
// words and change nothing.
const browser = useBrowser();

const HOUR = 3_600_000;
/** A datetime-local value on the event's clock (UTC: the fresh event names no zone). */
const local = (at: number) => new Date(at).toISOString().slice(0, 16);

describe('meeting setup in the console', () => {
  it('saves a window and spots, and refuses overlapping windows', async () => {
    const stamp = Date.now().toString(36);
    const { eventId } = await freshEvent('meet', stamp, `Meeting Fair ${stamp}`);
    const page = await organiserPage(browser(), '/dashboard/meetings', eventId);
    const form = page.getByRole('form', { name: 'Meeting slots and spots' });
    const start = Math.ceil((Date.now() + 24 * HOUR) / HOUR) * HOUR;

    await form.getByLabel('Slot length (minutes)').fill('15');
    const first = form.getByRole('group', { name: 'Window 1' });
    await first.getByLabel('From').fill(local(start));
    await first.getByLabel('To').fill(local(start + HOUR));
    await form.getByLabel('Meeting spots (one a line)').fill('Lounge\nCafé');
    await form.getByRole('button', { name: 'Save meeting setup' }).click();
    await expect
      .poll(
        () => page.getByRole('status').filter({ hasText: 'Meeting setup saved' }).textContent(),
        {
          timeout: 30_000,
        },
      )
      .toContain('4 slots');
    const saved = await adminRead<MeetingSetup>(`events/${eventId}/meetings`);
    expect(saved?.slotMinutes).toBe(15);
    expect(Object.values(saved?.windows ?? {})).toEqual([{ start, end: start + HOUR }]);
    expect(Object.values(saved?.spots ?? {})).toEqual(['Lounge', 'Café']);

    const second = page.getByRole('group', { name: 'Window 2' });
    await second.getByLabel('From').fill(local(start + HOUR / 2));
    await second.getByLabel('To').fill(local(start + 2 * HOUR));
    await page.getByRole('button', { name: 'Save meeting setup' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 30_000 })
      .toContain('Meeting windows must each hold a slot and must not overlap');
    expect(await adminRead<MeetingSetup>(`events/${eventId}/meetings`)).toEqual(saved);
  });
});
