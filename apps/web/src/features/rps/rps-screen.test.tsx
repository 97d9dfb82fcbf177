import { RPS_MOVE_TIMEOUT_MS } from '@engage/domain/games';
import type { RpsState } from '@engage/domain/store/rooms';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ANN,
  BOB,
  EVENT_ID,
  gameRoom,
  LOADED,
  pairFlags,
  pairingBackend,
  pairingTree,
} from '../../testing/pairing.ts';
import { renderInRouter } from '../../testing/render.tsx';
import { server } from '../../testing/server.ts';
import { RpsScreen } from './rps-screen.tsx';

const { db, calls, answer } = pairingBackend();

const rps = (overrides: Partial<RpsState> = {}): RpsState => ({
  round: 1,
  roundStartedAt: Date.now(),
  score: {},
  ...overrides,
});

const showMatch = async (state: RpsState) => {
  db.reset(
    pairingTree({
      flags: pairFlags('connected', 'r1'),
      rooms: { r1: gameRoom({ game: 'act03', status: 'confirmed', rps: state }) },
    }),
  );
  await renderInRouter(<RpsScreen me={ANN} eventId={EVENT_ID} />);
  await screen.findByRole('heading', { name: 'Rock-paper-scissors with Bob' }, LOADED);
};

describe('rock-paper-scissors', () => {
  it('challenges someone from the online list', async () => {
    server.use(answer('requestPair', { roomId: 'r1', expiresAt: Date.now() + 120_000 }));
    db.reset(pairingTree({}));
    await renderInRouter(<RpsScreen me={ANN} eventId={EVENT_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Challenge Bob' }, LOADED));
    await waitFor(() =>
      expect(calls).toEqual([{ name: 'requestPair', data: { otherPublicId: BOB, game: 'act03' } }]),
    );
  });

  it('keeps the other’s move hidden until the round resolves, then tells the round and the score', async () => {
    server.use(answer('playRps', { status: 'waiting', round: 1, score: {}, awarded: 0 }));
    await showMatch(rps());
    // The screen counts on the server's clock (the SDK's offset, measured at the handshake): on a
    // loaded machine the offset is off by a second either way.
    expect(screen.getByRole('timer').textContent).toMatch(/^Time to move: 0:(31|30|29|28)$/);
    await userEvent.click(screen.getByRole('button', { name: 'Rock' }));
    await waitFor(() =>
      expect(calls).toEqual([{ name: 'playRps', data: { roomId: 'r1', move: 'rock' } }]),
    );
    db.set('/rooms/r1/rps/moved', { [ANN.publicId]: true });
    expect(await screen.findByText('You chose Rock. Waiting for Bob')).toBeDefined();
    for (const move of ['Rock', 'Paper', 'Scissors'])
      expect(screen.getByRole('button', { name: move }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText(/Bob played/)).toBeNull();

    db.set(
      '/rooms/r1/rps',
      rps({
        round: 2,
        score: { [ANN.publicId]: 1 },
        lastResult: {
          round: 1,
          moves: { [ANN.publicId]: 'rock', [BOB]: 'scissors' },
          winner: ANN.publicId,
        },
      }),
    );
    expect(
      await screen.findByText('Round 1: you played Rock, Bob played Scissors. You won the round.'),
    ).toBeDefined();
    expect(screen.getByText(/^Score: you/).textContent).toBe('Score: you 1, Bob 0');
    expect(screen.getByRole('heading', { name: 'Round 2' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Paper' }).hasAttribute('disabled')).toBe(false);
  });

  it('ends with the result and the points the final move paid, then the room stops being watched', async () => {
    server.use(
      answer('playRps', {
        status: 'finished',
        round: 3,
        score: {},
        winner: ANN.publicId,
        awarded: 50,
        paid: { [ANN.publicId]: { win: 20, completion: 30 }, [BOB]: { win: 0, completion: 30 } },
      }),
    );
    await showMatch(rps({ round: 3, score: { [ANN.publicId]: 1, [BOB]: 1 } }));
    await waitFor(() => expect(db.onDisconnect).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Paper' }));
    // The flags may reach the screen before the room's last change: the room is still watched.
    db.set(`/users/${ANN.key}/games/multiplayer_room`, pairFlags('rejected'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    db.set('/rooms/r1/rps/winner', ANN.publicId);
    db.set('/rooms/r1/status', 'finished');
    expect(await screen.findByText('You won the match!')).toBeDefined();
    expect(
      await screen.findByText(
        '+50 points: you beat Bob at rock-paper-scissors (20 for the win, 30 for completing rock-paper-scissors).',
      ),
    ).toBeDefined();
    await waitFor(() => expect(db.onDisconnect).toEqual([]));
    await userEvent.click(screen.getByRole('button', { name: 'Play someone' }));
    expect(await screen.findByRole('button', { name: 'Challenge Bob' })).toBeDefined();
  });

  it('pays nothing for a second win over the same opponent, and says so', async () => {
    server.use(
      answer('playRps', {
        status: 'finished',
        round: 2,
        score: {},
        winner: ANN.publicId,
        awarded: 0,
        paid: { [ANN.publicId]: { win: 0, completion: 0 }, [BOB]: { win: 0, completion: 0 } },
      }),
    );
    await showMatch(rps({ round: 2, score: { [ANN.publicId]: 1 } }));
    await userEvent.click(screen.getByRole('button', { name: 'Scissors' }));
    db.set('/rooms/r1/rps/winner', ANN.publicId);
    db.set('/rooms/r1/status', 'finished');
    expect(
      await screen.findByText('No points for this match: a win pays once per opponent.'),
    ).toBeDefined();
  });

  it('offers the claim of the win when the other lets the move time run out', async () => {
    server.use(
      answer('claimRpsForfeit', {
        status: 'finished',
        round: 1,
        score: {},
        winner: ANN.publicId,
        awarded: 50,
        paid: { [ANN.publicId]: { win: 20, completion: 30 } },
      }),
    );
    await showMatch(
      rps({
        roundStartedAt: Date.now() - RPS_MOVE_TIMEOUT_MS - 1_000,
        moved: { [ANN.publicId]: true },
      }),
    );
    expect(screen.getByText('Bob did not move in time.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Claim the win' }));
    await waitFor(() =>
      expect(calls).toEqual([{ name: 'claimRpsForfeit', data: { roomId: 'r1' } }]),
    );
    db.set('/rooms/r1/rps/winner', ANN.publicId);
    db.set('/rooms/r1/rps/forfeit', true);
    db.set('/rooms/r1/status', 'finished');
    expect(await screen.findByText('You won the match: Bob did not move in time.')).toBeDefined();
    expect(
      await screen.findByText(
        '+50 points: you beat Bob at rock-paper-scissors (20 for the win, 30 for completing rock-paper-scissors).',
      ),
    ).toBeDefined();
  });

  it('tells the loser what the match paid them, as the server kept it on the room', async () => {
    await showMatch(rps({ round: 3, winner: BOB, score: { [BOB]: 2 } }));
    db.set('/rooms/r1/status', 'finished');
    expect(await screen.findByText('Bob won the match.')).toBeDefined();
    expect(screen.getByText('Adding up your points…')).toBeDefined();
    db.set('/rooms/r1/rps/paid', { [ANN.publicId]: { win: 0, completion: 30 } });
    expect(
      await screen.findByText(
        '+30 points: Bob beat you at rock-paper-scissors (30 for completing rock-paper-scissors).',
      ),
    ).toBeDefined();
  });

  it('tells the winner the match’s points, not a running total, when the other made the final move', async () => {
    await showMatch(rps({ round: 2, winner: ANN.publicId, score: { [ANN.publicId]: 2 } }));
    db.set('/rooms/r1/rps/paid', { [ANN.publicId]: { win: 20, completion: 30 } });
    db.set('/rooms/r1/status', 'finished');
    expect(await screen.findByText('You won the match!')).toBeDefined();
    expect(
      await screen.findByText(
        '+50 points: you beat Bob at rock-paper-scissors (20 for the win, 30 for completing rock-paper-scissors).',
      ),
    ).toBeDefined();
    expect(screen.queryByText(/points total/)).toBeNull();
  });

  it('says exactly "Disconnected…" when the other player drops mid-match', async () => {
    server.use(answer('disconnectPair', { roomId: 'r1', notification: '', awarded: 0 }));
    await showMatch(rps());
    db.set(`/rooms/r1/players/${BOB}/disconnected`, true);
    expect(
      await screen.findByRole('heading', {
        name: 'Disconnected. Try Connecting With Someone Again!',
      }),
    ).toBeDefined();
    await waitFor(() =>
      expect(calls).toEqual([{ name: 'disconnectPair', data: { roomId: 'r1' } }]),
    );
  });
});
