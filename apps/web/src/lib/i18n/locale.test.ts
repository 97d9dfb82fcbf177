import { afterEach, describe, expect, it } from 'vitest';
import { formatterFor } from './format.ts';
import { chooseLocale, LOCALE_KEY, locale, setLocale } from './locale.ts';

describe('chooseLocale', () => {
  it.each([
    { saved: null, languages: ['nl-NL', 'en-US'], expected: 'nl' },
    { saved: null, languages: ['nl'], expected: 'nl' },
    { saved: null, languages: ['NL-be'], expected: 'nl' },
    { saved: null, languages: ['de-DE', 'nl-NL'], expected: 'nl' },
    { saved: null, languages: ['en-US', 'nl-NL'], expected: 'en' },
    { saved: null, languages: ['fr-FR', 'de'], expected: 'en' },
    { saved: null, languages: [], expected: 'en' },
    { saved: 'en', languages: ['nl-NL'], expected: 'en' },
    { saved: 'nl', languages: ['en-US'], expected: 'nl' },
    { saved: 'fr', languages: ['nl-NL'], expected: 'nl' },
    { saved: '', languages: ['en-GB'], expected: 'en' },
  ])('$saved over $languages speaks $expected', ({ saved, languages, expected }) => {
    expect(chooseLocale(saved, languages)).toBe(expected);
  });
});

describe('setLocale', () => {
  afterEach(() => {
    localStorage.removeItem(LOCALE_KEY);
    locale.set('en');
  });

  it('applies the choice at once, remembers it on the device and sets <html lang>', () => {
    setLocale('nl');
    expect(locale.get()).toBe('nl');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('nl');
    expect(document.documentElement.lang).toBe('nl');
    setLocale('en');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('formatterFor', () => {
  it('writes numbers, dates and times the way each language does', () => {
    const at = Date.UTC(2026, 10, 27, 13, 5);
    expect(formatterFor('nl').number(1250)).toBe('1.250');
    expect(formatterFor('en').number(1250)).toBe('1,250');
    expect(formatterFor('nl', 'Europe/Amsterdam').time(at)).toBe('14:05');
    expect(formatterFor('en', 'Europe/London').time(at)).toBe('13:05');
    expect(formatterFor('nl', 'UTC').date(at)).toBe('27 nov 2026');
    expect(formatterFor('en', 'UTC').date(at)).toBe('27 Nov 2026');
  });
});
