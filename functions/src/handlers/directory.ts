import { planListing, type SetListingInput } from '@engage/domain/directory';
import { peopleNodes } from '@engage/domain/store/people';
import { commit } from '@engage/server/commit';
import type { Caller, Deps } from '@engage/server/deps';
import { read } from '@engage/server/read';
import { profileOf, requireMe } from '@engage/server/users';

/**
 * The event's directory (directory.ts): an attendee lists or unlists themselves, and a listed
 * attendee's public entry follows their profile.
 */

/** The caller lists or unlists themselves; their entry follows their profile as it is now. */
export const setDirectoryListing = async (deps: Deps, input: SetListingInput, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const before = await read(deps, peopleNodes.entry(me.profile.eventId, me.profile.publicId));
  return commit(deps, planListing(me.key, me.profile, input.listed, before));
};

/** After a profile edit or a new photo: a listed attendee's entry shows it too. */
export const refreshListing = async (deps: Deps, key: string) => {
  const [listed, profile] = await Promise.all([
    read(deps, peopleNodes.listed(key)),
    profileOf(deps, key),
  ]);
  if (listed !== true || profile === null) return;
  const before = await read(deps, peopleNodes.entry(profile.eventId, profile.publicId));
  await commit(deps, planListing(key, profile, true, before));
};
