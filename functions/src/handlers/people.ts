import type { SetRepInput, UpdateProfileInput } from '@engage/domain/inputs';
import { dbPaths } from '@engage/domain/paths';
import { planProfileEdit, planRep } from '@engage/domain/people';
import { commit } from '../commit.ts';
import { type Caller, context, type Deps } from '../deps.ts';
import { readValue, requireMe, requireOrganiser, requireUser } from '../users.ts';

/**
 * An attendee's own profile edit, made by the server so that what shows the name (the people
 * index, the leaderboards, the representatives list) follows it in the same update.
 */
export const updateProfile = async (deps: Deps, input: UpdateProfileInput, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const { eventId, publicId } = me.profile;
  const [entry, rep] = await Promise.all([
    readValue<object>(deps, dbPaths.leaderboardEntry(eventId, 'all', publicId)),
    readValue<object>(deps, dbPaths.rep(eventId, publicId)),
  ]);
  return commit(
    deps,
    planProfileEdit(me.key, me.profile, input, {
      onBoards: entry !== null,
      isRepListed: rep !== null,
    }),
  );
};

/** Makes or unmakes a sponsor representative of the attendee's event. */
export const setRep = async (deps: Deps, input: SetRepInput, caller: Caller) => {
  const profile = await requireUser(deps, input.userKey);
  const actor = await requireOrganiser(deps, caller, { eventId: profile.eventId });
  return commit(deps, planRep(input.userKey, profile, input.isRep, actor, context(deps)));
};
