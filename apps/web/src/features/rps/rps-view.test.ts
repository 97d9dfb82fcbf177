import { RPS_MOVE_TIMEOUT_MS } from '@engage/domain/games';
import type { RpsState } from '@engage/domain/store/rooms';
import { describe, expect, it } from 'vitest';
import { matchView, resultText, roundText } from './rps-view.ts';

const START = 1_000_000;
const state = (overrides: Partial<RpsState> = {}): RpsState => ({
  round: 2,
  roundStartedAt: START,
  score: { ann: 1 },
  ...overrides,
});

describe('a match as the screen shows it', () => {
  it('keeps the user’s move to this screen and never knows the other’s before the round resolves', () => {
    const view = matchView(
      state({ moved: { ann: true } }),
      false,
      'ann',
      'bob',
      { round: 2, move: 'rock' },
      START + 1_000,
    );
    expect(view).toMatchObject({
      round: 2,
      myScore: 1,
      theirScore: 0,
      iMoved: true,
      theyMoved: false,
      myMove: 'rock',
      canClaim: false,
      timeUp: false,
      last: undefined,
      result: undefined,
    });
  });

  it('forgets a move chosen in an earlier round', () => {
    expect(
      matchView(
        state({ moved: { ann: true } }),
        false,
        'ann',
        'bob',
        { round: 1, move: 'paper' },
        START,
      ).myMove,
    ).toBeUndefined();
  });

  it.each<[string, RpsState['moved'], number, boolean]>([
    ['I moved, they did not, time is up', { ann: true }, RPS_MOVE_TIMEOUT_MS, true],
    ['I moved, they did not, time is not up', { ann: true }, RPS_MOVE_TIMEOUT_MS - 1, false],
    ['nobody moved, time is up', undefined, RPS_MOVE_TIMEOUT_MS, false],
    ['only they moved, time is up', { bob: true }, RPS_MOVE_TIMEOUT_MS, false],
  ])('claiming the win: %s', (_name, moved, elapsed, canClaim) => {
    expect(
      matchView(state({ ...(moved ? { moved } : {}) }), false, 'ann', 'bob', null, START + elapsed)
        .canClaim,
    ).toBe(canClaim);
  });

  it('never offers the claim once the match is over', () => {
    const finished = state({ moved: { ann: true }, winner: 'ann' });
    expect(
      matchView(finished, false, 'ann', 'bob', null, START + RPS_MOVE_TIMEOUT_MS),
    ).toMatchObject({ canClaim: false, result: { outcome: 'won', forfeit: false } });
  });

  it.each<[string | null, boolean, string, string]>([
    ['ann', false, 'won', 'You won the match!'],
    ['ann', true, 'won', 'You won the match: Bob did not move in time.'],
    ['bob', false, 'lost', 'Bob won the match.'],
    ['bob', true, 'lost', 'Bob won the match: you did not move in time.'],
    [null, false, 'draw', 'The match is a draw.'],
  ])('winner %s (forfeit %s) is %s for ann', (winner, forfeit, outcome, text) => {
    const view = matchView(state({ winner, forfeit }), true, 'ann', 'bob', null, START);
    expect(view.result).toEqual({ outcome, forfeit });
    expect(view.result && resultText(view.result, 'Bob')).toBe(text);
  });

  it('tells each round’s moves and winner from the user’s side', () => {
    const last = { round: 1, moves: { ann: 'rock', bob: 'scissors' }, winner: 'ann' } as const;
    const mine = matchView(state({ lastResult: last }), false, 'ann', 'bob', null, START).last;
    const theirs = matchView(state({ lastResult: last }), false, 'bob', 'ann', null, START).last;
    expect(mine && roundText(mine, 'Bob')).toBe(
      'Round 1: you played Rock, Bob played Scissors. You won the round.',
    );
    expect(theirs && roundText(theirs, 'Ann')).toBe(
      'Round 1: you played Scissors, Ann played Rock. Ann won the round.',
    );
    const draw = { round: 3, moves: { ann: 'paper', bob: 'paper' }, winner: null } as const;
    const drawn = matchView(state({ lastResult: draw }), false, 'ann', 'bob', null, START).last;
    expect(drawn && roundText(drawn, 'Bob')).toBe(
      'Round 3: you played Paper, Bob played Paper. A draw.',
    );
  });
});
