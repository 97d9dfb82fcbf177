import { atom } from 'nanostores';

/** The languages the app speaks; English is the base, written inline where each text is used. */
export const LOCALES = ['en', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];

/** Where the device remembers a choice made with the language switch. */
export const LOCALE_KEY = 'engage.locale';

const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The language to speak: the one chosen on this device, else the first of the browser's languages
 * the app speaks ("nl-BE" is Dutch), else English.
 */
export const chooseLocale = (saved: string | null, languages: readonly string[]): Locale => {
  if (isLocale(saved)) return saved;
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
};

const savedLocale = (): string | null => {
  try {
    return localStorage.getItem(LOCALE_KEY);
  } catch {
    return null;
  }
};

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined'
    ? []
    : navigator.languages.length > 0
      ? navigator.languages
      : [navigator.language];

/** The language in use; every translated text and formatter follows it, without a reload. */
export const locale = atom<Locale>(chooseLocale(savedLocale(), browserLanguages()));

/** The switch's choice: applied at once and remembered on this device. */
export const setLocale = (next: Locale): void => {
  try {
    localStorage.setItem(LOCALE_KEY, next);
  } catch {
    // A private window without storage still switches, for this visit.
  }
  locale.set(next);
};

if (typeof document !== 'undefined')
  locale.subscribe((code) => {
    document.documentElement.lang = code;
  });
