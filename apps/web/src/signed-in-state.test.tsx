import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signOut } from './lib/firebase/session.ts';
import { ANN, annTree, serveDatabase, signedInAsAnn } from './testing/attendee.ts';
import { callable } from './testing/handlers.ts';
import { renderApp } from './testing/render.tsx';
import { server } from './testing/server.ts';

const metadata = `/users/${ANN.key}/metadata`;

describe('a signed-in attendee', { timeout: 20_000 }, () => {
  signedInAsAnn();

  it('is never offered Sign in or Register in the navigation', async () => {
    serveDatabase(annTree());
    await renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('button', { name: 'Sign out' })).toBeDefined();
    expect(within(nav).queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it.each(['/auth/login', '/login', '/auth/otp', '/auth/register'])(
    'is told at %s that they are signed in, instead of a form',
    async (path) => {
      serveDatabase(annTree());
      await renderApp(path);
      expect(await screen.findByRole('heading', { name: 'You are signed in' })).toBeDefined();
      expect(screen.getByRole('link', { name: 'Go to the event' })).toBeDefined();
      expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    },
  );

  it('may leave the colour empty when editing, as at registration: the server draws one', async () => {
    serveDatabase(annTree());
    let sent: { color?: unknown } | undefined;
    server.use(
      callable.answer('updateProfile', (data) => {
        sent = data as { color?: unknown };
        return data;
      }),
    );
    await renderApp('/profile/edit');
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(/Favourite colour/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toBeDefined());
    // Drawn across the trust boundary (updateProfile, tested with the handlers): none is sent.
    expect(sent).not.toHaveProperty('color');
  });

  it.each([
    [
      'a colour with digits',
      { color: 'xyz12' },
      'Favourite colour: use a colour name of 3 to 7 letters, like “teal” or “orange”. Result: invalid colour',
    ],
    [
      'a blank name',
      { name: '   ' },
      'Enter your name: other attendees see it on the leaderboard and in the games.',
    ],
  ])('refuses %s with the field and what to do, and saves nothing', async (_case, typed, text) => {
    const database = serveDatabase(annTree());
    await renderApp('/profile/edit');
    const user = userEvent.setup();
    const colour = await screen.findByLabelText(/Favourite colour/);
    if ('color' in typed) {
      await user.clear(colour);
      await user.type(colour, typed.color);
    }
    if ('name' in typed) {
      await user.clear(screen.getByLabelText('Name'));
      await user.type(screen.getByLabelText('Name'), typed.name);
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(database.writes.filter((write) => write.path === metadata)).toEqual([]);
  });

  // Last: it signs out, as another tab of the same browser would.
  it('is sent to sign in, not left on a blank screen, when signed out elsewhere', async () => {
    serveDatabase(annTree());
    await renderApp('/profile/edit');
    expect(await screen.findByRole('heading', { name: 'Edit your profile' })).toBeDefined();
    await signOut();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeDefined();
  });
});
