import { type AwardProfile, addAward } from './awards.ts';
import { dbPaths } from './paths.ts';
import { accept, type Claim, claim, type Context, type Plan, refuse, WriteSet } from './plan.ts';
import { POINTS } from './points.ts';
import { type Room, type RpsMove, rpsWinner } from './room.ts';

export type RpsRoom = Room & { readonly round?: number };
export type RpsResult =
  | { readonly status: 'waiting' }
  | {
      readonly status: 'resolved';
      readonly round: number;
      readonly moves: Readonly<Record<string, RpsMove>>;
      readonly winner: string | null;
    };

/** Only a player of a confirmed rock-paper-scissors room may move. */
export const decideRpsRoom = (room: RpsRoom | null, me: string): Plan<RpsRoom> => {
  if (room === null || room.players[me] === undefined) return refuse('not-found', 'room');
  if (room.status !== 'confirmed' || room.game !== 'act03')
    return refuse('illegal-transition', 'not a running rock-paper-scissors room');
  return accept(room);
};

/**
 * A move goes in a transaction on the round's hidden moves (rpsMoves/{room}, which no client can
 * read): one move per player per round.
 */
export const claimMove = (
  moves: Readonly<Record<string, RpsMove>> | null,
  me: string,
  move: RpsMove,
): Claim<Readonly<Record<string, RpsMove>>> => {
  if (moves?.[me] !== undefined)
    return refuse('illegal-transition', 'you already moved this round');
  const next = { ...moves, [me]: move };
  return claim(next, accept(next));
};

/**
 * The move that completes the round resolves it: the moves are cleared, the result goes on the room
 * and the winner gets the points. Until both are in, the mover waits.
 */
export const decideRound = (
  roomId: string,
  room: RpsRoom,
  played: Readonly<Record<string, RpsMove>>,
  winnerProfile: (key: string) => AwardProfile | undefined,
  ctx: Context,
): Plan<RpsResult> => {
  if (Object.keys(played).length < 2) return accept({ status: 'waiting' });
  const winner = rpsWinner(played);
  const round = (room.round ?? 0) + 1;
  const writes = new WriteSet()
    .remove(dbPaths.rpsMoves(roomId))
    .set(dbPaths.roomField(roomId, 'round'), round)
    .set(dbPaths.roomField(roomId, 'lastResult'), { round, moves: played, winner })
    .set(dbPaths.roomField(roomId, 'updatedAt'), ctx.now);
  const profile = winner === null ? undefined : winnerProfile(winner);
  if (winner !== null && profile !== undefined)
    addAward(
      writes,
      profile,
      { key: winner, points: POINTS.rpsWin, reason: 'rps-win', by: 'system' },
      ctx,
    );
  return accept({ status: 'resolved', round, moves: played, winner }, writes);
};
