// @vitest-environment node
import { FALLBACK_THEME_COLOR } from '@engage/domain/theme';
import { describe, expect, it } from 'vitest';
import { MANIFEST } from '../../../pwa.ts';
import { DEFAULT_THEME_COLOR, drawIcon, ICON_SIZES } from '../../../pwa-icons.ts';

describe('web app manifest', () => {
  it('carries the default theme’s colour, as the domain names it', () => {
    expect(DEFAULT_THEME_COLOR).toBe(FALLBACK_THEME_COLOR);
    expect(MANIFEST.theme_color).toBe(FALLBACK_THEME_COLOR);
  });

  it('names a 192 and a 512 pixel PNG icon, each for any use and maskable', () => {
    const sizes = (purpose: string) =>
      (MANIFEST.icons ?? []).filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes);
    expect(sizes('any')).toEqual(['192x192', '512x512']);
    expect(sizes('maskable')).toEqual(['192x192', '512x512']);
  });

  it.each(ICON_SIZES)(
    'draws the %i pixel icon as a PNG of that size, blue with a white letter',
    (size) => {
      const png = drawIcon(size);
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(size);
      expect(png.readUInt32BE(20)).toBe(size);
      expect(drawIcon(size).equals(png)).toBe(true);
      expect(drawIcon(size, '#000000').equals(png)).toBe(false);
    },
  );
});
