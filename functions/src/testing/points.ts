import { type AwardProfile, planAward } from '@engage/domain/awards';
import { userNodes } from '@engage/domain/store/users';
import { commit } from '@engage/server/commit';
import { context, type Deps } from '@engage/server/deps';

/** Points earned as a game would pay them: an award plan with its ledger entry. */
export const givePoints = async (deps: Deps, key: string, points: number): Promise<void> => {
  const profile = (await deps.db.ref(userNodes.metadata(key)).get()).val() as AwardProfile;
  await commit(
    deps,
    planAward(profile, { key, points, reason: 'test', by: 'test' }, context(deps)),
  );
};
