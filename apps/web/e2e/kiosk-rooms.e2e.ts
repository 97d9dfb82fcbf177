import { describe, expect, it } from 'vitest';
import { freshEvent, keepLog, roomsNow, useBrowser } from './console-helpers.ts';
import { APP, callAs, ORGANISER } from './helpers.ts';

// The projector between its boards: an event with a programme turns, after its boards, to "now in
// each room", naming the session on in one room (until when) and the next one in another.
const browser = useBrowser();

const M = 60_000;
const session = (title: string, from: number, to: number, room: string) => ({
  title,
  description: '',
  startsAt: Math.floor(Date.now() / M) * M + from * M,
  endsAt: Math.floor(Date.now() / M) * M + to * M,
  room,
  track: 'Tech',
  speakerIds: [],
  capacity: null,
});

describe('the projector’s rooms', () => {
  it('turns from the boards to now in each room', { timeout: 180_000 }, async () => {
    const stamp = Date.now().toString(36);
    const { eventId } = await freshEvent('kiosk-rooms', stamp, `Rooms day ${stamp}`);
    await callAs(ORGANISER, 'adminImportSessions', {
      eventId,
      rows: [
        { row: 2, session: session('Keynote on now', -10, 50, 'Main stage') },
        { row: 3, session: session('Workshop later', 120, 180, 'Lab') },
      ],
    });
    const { key } = (await callAs(ORGANISER, 'adminCreateKiosk', {
      eventId,
      label: 'Hall screen',
    })) as { key: string };
    const venue = await browser().newContext({ viewport: { width: 1920, height: 1080 } });
    const kiosk = await venue.newPage();
    keepLog(kiosk);
    await kiosk.goto(`${APP}/kiosk?event=${eventId}#${key}`);
    await expect
      .poll(() => kiosk.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 })
      .toBe('Top 20 attendees');
    const rooms = await roomsNow(kiosk);
    expect(rooms).toHaveLength(2);
    expect(rooms[0]).toMatch(/^LabWorkshop later · from \d\d:\d\d/);
    expect(rooms[1]).toMatch(/^Main stageKeynote on now · until \d\d:\d\d/);
    await venue.close();
  });
});
