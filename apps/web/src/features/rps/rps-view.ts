import { RPS_MOVE_TIMEOUT_MS } from '@engage/domain/games';
import type { RpsMove, RpsState } from '@engage/domain/store/rooms';
import { params } from '@nanostores/i18n';
import { i18n } from '../../lib/i18n/i18n.ts';

/**
 * What the rock-paper-scissors screen shows, as a function of the room's public state. The room
 * says who has moved, never what, until a round is resolved; the user's own move this round is
 * known only to this screen (`chosen`).
 */
export const rpsWords = i18n('rpsView', {
  rock: 'Rock',
  paper: 'Paper',
  scissors: 'Scissors',
  noMove: 'did not move',
  played: params('played {move}'),
  draw: 'A draw.',
  wonRound: 'You won the round.',
  lostRound: params('{name} won the round.'),
  round: params('Round {round}: you {mine}, {name} {theirs}. {verdict}'),
  matchDraw: 'The match is a draw.',
  wonForfeit: params('You won the match: {name} did not move in time.'),
  won: 'You won the match!',
  lostForfeit: params('{name} won the match: you did not move in time.'),
  lost: params('{name} won the match.'),
});

/** A move's name in the language in use. */
export const moveName = (move: RpsMove): string => rpsWords.get()[move];

export type Outcome = 'won' | 'lost' | 'draw';
export type Chosen = { readonly round: number; readonly move: RpsMove };

export type RoundResult = {
  readonly round: number;
  readonly mine: RpsMove | undefined;
  readonly theirs: RpsMove | undefined;
  readonly outcome: Outcome;
};

export type MatchView = {
  readonly round: number;
  readonly myScore: number;
  readonly theirScore: number;
  readonly iMoved: boolean;
  readonly theyMoved: boolean;
  /** The move the user made this round, when this screen made it. */
  readonly myMove: RpsMove | undefined;
  readonly deadline: number;
  readonly timeUp: boolean;
  /** The other player let the move time run out after the user moved: the user may claim the win. */
  readonly canClaim: boolean;
  readonly last: RoundResult | undefined;
  readonly result: { readonly outcome: Outcome; readonly forfeit: boolean } | undefined;
};

const outcomeFor = (winner: string | null | undefined, me: string): Outcome =>
  winner === null || winner === undefined ? 'draw' : winner === me ? 'won' : 'lost';

export const matchView = (
  rps: RpsState,
  finished: boolean,
  me: string,
  other: string,
  chosen: Chosen | null,
  now: number,
): MatchView => {
  // The database keeps no empty object: a score nobody has yet, or a round's moves, may be absent.
  const score: Readonly<Record<string, number>> = rps.score ?? {};
  const iMoved = rps.moved?.[me] === true;
  const theyMoved = rps.moved?.[other] === true;
  const deadline = rps.roundStartedAt + RPS_MOVE_TIMEOUT_MS;
  const over = finished || rps.winner !== undefined;
  const timeUp = now >= deadline;
  return {
    round: rps.round,
    myScore: score[me] ?? 0,
    theirScore: score[other] ?? 0,
    iMoved,
    theyMoved,
    myMove: iMoved && chosen?.round === rps.round ? chosen.move : undefined,
    deadline,
    timeUp,
    canClaim: !over && timeUp && iMoved && !theyMoved,
    last:
      rps.lastResult === undefined
        ? undefined
        : {
            round: rps.lastResult.round,
            mine: rps.lastResult.moves?.[me],
            theirs: rps.lastResult.moves?.[other],
            outcome: outcomeFor(rps.lastResult.winner, me),
          },
    result: over
      ? { outcome: outcomeFor(rps.winner, me), forfeit: rps.forfeit === true }
      : undefined,
  };
};

const played = (move: RpsMove | undefined): string =>
  move === undefined ? rpsWords.get().noMove : rpsWords.get().played({ move: moveName(move) });

export const roundText = (last: RoundResult, name: string): string => {
  const t = rpsWords.get();
  const verdict =
    last.outcome === 'draw' ? t.draw : last.outcome === 'won' ? t.wonRound : t.lostRound({ name });
  return t.round({
    round: last.round,
    mine: played(last.mine),
    name,
    theirs: played(last.theirs),
    verdict,
  });
};

export const resultText = (result: NonNullable<MatchView['result']>, name: string): string => {
  const t = rpsWords.get();
  if (result.outcome === 'draw') return t.matchDraw;
  if (result.outcome === 'won') return result.forfeit ? t.wonForfeit({ name }) : t.won;
  return result.forfeit ? t.lostForfeit({ name }) : t.lost({ name });
};
