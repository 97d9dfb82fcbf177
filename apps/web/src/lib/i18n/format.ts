import { useStore } from '@nanostores/react';
import { type Locale, locale } from './locale.ts';

/**
 * The language tag each locale formats with: English as the app has always written it (day before
 * month, 24-hour clock), Dutch as the Netherlands writes it ("1.250", "27 nov 2026, 14:05").
 */
const TAGS: Readonly<Record<Locale, string>> = { en: 'en-GB', nl: 'nl-NL' };

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

const numberFormat = (code: Locale): Intl.NumberFormat => {
  const key = `n|${code}`;
  const known = cache.get(key);
  if (known instanceof Intl.NumberFormat) return known;
  const made = new Intl.NumberFormat(TAGS[code]);
  cache.set(key, made);
  return made;
};

type DateStyle = 'date' | 'time' | 'dateTime' | 'longDateTime';
const DATE_OPTIONS: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  longDateTime: { dateStyle: 'long', timeStyle: 'short' },
};

const dateFormat = (code: Locale, style: DateStyle, timeZone?: string): Intl.DateTimeFormat => {
  const key = `d|${code}|${style}|${timeZone ?? ''}`;
  const known = cache.get(key);
  if (known instanceof Intl.DateTimeFormat) return known;
  const made = new Intl.DateTimeFormat(TAGS[code], {
    ...DATE_OPTIONS[style],
    ...(timeZone === undefined ? {} : { timeZone }),
  });
  cache.set(key, made);
  return made;
};

/**
 * Numbers, dates and times in a locale, and, where given, in a time zone (an event's own; else
 * the reader's). One home for every formatter, so a screen never picks a language tag itself.
 */
export const formatterFor = (code: Locale, timeZone?: string) => ({
  number: (value: number): string => numberFormat(code).format(value),
  date: (at: number | Date): string => dateFormat(code, 'date', timeZone).format(at),
  time: (at: number | Date): string => dateFormat(code, 'time', timeZone).format(at),
  dateTime: (at: number | Date): string => dateFormat(code, 'dateTime', timeZone).format(at),
  longDateTime: (at: number | Date): string =>
    dateFormat(code, 'longDateTime', timeZone).format(at),
});

export type Formatter = ReturnType<typeof formatterFor>;

/** The formatters of the language in use; a screen using them follows the language switch. */
export const useFormat = (timeZone?: string): Formatter => formatterFor(useStore(locale), timeZone);
