import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDatabase } from './lib/firebase/database-client.ts';
import { annTree, EVENT_ID, serveDatabase } from './testing/attendee.ts';
import { renderApp } from './testing/render.tsx';
import { SCREENS } from './testing/screens.ts';

describe('a link naming an event that does not exist', { timeout: 20_000 }, () => {
  afterAll(() => closeDatabase());

  it.each(SCREENS)('is the 404 at %s', async (path) => {
    serveDatabase(annTree());
    await renderApp(`${path}?event=no-such-event`);
    expect(await screen.findByText(`Page not found: ${path}`)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeDefined();
    // What to do next, beside the spec's words.
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeDefined();
    expect(
      screen.getByText(
        'Check the link your organiser sent you, or sign in to open your own event.',
      ),
    ).toBeDefined();
  });

  it('is not the 404 when the event exists', async () => {
    serveDatabase(annTree());
    await renderApp(`/event?event=${EVENT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Summit' })).toBeDefined();
    expect(screen.queryByText(/Page not found/)).toBeNull();
  });
});
