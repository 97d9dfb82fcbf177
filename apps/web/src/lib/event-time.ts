import { formatterFor } from './i18n/format.ts';
import { locale } from './i18n/locale.ts';

/**
 * The one way a date or time of an event is shown: in the event's IANA time zone (UTC when it has
 * none), named after it, so a reader abroad reads the venue's clock.
 */

type Style = 'date-time' | 'long' | 'time';
const STYLES = { 'date-time': 'dateTime', long: 'longDateTime', time: 'time' } as const;

/** An event's zone, UTC where it names none. */
export const zoneOf = (timeZone: string | undefined): string => timeZone ?? 'UTC';

/**
 * `at` on the event's clock in the language in use (i18n/format.ts), followed by the zone's name
 * (`3 Dec 2026, 09:00 Europe/Lisbon`).
 */
export const formatEventTime = (
  at: number,
  timeZone: string | undefined,
  style: Style = 'date-time',
): string => {
  const zone = zoneOf(timeZone);
  return `${formatterFor(locale.get(), zone)[STYLES[style]](at)} ${zone}`;
};

/** The day `at` falls on, on the event's clock (`3 Dec 2026`): a programme's day heading. */
export const formatEventDay = (at: number, timeZone: string | undefined): string =>
  formatterFor(locale.get(), zoneOf(timeZone)).date(at);

/** How far the zone's clock is ahead of UTC at `at`, in milliseconds. */
const offsetAt = (at: number, timeZone: string): number => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(at / 1000) * 1000;
};

/** `at` as a datetime-local field shows it, on the event's clock. */
export const toZonedInput = (at: number | undefined, timeZone: string | undefined): string =>
  at === undefined ? '' : new Date(at + offsetAt(at, zoneOf(timeZone))).toISOString().slice(0, 16);

/** A datetime-local field's value read on the event's clock, as an instant. */
export const fromZonedInput = (value: string, timeZone: string | undefined): number => {
  const wall = Date.parse(`${value}Z`);
  const zone = zoneOf(timeZone);
  // The offset at the wall time read as UTC is right but near a clock change; a second look
  // with the instant it gives settles it.
  const first = wall - offsetAt(wall, zone);
  return wall - offsetAt(first, zone);
};
