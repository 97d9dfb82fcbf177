import { describe, expect, it } from 'vitest';
import type { Board } from '../../lib/firebase/leaderboard.ts';
import { nextBoard, ROTATION } from './rotation.ts';

const having =
  (...boards: Board[]) =>
  (board: Board) =>
    boards.includes(board);

describe('nextBoard', () => {
  it('goes through every board in order and comes back to the first', () => {
    const seen: Board[] = ['all'];
    for (let i = 0; i < ROTATION.length; i += 1)
      seen.push(nextBoard(seen.at(-1) ?? 'all', () => true));
    expect(seen).toEqual(['all', 'teams', 'in_person', 'online', 'all']);
  });

  it.each([
    ['skips an empty board', 'teams', having('all', 'online'), 'online'],
    ['wraps past the end', 'online', having('teams'), 'teams'],
    ['stays when no other board has scores', 'all', having('all'), 'all'],
    ['stays when no board has scores at all', 'in_person', having(), 'in_person'],
  ] as const)('%s', (_name, current, hasScores, next) => {
    expect(nextBoard(current, hasScores)).toBe(next);
  });
});
