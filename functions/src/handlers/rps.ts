import type { RpsResult } from '@engage/domain/games';
import type { RpsForfeitInput, RpsMoveInput } from '@engage/domain/inputs';
import type { Player } from '@engage/domain/pairing';
import { GAME } from '@engage/domain/points';
import {
  claimForfeit,
  claimMove,
  decideRpsPayout,
  decideRpsRoom,
  decideRpsRound,
  notifyRps,
  settledRps,
  settleRps,
} from '@engage/domain/rps';
import { decideCompletion } from '@engage/domain/scoring';
import type { PointValues } from '@engage/domain/scoring-table';
import { roomNodes } from '@engage/domain/store/rooms';
import { userNodes } from '@engage/domain/store/users';
import { claimAt, commit, commitClaim } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { commitInRoom } from '@engage/server/room-commit';
import { readRoom } from './pairing.ts';
import { partnerLogOf, takeShares } from './partner-shares.ts';

const openRoom = async (deps: Deps, roomId: string, caller: Caller) => {
  const { me, room, present, points } = await readRoom(deps, caller, roomId);
  // Refused before the players are checked, as when they were read only for an open room.
  const open = await commit(deps, decideRpsRoom(room, me.profile.publicId));
  return { me, room: open, players: present(), points };
};

/**
 * A finished match pays the winner (once per opponent) and completes the game for both; then what
 * each was paid is kept on the room and both are told.
 */
const settle = async (
  deps: Deps,
  roomId: string,
  me: string,
  result: RpsResult,
  players: readonly Player[],
  points: PointValues,
): Promise<RpsResult> => {
  const { payout, completes } = settleRps(result, players);
  if (completes.length === 0) return result;
  const ctx = context(deps);
  const [won, ...completions] = await Promise.all([
    payout === null ? { awarded: 0 } : pay(deps, payout, points),
    ...completes.map((player) =>
      commitClaim(deps, userNodes.gameComplete(player.key, GAME.rps), (done) =>
        decideCompletion(done, player, GAME.rps, ctx, points),
      ),
    ),
  ]);
  const paid = Object.fromEntries(
    completes.map((player, i) => [
      player.profile.publicId,
      {
        win: player === payout?.winner ? won.awarded : 0,
        completion: completions[i]?.awarded ?? 0,
      },
    ]),
  );
  const settled = settledRps(result, paid, me);
  return commitClaim(deps, roomNodes.rps(roomId), (rps) => notifyRps(rps, settled, players, ctx));
};

/**
 * The winner's points, at their share under the partner rule (taken first, given back when this
 * win against this opponent was already paid), once per opponent in a transaction on its claim.
 */
const pay = async (
  deps: Deps,
  payout: NonNullable<ReturnType<typeof settleRps>['payout']>,
  points: PointValues,
) => {
  const ctx = context(deps);
  const { winner, loser } = payout;
  const [winnerLog, loserLog] = await Promise.all([
    partnerLogOf(deps, winner.key),
    partnerLogOf(deps, loser.key),
  ]);
  const shares = await takeShares(
    deps,
    [
      { ...winner, log: winnerLog },
      { ...loser, log: loserLog },
    ],
    [winner],
  );
  const decided = await claimAt(deps, payout.at, (at) =>
    decideRpsPayout(at, winner, ctx, shares.rateOf(winner.key), points),
  );
  if (decided.next === undefined) await shares.release();
  return commit(deps, decided);
};

export const rpsMove = async (deps: Deps, input: RpsMoveInput, caller: Caller) => {
  const { me, room, players, points } = await openRoom(deps, input.roomId, caller);
  const played = await commitClaim(deps, roomNodes.rpsMoves(input.roomId), (moves) =>
    claimMove(moves, me.profile.publicId, input.move),
  );
  const result = await commitInRoom(
    deps,
    input.roomId,
    decideRpsRound(input.roomId, room, played, players, deps.now()),
  );
  return settle(deps, input.roomId, me.profile.publicId, result, players, points);
};

export const rpsForfeit = async (deps: Deps, input: RpsForfeitInput, caller: Caller) => {
  const { me, room, players, points } = await openRoom(deps, input.roomId, caller);
  const result = await commitClaim(
    deps,
    roomNodes.rpsMoves(input.roomId),
    (moves) => claimForfeit(moves, input.roomId, room, me.profile.publicId, players, deps.now()),
    (committing, plan) => commitInRoom(committing, input.roomId, plan),
  );
  return settle(deps, input.roomId, me.profile.publicId, result, players, points);
};
