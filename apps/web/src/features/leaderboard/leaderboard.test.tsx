import { snapshotOf } from '@engage/domain/boards';
import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDatabase } from '../../lib/firebase/database-client.ts';
import { signIn, signOut } from '../../lib/firebase/session.ts';
import { ANN, annTree, EVENT_ID, serveDatabase } from '../../testing/attendee.ts';
import { auth } from '../../testing/handlers.ts';
import { renderApp } from '../../testing/render.tsx';
import { server } from '../../testing/server.ts';

const BOARD = {
  boardSnapshots: {
    [EVENT_ID]: {
      all: snapshotOf([
        { id: 'pub-bo', name: 'Bo', score: 30 },
        { id: 'pub-ann', name: 'Ann', score: 20 },
      ]),
    },
  },
};

describe('leaderboard for a member', { timeout: 20_000 }, () => {
  afterAll(async () => {
    await signOut();
    closeDatabase();
  });

  it('opened by a visitor asks to sign in, and shows the board once the attendee signs in', async () => {
    const database = serveDatabase(annTree({ rest: BOARD }));
    // The rules give boards to signed-in members only: a listen sent before the session is known
    // is refused, and the SDK never sends it again.
    database.membersOnly('/boardSnapshots');
    await renderApp(`/leaderboard?event=${EVENT_ID}`);
    expect(await screen.findByText(/The leaderboard is for the event’s attendees/)).toBeDefined();
    server.use(auth.signInOk(ANN.uid), auth.lookup(ANN.uid));
    await signIn(ANN.email, 'secret-123');
    expect(await screen.findByRole('cell', { name: 'Bo' })).toBeDefined();
    expect((await screen.findByRole('row', { current: true })).textContent).toBe('2AnnYou20');
    expect(screen.queryByText(/The leaderboard is for the event’s attendees/)).toBeNull();
  });

  // Signed in by the test above (the file's one session).
  it('shows the shape of the board while it loads, then says how to get on an empty board', async () => {
    const database = serveDatabase(annTree());
    const release = database.hold(`/boardSnapshots/${EVENT_ID}`);
    await renderApp(`/leaderboard?event=${EVENT_ID}`);
    expect(await screen.findByRole('status', { name: 'Loading top 20 attendees' })).toBeDefined();
    release();
    expect(
      await screen.findByText(/No scores yet for top 20 attendees\. Points come from/),
    ).toBeDefined();
    expect(screen.queryByRole('status', { name: 'Loading top 20 attendees' })).toBeNull();
  });
});
