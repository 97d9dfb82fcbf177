import { useStore } from '@nanostores/react';
import { i18n } from '../lib/i18n/i18n.ts';
import { LOCALES, type Locale, locale, setLocale } from '../lib/i18n/locale.ts';

const messages = i18n('languageSwitch', { label: 'Language' });

/** Each language named in its own words, so that a reader finds theirs whatever is shown. */
const NAMES: Readonly<Record<Locale, string>> = { en: 'English', nl: 'Nederlands' };

/** The language of the app on this device: applied at once, remembered (lib/i18n/locale.ts). */
export const LanguageSwitch = () => {
  const t = useStore(messages);
  const current = useStore(locale);
  return (
    <label className="language-switch" data-icon="language">
      <span className="language-word">{t.label}</span>
      <select
        value={current}
        onChange={(event) => {
          const next = LOCALES.find((code) => code === event.target.value);
          if (next !== undefined) setLocale(next);
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
};
