import type { AwardConnectionInput, CompleteGameInput } from '@engage/domain/inputs';
import { dbPaths } from '@engage/domain/paths';
import {
  type CompletionResult,
  decideCompletion,
  decideConnection,
  decideLevelUpClaim,
  decideScan,
  pairId,
} from '@engage/domain/scoring';
import { commit, commitClaim } from '../commit.ts';
import { context, type Caller, type Deps } from '../deps.ts';
import { fail } from '../errors.ts';
import { keyForUid, readValue, requireMe, requireUser } from '../users.ts';

export const awardConnection = async (deps: Deps, input: AwardConnectionInput, caller: Caller) => {
  const scanned = await commit(deps, decideScan(input.qr, caller.uid));
  const me = await requireMe(deps, caller);
  const otherKey = (await keyForUid(deps, scanned.uid)) ?? fail('not-found', 'scanned user');
  const other = { key: otherKey, profile: await requireUser(deps, otherKey) };
  return commitClaim(
    deps,
    dbPaths.pair(me.profile.eventId, pairId(me.key, otherKey)),
    (at: number | null) => decideConnection(at, me, other, context(deps)),
  );
};

export const completeGame = async (
  deps: Deps,
  input: CompleteGameInput,
  caller: Caller,
): Promise<CompletionResult> => {
  const me = await requireMe(deps, caller);
  return commitClaim(deps, dbPaths.userGameComplete(me.key, input.code), (done: boolean | null) =>
    decideCompletion(done, me, input.code, context(deps)),
  );
};

export const levelUp = async (deps: Deps, _input: unknown, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const points = (await readValue<number>(deps, dbPaths.userTotalPoints(me.key))) ?? 0;
  return commitClaim(deps, dbPaths.userLevel(me.key), (level: number | null) =>
    decideLevelUpClaim(level, points),
  );
};
