import type { SetPrivacyInput } from '@engage/domain/inputs';
import { planPrivacy } from '@engage/domain/privacy';
import { boardNodes } from '@engage/domain/store/boards';
import { commit } from '@engage/server/commit';
import type { Caller, Deps } from '@engage/server/deps';
import { read } from '@engage/server/read';
import { requireMe } from '@engage/server/users';
import { refreshListing } from './directory.ts';

/**
 * The caller's choice of how the public boards show them (privacy.ts): stored on their profile,
 * and their board entries renamed, hidden or shown again in the same update, so the next publish
 * of the snapshots (and the projector and the kiosk that read them) follows it. A listed
 * attendee's directory entry follows it next (refreshListing): renamed, or gone while hidden.
 */
export const setPrivacy = async (deps: Deps, input: SetPrivacyInput, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const entry = await read(deps, boardNodes.entry(me.profile.eventId, 'all', me.profile.publicId));
  const chosen = await commit(deps, planPrivacy(me.key, me.profile, input, entry !== null));
  await refreshListing(deps, me.key);
  return chosen;
};
