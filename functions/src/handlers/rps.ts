import type { RpsMoveInput } from '@engage/domain/inputs';
import { dbPaths } from '@engage/domain/paths';
import type { RpsMove } from '@engage/domain/room';
import { claimMove, decideRound, decideRpsRoom, type RpsRoom } from '@engage/domain/rps';
import { commit, commitClaim } from '../commit.ts';
import { type Caller, context, type Deps } from '../deps.ts';
import { type Profile, profileOf, readValue, requireMe } from '../users.ts';

export const rpsMove = async (deps: Deps, input: RpsMoveInput, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const room = await commit(
    deps,
    decideRpsRoom(await readValue<RpsRoom>(deps, dbPaths.room(input.roomId)), me.key),
  );
  const played = await commitClaim(
    deps,
    dbPaths.rpsMoves(input.roomId),
    (moves: Record<string, RpsMove> | null) => claimMove(moves, me.key, input.move),
  );
  const profiles = new Map<string, Profile>();
  for (const key of Object.keys(played)) {
    const profile = key === me.key ? me.profile : await profileOf(deps, key);
    if (profile !== null) profiles.set(key, profile);
  }
  return commit(
    deps,
    decideRound(input.roomId, room, played, (key) => profiles.get(key), context(deps)),
  );
};
