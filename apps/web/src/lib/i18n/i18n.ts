import { type ComponentsJSON, createI18n } from '@nanostores/i18n';
import { type Locale, locale } from './locale.ts';

/**
 * The other languages' catalogues, each its own chunk loaded only when that language is chosen;
 * compiled (plain JavaScript objects), so nothing is parsed at run time. English needs none.
 */
const CATALOGUES: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<ComponentsJSON>>> = {
  nl: () => import('./nl.ts').then((module) => module.nl),
};

export const loadCatalogue = async (code: string): Promise<ComponentsJSON> => {
  const load = code in CATALOGUES ? CATALOGUES[code as keyof typeof CATALOGUES] : undefined;
  return load === undefined ? {} : load();
};

/**
 * The one message catalogue: `i18n('component', { key: 'English text' })` next to where the text
 * is shown, the translations by component and key in ./nl.ts (docs/i18n.md).
 */
export const i18n = createI18n(locale, { get: loadCatalogue });

/**
 * Puts the chosen language's catalogue in place before the first render, so that a Dutch visitor
 * does not see the English texts flash first. English loads nothing.
 */
export const preloadCatalogue = async (): Promise<void> => {
  const code = locale.get();
  if (code === 'en' || i18n.cache[code] !== undefined) return;
  const catalogue = await loadCatalogue(code);
  Object.assign(i18n.cache, { [code]: catalogue });
};
