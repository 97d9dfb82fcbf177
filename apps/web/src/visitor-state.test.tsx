import { screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDatabase } from './lib/firebase/database-client.ts';
import { annTree, EVENT_ID, serveDatabase } from './testing/attendee.ts';
import { renderApp } from './testing/render.tsx';

describe('a visitor', { timeout: 20_000 }, () => {
  afterAll(() => closeDatabase());

  it('is offered "Sign in" only once the session is known to be empty, and Register with it', async () => {
    await renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // The session is restored after the first paint: until then the nav offers no way in.
    expect(within(nav).queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(await within(nav).findByRole('link', { name: 'Sign in' })).toBeDefined();
    expect(within(nav).getByRole('link', { name: 'Register' })).toBeDefined();
    expect(within(nav).queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('is offered Register for the event on the event’s home page', async () => {
    serveDatabase(annTree());
    await renderApp(`/?event=${EVENT_ID}`);
    const join = await screen.findByRole('region', { name: 'Join the event' });
    const register = within(join).getByRole('link', { name: 'Register for the event' });
    expect(register.getAttribute('href')).toBe(`/auth/register?event=${EVENT_ID}`);
  });

  it('sees the sign-in form on the ways in', async () => {
    await renderApp('/auth/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'You are signed in' })).toBeNull();
  });
});
