import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  colourLabel,
  DEFAULT_THEME,
  FALLBACK_THEME_COLOR,
  isThemeColourField,
  PALETTE_KEYS,
  resolveTheme,
  type ThemeScheme,
  themeToCssVariables,
} from './theme.ts';
import { themeSchemeSchema } from './theme-scheme.ts';

describe('theme', () => {
  it('names every field in words, as the editor labels it', () => {
    expect(colourLabel('themeColor')).toBe('Theme colour');
    expect(colourLabel('headerBackground')).toBe('Header background');
    expect(colourLabel('text')).toBe('Text');
  });

  it('knows a colour field by its key: the theme colour and the palette’s names', () => {
    expect(
      ['themeColor', 'headerBackground', 'text', 'palette', 'sparkle', ''].map(isThemeColourField),
    ).toEqual([true, true, true, false, false, false]);
  });

  it('has a palette of 27 named colours and a white default', () => {
    expect(PALETTE_KEYS).toHaveLength(27);
    expect(Object.keys(DEFAULT_THEME.palette).sort()).toEqual([...PALETTE_KEYS].sort());
    expect(DEFAULT_THEME.themeColor).toBe('#ffffff');
    expect(DEFAULT_THEME.palette.background).toBe('#ffffff');
  });

  it.each([
    [undefined, DEFAULT_THEME],
    [null, DEFAULT_THEME],
    [{}, { themeColor: FALLBACK_THEME_COLOR, palette: DEFAULT_THEME.palette }],
    [
      { themeColor: '#7c3aed', palette: { primary: '#7c3aed' } },
      { themeColor: '#7c3aed', palette: { ...DEFAULT_THEME.palette, primary: '#7c3aed' } },
    ],
  ])('resolves %j', (scheme, expected) => {
    expect(resolveTheme(scheme)).toEqual(expected);
  });

  it('turns a theme into CSS custom properties for the whole palette', () => {
    const vars = themeToCssVariables(resolveTheme({ themeColor: '#123456' }));
    expect(vars['--theme-color']).toBe('#123456');
    expect(vars['--color-primary-dark']).toBe(DEFAULT_THEME.palette.primaryDark);
    expect(vars['--color-card-text']).toBe(DEFAULT_THEME.palette.cardText);
    expect(Object.keys(vars)).toHaveLength(28);
  });

  it.each([
    [{ themeColor: '#abcdef' }, true],
    [{ palette: { danger: '#FF0000' } }, true],
    [{ themeColor: 'blue' }, false],
    [{ themeColor: '#abc' }, false],
    [{ palette: { notAColour: '#ffffff' } }, false],
    [{ extra: 1 }, false],
  ])('schema: %j valid %s', (scheme, valid) => {
    expect(v.safeParse(themeSchemeSchema, scheme).success).toBe(valid);
  });

  it('checks exactly the scheme the app stores and resolves', () => {
    expectTypeOf<v.InferOutput<typeof themeSchemeSchema>>().toEqualTypeOf<ThemeScheme>();
  });
});
