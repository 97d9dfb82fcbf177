import { describe, expect, it } from 'vitest';
import { formatEventTime, fromZonedInput, toZonedInput } from './event-time.ts';

const AT = Date.UTC(2026, 11, 3, 9, 30);

describe('an event’s times', () => {
  it.each([
    [undefined, '3 Dec 2026, 09:30 UTC'],
    ['UTC', '3 Dec 2026, 09:30 UTC'],
    ['Asia/Tokyo', '3 Dec 2026, 18:30 Asia/Tokyo'],
    ['America/New_York', '3 Dec 2026, 04:30 America/New_York'],
  ])('shows %s’s clock, named', (zone, text) => {
    expect(formatEventTime(AT, zone)).toBe(text);
  });

  it('shows the time alone and the long date', () => {
    expect(formatEventTime(AT, 'Asia/Tokyo', 'time')).toBe('18:30 Asia/Tokyo');
    expect(formatEventTime(AT, undefined, 'long')).toBe('3 December 2026 at 09:30 UTC');
    expect(formatEventTime(AT, 'Pacific/Auckland', 'clock')).toBe('22:30');
  });

  it.each([
    [undefined, '2026-12-03T09:30'],
    ['Asia/Tokyo', '2026-12-03T18:30'],
    ['America/New_York', '2026-12-03T04:30'],
    ['Europe/Lisbon', '2026-12-03T09:30'],
  ])('a datetime field in %s reads %s and back', (zone, input) => {
    expect(toZonedInput(AT, zone)).toBe(input);
    expect(fromZonedInput(input, zone)).toBe(AT);
  });

  it('keeps a summer time across the change (Lisbon is UTC+1 in July)', () => {
    const july = Date.UTC(2026, 6, 1, 8);
    expect(toZonedInput(july, 'Europe/Lisbon')).toBe('2026-07-01T09:00');
    expect(fromZonedInput('2026-07-01T09:00', 'Europe/Lisbon')).toBe(july);
    expect(toZonedInput(undefined, 'Europe/Lisbon')).toBe('');
  });
});
