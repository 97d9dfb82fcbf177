import type { RpsResult } from '@engage/domain/games';
import type { RpsForfeitInput, RpsMoveInput } from '@engage/domain/inputs';
import { GAME } from '@engage/domain/points';
import type { RpsMove } from '@engage/domain/room';
import {
  claimForfeit,
  claimMove,
  decideRpsPayout,
  decideRpsRoom,
  decideRpsRound,
} from '@engage/domain/rps';
import { decideCompletion } from '@engage/domain/scoring';
import { type GameRoom, roomNodes } from '@engage/domain/store/rooms';
import { userNodes } from '@engage/domain/store/users';
import { commit, commitClaim } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { commitInRoom } from '@engage/server/room-commit';
import { readValue, requireMe } from '@engage/server/users';
import { playersOf } from './pairing.ts';

const openRoom = async (deps: Deps, roomId: string, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const room = await commit(
    deps,
    decideRpsRoom(await readValue<GameRoom>(deps, roomNodes.room(roomId)), me.profile.publicId),
  );
  return { me, room, players: await playersOf(deps, room) };
};

/** A finished match pays the winner (once per opponent) and completes the game for both. */
const settle = async (
  deps: Deps,
  result: RpsResult,
  players: Awaited<ReturnType<typeof playersOf>>,
): Promise<RpsResult> => {
  if (result.status !== 'finished') return result;
  const ctx = context(deps);
  const winner = players.find((p) => p.profile.publicId === result.winner);
  const loser = players.find((p) => p.profile.publicId !== result.winner);
  let awarded = 0;
  if (winner !== undefined && loser !== undefined) {
    const paid = await commitClaim(
      deps,
      roomNodes.rpsWin(winner.profile.eventId, `${winner.key}~${loser.key}`),
      (at: number | null) => decideRpsPayout(at, winner, loser, ctx),
    );
    awarded = paid.awarded;
  }
  for (const player of players)
    await commitClaim(deps, userNodes.gameComplete(player.key, GAME.rps), (done: boolean | null) =>
      decideCompletion(done, player, GAME.rps, ctx),
    );
  return { ...result, awarded };
};

export const rpsMove = async (deps: Deps, input: RpsMoveInput, caller: Caller) => {
  const { me, room, players } = await openRoom(deps, input.roomId, caller);
  const played = await commitClaim(
    deps,
    roomNodes.rpsMoves(input.roomId),
    (moves: Record<string, RpsMove> | null) => claimMove(moves, me.profile.publicId, input.move),
  );
  const result = await commitInRoom(
    deps,
    input.roomId,
    decideRpsRound(input.roomId, room, played, players, deps.now()),
  );
  return settle(deps, result, players);
};

export const rpsForfeit = async (deps: Deps, input: RpsForfeitInput, caller: Caller) => {
  const { me, room, players } = await openRoom(deps, input.roomId, caller);
  const result = await commitClaim(
    deps,
    roomNodes.rpsMoves(input.roomId),
    (moves: Record<string, RpsMove> | null) =>
      claimForfeit(moves, input.roomId, room, me.profile.publicId, players, deps.now()),
    (committing, plan) => commitInRoom(committing, input.roomId, plan),
  );
  return settle(deps, result, players);
};
