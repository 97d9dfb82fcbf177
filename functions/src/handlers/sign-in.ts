import type { EventSignInInput } from '@engage/domain/inputs';
import { decideSignIn, decideSignOut, type SignInResult } from '@engage/domain/sign-in';
import { eventNodes } from '@engage/domain/store/events';
import { commit } from '@engage/server/commit';
import type { Caller, Deps } from '@engage/server/deps';
import { read } from '@engage/server/read';
import { keyForUid, profileOf } from '@engage/server/users';

/** The sign-in status machine on the server: no-event, start-playing or continue-playing. */
export const eventSignIn = async (
  deps: Deps,
  input: EventSignInInput,
  caller: Caller,
): Promise<SignInResult> => {
  const key = await keyForUid(deps, caller.uid);
  const profile = key === null ? null : await profileOf(deps, key);
  const eventCustomerId = profile?.eventId
    ? await read(deps, eventNodes.customer(profile.eventId))
    : null;
  return commit(deps, decideSignIn({ key, profile, eventCustomerId }, input.eventId));
};

export const signOut = async (deps: Deps, _input: unknown, caller: Caller) => {
  const key = await keyForUid(deps, caller.uid);
  const profile = key === null ? null : await profileOf(deps, key);
  return commit(deps, decideSignOut(key, profile !== null));
};
