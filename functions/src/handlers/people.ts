import { DomainError } from '@engage/domain/errors';
import type { PublishPhotoInput, SetRepInput, UpdateProfileInput } from '@engage/domain/inputs';
import { planProfileEdit, planRep } from '@engage/domain/people';
import { NOT_A_PHOTO, type PublishedPhoto, photoTypeOf, planPhoto } from '@engage/domain/photo';
import { boardNodes } from '@engage/domain/store/boards';
import { eventNodes } from '@engage/domain/store/events';
import { storagePaths } from '@engage/domain/store/storage';
import { userNodes } from '@engage/domain/store/users';
import { commit, commitClaim } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { fail } from '@engage/server/errors';
import { read } from '@engage/server/read';
import {
  requireMe,
  requireOrganiserAs,
  requireUserAs,
  withCurrentClaims,
} from '@engage/server/users';
import { refreshListing } from './directory.ts';

/**
 * An attendee's own profile edit, made by the server so that what shows the name (the people
 * index, the leaderboards, the representatives list) follows it in the same update.
 */
export const updateProfile = async (deps: Deps, input: UpdateProfileInput, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const { eventId, publicId } = me.profile;
  const [entry, rep, lists] = await Promise.all([
    read(deps, boardNodes.entry(eventId, 'all', publicId)),
    read(deps, eventNodes.rep(eventId, publicId)),
    read(deps, eventNodes.pickLists(eventId)),
  ]);
  const edit = await commit(
    deps,
    planProfileEdit(
      me.key,
      me.profile,
      input,
      { onBoards: entry !== null, isRepListed: rep !== null },
      context(deps),
      deps.now(),
      lists,
    ),
  );
  await refreshListing(deps, me.key);
  return edit;
};

/**
 * Publishes the caller's uploaded photo for the boards: copied to the avatar name (by public id,
 * which storage rules let only the server write), then its new version decided in a transaction on
 * the profile, with the board entries following. Without an upload: no-photo, nothing copied or
 * written. A profile removed while the copy was made is refused, and the copy deleted again.
 */
export const publishPhoto = async (
  deps: Deps,
  _input: PublishPhotoInput,
  caller: Caller,
): Promise<PublishedPhoto> => {
  const files = deps.files ?? fail('not-found', 'storage');
  const me = await requireMe(deps, caller);
  const { eventId, publicId } = me.profile;
  const upload = storagePaths.photo(caller.uid);
  const [uploaded, entry] = await Promise.all([
    files.exists(upload),
    read(deps, boardNodes.entry(eventId, 'all', publicId)),
  ]);
  const state = { uploaded, onBoards: entry !== null };
  // Decided once on the profile as read, so a refusal copies nothing; then again in the transaction.
  const asRead = planPhoto(me.profile, state);
  if (!asRead.ok) return commit(deps, asRead);
  const avatar = storagePaths.avatar(publicId);
  // The bytes decide, not the type the upload declared: what is no picture is not published.
  if ((await files.copy(upload, avatar, photoTypeOf)) === null) return commit(deps, NOT_A_PHOTO);
  try {
    const published = await commitClaim(deps, userNodes.metadata(me.key), (current) =>
      planPhoto(current, state),
    );
    await refreshListing(deps, me.key);
    return published;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'not-found') await files.remove(avatar);
    throw error;
  }
};

/** Makes or unmakes a sponsor representative of the attendee's event. */
export const setRep = async (deps: Deps, input: SetRepInput, given: Caller) => {
  const caller = await withCurrentClaims(deps, given);
  const profile = await requireUserAs(deps, caller, input.userKey);
  const actor = await requireOrganiserAs(deps, caller, { eventId: profile.eventId });
  return commit(
    deps,
    planRep(input.userKey, profile, input.isRep, actor, context(deps), deps.now()),
  );
};
