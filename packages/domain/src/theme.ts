/**
 * The per-event colour scheme (spec sections 2, 3 and 9): a theme colour and a palette of 27 named
 * colours. No scheme for an event gives the default white theme; a scheme without a themeColor
 * gives the fallback blue. A scheme may name only part of the palette: the rest comes from the
 * default theme.
 */
export const PALETTE_KEYS = [
  'primary',
  'primaryDark',
  'primaryLight',
  'secondary',
  'accent',
  'background',
  'surface',
  'surfaceAlt',
  'text',
  'textMuted',
  'textInverse',
  'border',
  'divider',
  'success',
  'warning',
  'danger',
  'info',
  'link',
  'focus',
  'headerBackground',
  'headerText',
  'navBackground',
  'navText',
  'buttonBackground',
  'buttonText',
  'cardBackground',
  'cardText',
] as const;
export type PaletteKey = (typeof PALETTE_KEYS)[number];
export type Palette = Readonly<Record<PaletteKey, string>>;
export type Theme = { readonly themeColor: string; readonly palette: Palette };

export const FALLBACK_THEME_COLOR = '#1d4ed8';

export const DEFAULT_THEME: Theme = {
  themeColor: '#ffffff',
  palette: {
    primary: '#1d4ed8',
    primaryDark: '#1e3a8a',
    primaryLight: '#dbeafe',
    secondary: '#475569',
    accent: '#b45309',
    background: '#ffffff',
    surface: '#ffffff',
    surfaceAlt: '#f1f5f9',
    text: '#0f172a',
    textMuted: '#475569',
    textInverse: '#ffffff',
    border: '#cbd5e1',
    divider: '#e2e8f0',
    success: '#15803d',
    warning: '#a16207',
    danger: '#b91c1c',
    info: '#0369a1',
    link: '#1d4ed8',
    focus: '#2563eb',
    headerBackground: '#ffffff',
    headerText: '#0f172a',
    navBackground: '#ffffff',
    navText: '#0f172a',
    buttonBackground: '#1d4ed8',
    buttonText: '#ffffff',
    cardBackground: '#ffffff',
    cardText: '#0f172a',
  },
};

/**
 * What an organiser stores for an event: every field optional, the palette's names only
 * (theme-scheme.ts checks a scheme against it, in its own module so that the first visit's
 * screens, which only resolve a theme, load no schema library).
 */
export type ThemeScheme = {
  themeColor?: string | undefined;
  palette?: { [K in PaletteKey]?: string | undefined } | undefined;
};

export const resolveTheme = (scheme: ThemeScheme | null | undefined): Theme => {
  if (scheme === null || scheme === undefined) return DEFAULT_THEME;
  const palette = { ...DEFAULT_THEME.palette };
  for (const key of PALETTE_KEYS) {
    const value = scheme.palette?.[key];
    if (value !== undefined) palette[key] = value;
  }
  return { themeColor: scheme.themeColor ?? FALLBACK_THEME_COLOR, palette };
};

const kebab = (key: string): string => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** CSS custom properties for the whole palette plus `--theme-color`. */
export const themeToCssVariables = (theme: Theme): Record<string, string> => {
  const vars: Record<string, string> = { '--theme-color': theme.themeColor };
  for (const key of PALETTE_KEYS) vars[`--color-${kebab(key)}`] = theme.palette[key];
  return vars;
};

/**
 * A field of a scheme in words, as the theme editor labels it: `headerBackground` is "Header
 * background", `themeColor` "Theme colour" (the app's spelling, not the stored name's).
 */
export const colourLabel = (key: string): string =>
  key === 'themeColor'
    ? 'Theme colour'
    : key.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`).replace(/^./, (c) => c.toUpperCase());

/** What to do about a colour that is not #rrggbb, in an organiser's words. */
export const COLOUR_TODO = 'use a colour like #1a2b3c';

export const isPaletteKey = (key: string): key is PaletteKey =>
  (PALETTE_KEYS as readonly string[]).includes(key);

/** A scheme's colour field: the theme colour, or one of the palette's by its name. */
export type ThemeColourField = 'themeColor' | PaletteKey;

export const isThemeColourField = (key: string): key is ThemeColourField =>
  key === 'themeColor' || isPaletteKey(key);

/**
 * The colour field a problem's path names (`palette.headerBackground` is `headerBackground`), if
 * it names one: the refusal carries it, so a screen says the field in the reader's words.
 */
export const themeProblemField = (path: string | undefined): ThemeColourField | undefined => {
  const [top = '', key, ...rest] = (path ?? '').split('.');
  if (top === 'themeColor' && key === undefined) return top;
  return top === 'palette' && key !== undefined && rest.length === 0 && isPaletteKey(key)
    ? key
    : undefined;
};
