import type { RpsMoveInput } from '@engage/domain/inputs';
import { dbPaths } from '@engage/domain/paths';
import { POINTS } from '@engage/domain/points';
import { type Room, type RpsMove, rpsWinner } from '@engage/domain/room';
import { applyAwards } from '../awards.ts';
import type { Caller, Deps } from '../deps.ts';
import { transact } from '../transact.ts';
import { fail } from '../errors.ts';
import { requireMe, requireUser } from '../users.ts';

/**
 * Moves are kept at rpsMoves/{roomId}, which no client can read, until both are in; the move that
 * completes the round resolves it: the result goes on the room, the winner gets the points.
 */
export const rpsMove = async (deps: Deps, input: RpsMoveInput, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const room = (await deps.db.ref(dbPaths.room(input.roomId)).get()).val() as
    | (Room & { round?: number })
    | null;
  if (room === null || room.players[me.key] === undefined) return fail('not-found', 'room');
  if (room.status !== 'confirmed' || room.game !== 'act03')
    return fail('illegal-transition', 'not a running rock-paper-scissors room');
  const moves = await transact(
    deps.db.ref(dbPaths.rpsMoves(input.roomId)),
    (current: Record<string, RpsMove> | null) =>
      current?.[me.key] !== undefined ? undefined : { ...current, [me.key]: input.move },
  );
  if (!moves.committed) return fail('illegal-transition', 'you already moved this round');
  const played = moves.value ?? {};
  if (Object.keys(played).length < 2) return { status: 'waiting' as const };
  const winner = rpsWinner(played);
  const round = (room.round ?? 0) + 1;
  await deps.db.ref().update({
    [dbPaths.rpsMoves(input.roomId)]: null,
    [`${dbPaths.room(input.roomId)}/round`]: round,
    [`${dbPaths.room(input.roomId)}/lastResult`]: { round, moves: played, winner },
    [`${dbPaths.room(input.roomId)}/updatedAt`]: deps.now(),
  });
  if (winner !== null) {
    const profile = winner === me.key ? me.profile : await requireUser(deps, winner);
    await applyAwards(deps, [
      { profile, award: { key: winner, points: POINTS.rpsWin, reason: 'rps-win', by: 'system' } },
    ]);
  }
  return { status: 'resolved' as const, round, moves: played, winner };
};
