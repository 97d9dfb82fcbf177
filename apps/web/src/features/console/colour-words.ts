import { colourLabel, PALETTE_KEYS, type PaletteKey } from '@engage/domain/theme';
import { i18n } from '../../lib/i18n/i18n.ts';

/** A team's colour in the reader's words, by its stored (English) colour name. */
export const colourWords = i18n('teamColours', {
  purple: 'purple',
  red: 'red',
  green: 'green',
  blue: 'blue',
  grey: 'grey',
  orange: 'orange',
  black: 'black',
  white: 'white',
});

/** A theme's colour fields (the theme colour and each of the palette's) as the domain names them. */
const THEME_COLOUR_FIELDS: readonly ('themeColor' | PaletteKey)[] = ['themeColor', ...PALETTE_KEYS];

/**
 * A theme's colour fields in the reader's words, the domain's labels (`colourLabel`: "Header
 * background") as the English.
 */
export const themeColourWords = i18n<Record<string, string>>(
  'themeColours',
  Object.fromEntries(THEME_COLOUR_FIELDS.map((key) => [key, colourLabel(key)])),
);

/** One colour field's label in the language in use, read when it is shown. */
export const themeColourLabel = (key: string): string =>
  themeColourWords.get()[key] ?? colourLabel(key);
