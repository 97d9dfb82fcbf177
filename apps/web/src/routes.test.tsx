import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './testing/render.tsx';

describe('route tree', () => {
  it('renders the home page at / inside the default layout', async () => {
    await renderApp('/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Welcome to the event',
    );
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeDefined();
  });

  it('renders the 404 text for an unmatched path, inside the layout, with a way home', async () => {
    await renderApp('/no-such-page');
    expect(await screen.findByText('Page not found: /no-such-page')).toBeDefined();
    expect(screen.getByRole('banner')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeDefined();
  });

  it('treats a failed ?event= validation as not found', async () => {
    await renderApp('/leaderboard?event=a%2Fb');
    expect(await screen.findByText(/Page not found: \/leaderboard/)).toBeDefined();
  });

  it('shows the one-time code form at /auth/otp in the auth layout', async () => {
    await renderApp('/auth/otp');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Sign in with a code',
    );
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeDefined();
  });
});
