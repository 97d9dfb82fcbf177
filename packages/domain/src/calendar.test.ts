import { describe, expect, it } from 'vitest';
import { calendarFile, sessionItem } from './calendar.ts';
import { meetingItems } from './meeting-check-in.ts';

const session = {
  id: 's1',
  title: 'Opening keynote',
  startsAt: Date.UTC(2026, 11, 3, 8, 30),
  endsAt: Date.UTC(2026, 11, 3, 9, 15),
  room: 'Main stage',
  description: 'Why we are here',
};

describe('calendarFile', () => {
  it('writes a VEVENT per item, in UTC, with a stable uid', () => {
    const file = calendarFile(
      [
        sessionItem('summit', session),
        sessionItem('summit', { ...session, id: 's2', title: 'Panel', description: '' }),
      ],
      'Summit',
    );
    expect(file.ok).toBe(true);
    const text = file.ok ? file.value : '';
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain('DTSTART:20261203T083000Z');
    expect(text).toContain('DTEND:20261203T091500Z');
    expect(text).toContain('LOCATION:Main stage');
    expect(text).toContain('UID:summit-s1@engage');
    expect(text).toContain('X-WR-CALNAME:Summit');
  });

  it('holds the starred sessions and the accepted meetings in one file', () => {
    const meeting = {
      id: 'm1',
      with: 'p-bob',
      withName: 'Bob',
      asked: true,
      start: Date.UTC(2026, 11, 3, 10),
      end: Date.UTC(2026, 11, 3, 10, 15),
      spot: 'Lounge',
      myTurn: false,
    } as const;
    const meetings = meetingItems(
      'summit',
      [
        { ...meeting, state: 'accepted' },
        { ...meeting, id: 'm2', state: 'requested' },
      ],
      { title: (name) => `Meeting with ${name}`, anySpot: 'To agree' },
    );
    const file = calendarFile([sessionItem('summit', session), ...meetings], 'Summit');
    const text = file.ok ? file.value : '';
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain('SUMMARY:Meeting with Bob');
    expect(text).toContain('LOCATION:Lounge');
    expect(text).toContain('DTSTART:20261203T100000Z');
    expect(text).toContain('UID:summit-meeting-m1@engage');
    expect(text).not.toContain('summit-meeting-m2');
  });

  it('refuses an empty list and an item the library refuses', () => {
    expect(calendarFile([], 'Summit')).toEqual({ ok: false, error: 'nothing to add' });
    const bad = { ...sessionItem('summit', session), start: Number.NaN };
    expect(calendarFile([bad], 'Summit').ok).toBe(false);
  });
});
