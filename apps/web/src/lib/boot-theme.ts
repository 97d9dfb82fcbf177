import type { Theme } from '@engage/domain/theme';
import { useEffect } from 'react';

/**
 * The loading shell in index.html is painted before any script of the app runs, so it cannot know
 * the event's colours; the inline script there reads the last ones the app showed from this key
 * (keep the two in step). A themed event then does not flash the default blue on every visit.
 */
const BOOT_THEME_KEY = 'engage.bootTheme';

/** The few colours the shell paints (its header, its accent line, its page), and for which event. */
type BootTheme = {
  readonly event: string | null;
  readonly colours: Readonly<
    Record<'accent' | 'header-bg' | 'header-text' | 'bg' | 'text', string>
  >;
};

const bootThemeOf = (eventId: string | undefined, theme: Theme): BootTheme => ({
  event: eventId ?? null,
  colours: {
    accent: theme.themeColor,
    'header-bg': theme.palette.headerBackground,
    'header-text': theme.palette.headerText,
    bg: theme.palette.background,
    text: theme.palette.text,
  },
});

/**
 * Remembers the colours on screen for the next visit's loading shell; written only when they
 * change. Storage that is full or switched off (a private window) just leaves the default shell.
 */
export const useRememberBootTheme = (eventId: string | undefined, theme: Theme): void => {
  const value = JSON.stringify(bootThemeOf(eventId, theme));
  const accent = theme.themeColor;
  // The browser's (and an installed app's) title bar in the event's colour.
  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', accent);
  }, [accent]);
  useEffect(() => {
    try {
      if (localStorage.getItem(BOOT_THEME_KEY) !== value)
        localStorage.setItem(BOOT_THEME_KEY, value);
    } catch {
      // No storage: the next visit shows the default shell, as a first visit does.
    }
  }, [value]);
};
