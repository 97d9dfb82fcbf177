import { DEFAULT_THEME } from '@engage/domain/theme';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testDatabase } from './testing/database.ts';
import { renderApp } from './testing/render.tsx';
import { annTree, signedInAs } from './testing/signed-in.ts';

const SUMMIT_HEADER = '#4c1d95';
const EXPO_HEADER = '#134e4a';

/** Ann is registered for the summit; the expo is another event with its own colours. */
const TREE = {
  ...annTree(),
  events: { summit: { metadata: { name: 'Summit' } }, expo: { metadata: { name: 'Expo' } } },
  themes: {
    summit: { themeColor: '#6d28d9', palette: { headerBackground: SUMMIT_HEADER } },
    expo: { themeColor: '#0f766e', palette: { headerBackground: EXPO_HEADER } },
  },
};

const renderAt = async (path: string) => {
  testDatabase.reset(TREE);
  const view = await renderApp(path);
  const themeRoot = view.container.querySelector<HTMLElement>('.theme-root');
  if (themeRoot === null) throw new Error('the root rendered no .theme-root');
  return { header: () => themeRoot.style.getPropertyValue('--color-header-background') };
};

describe('the theme follows the event', () => {
  it('is the default white theme for a visitor when the link names no event', async () => {
    const { header } = await renderAt('/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Welcome to the event',
    );
    expect(header()).toBe(DEFAULT_THEME.palette.headerBackground);
  });

  describe('for a signed-in attendee', () => {
    signedInAs('uid-ann', 'ann@example.com');

    it('is her own event’s, with its data, when the link names no event', async () => {
      const { header } = await renderAt('/');
      await screen.findByRole('heading', { level: 1, name: 'Summit' }, { timeout: 5_000 });
      await waitFor(() => expect(header()).toBe(SUMMIT_HEADER));
    });

    it('is the named event’s when the link names one', async () => {
      const { header } = await renderAt('/?event=expo');
      expect(header()).toBe(EXPO_HEADER);
      await screen.findByRole('heading', { level: 1, name: 'Expo' }, { timeout: 5_000 });
      await screen.findByText(/Hello Ann/);
      expect(header()).toBe(EXPO_HEADER);
    });
  });
});
