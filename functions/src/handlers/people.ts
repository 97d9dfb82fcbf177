import type { PublishPhotoInput, SetRepInput, UpdateProfileInput } from '@engage/domain/inputs';
import { dbPaths, storagePaths } from '@engage/domain/paths';
import { planPhoto, planProfileEdit, planRep } from '@engage/domain/people';
import { commit } from '../commit.ts';
import { type Caller, context, type Deps } from '../deps.ts';
import { fail } from '../errors.ts';
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

/**
 * Publishes the caller's uploaded photo for the boards: copied to the avatar name (by public id,
 * which storage rules let only the server write), then its new version on the profile and the
 * board entries. Without an upload: no-photo, nothing copied or written.
 */
export const publishPhoto = async (deps: Deps, _input: PublishPhotoInput, caller: Caller) => {
  const files = deps.files ?? fail('not-found', 'storage');
  const me = await requireMe(deps, caller);
  const { eventId, publicId } = me.profile;
  const upload = storagePaths.photo(caller.uid);
  const [uploaded, entry] = await Promise.all([
    files.exists(upload),
    readValue<object>(deps, dbPaths.leaderboardEntry(eventId, 'all', publicId)),
  ]);
  const plan = planPhoto(me.key, me.profile, { uploaded, onBoards: entry !== null });
  if (plan.ok) await files.copy(upload, storagePaths.avatar(publicId));
  return commit(deps, plan);
};

/** Makes or unmakes a sponsor representative of the attendee's event. */
export const setRep = async (deps: Deps, input: SetRepInput, caller: Caller) => {
  const profile = await requireUser(deps, input.userKey);
  const actor = await requireOrganiser(deps, caller, { eventId: profile.eventId });
  return commit(deps, planRep(input.userKey, profile, input.isRep, actor, context(deps)));
};
