import { snapshotOf } from '@engage/domain/boards';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { annTree, EVENT_ID, serveDatabase, signedInAsAnn } from '../../testing/attendee.ts';
import { renderApp } from '../../testing/render.tsx';
import { BOARD_SLOW_MS } from './use-board.ts';

const TEAMS = {
  boardSnapshots: {
    [EVENT_ID]: { teams: snapshotOf([{ id: 'AGILE', name: 'AGILE', score: 40 }]) },
  },
};

describe('a board opened by a visitor', { timeout: 20_000 }, () => {
  it('asks to sign in, with the link, instead of a skeleton', async () => {
    serveDatabase(annTree({ rest: TEAMS }));
    await renderApp(`/leaderboard_2?event=${EVENT_ID}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'You cannot see this board: sign in as an attendee of this event.',
    );
    expect(within(alert).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toMatch(
      /^\/auth\/login/,
    );
    expect(screen.queryByRole('status', { name: 'Loading teams' })).toBeNull();
  });
});

/** A board that cannot come says why in words and offers a way out; it never loads forever. */
describe('a board that does not come', { timeout: 20_000 }, () => {
  signedInAsAnn();
  afterEach(() => vi.useRealTimers());

  it('refused: says who may see it, and Try again listens again', async () => {
    const database = serveDatabase(annTree({ rest: TEAMS }));
    database.refuse(`/boardSnapshots/${EVENT_ID}/teams`);
    await renderApp(`/leaderboard_2?event=${EVENT_ID}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'You cannot see this board: sign in as an attendee of this event',
    );
    expect(alert.getAttribute('data-tone')).toBe('warning');
    expect(screen.queryByRole('status', { name: /Loading/ })).toBeNull();
    database.refuse(`/boardSnapshots/${EVENT_ID}/teams`, false);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'AGILE' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refused on the projector: words instead of “Loading the scores…”', async () => {
    const database = serveDatabase(annTree({ rest: TEAMS }));
    database.refuse(`/boardSnapshots/${EVENT_ID}/teams`);
    await renderApp(`/leaderboard-old?event=${EVENT_ID}&board=teams`);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You cannot see this board: sign in as an attendee of this event',
    );
    expect(screen.queryByText('Loading the scores…')).toBeNull();
  });

  it('stuck: after a while says so instead of the skeleton', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const database = serveDatabase(annTree({ rest: TEAMS }));
    const release = database.hold(`/boardSnapshots/${EVENT_ID}/teams`);
    await renderApp(`/leaderboard_2?event=${EVENT_ID}`);
    expect(await screen.findByRole('status', { name: 'Loading teams' })).toBeDefined();
    // The wait starts once the session is known and the listen is sent.
    for (let turn = 0; turn < 100 && screen.queryByRole('alert') === null; turn += 1)
      await act(async () => {
        await vi.advanceTimersByTimeAsync(BOARD_SLOW_MS / 10);
        await new Promise((resolve) => setImmediate(resolve));
      });
    expect(screen.getByRole('alert').textContent).toContain(
      'The scores have not arrived: check your connection, then try again.',
    );
    expect(screen.queryByRole('status', { name: 'Loading teams' })).toBeNull();
    release();
    expect(await screen.findByRole('cell', { name: 'AGILE' })).toBeDefined();
  });
});
