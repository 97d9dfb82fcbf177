import type { EventSignInInput } from '@engage/domain/inputs';
import { dbPaths } from '@engage/domain/paths';
import { LOGOUT_PATCH, resolveSignIn, signInPatch } from '@engage/domain/sign-in';
import type { Caller, Deps } from '../deps.ts';
import { fail } from '../errors.ts';
import { keyForUid, profileOf } from '../users.ts';

export type SignInResult = { readonly status: 'start-playing' | 'continue-playing' };

/** The sign-in status machine on the server: no-event, start-playing or continue-playing. */
export const eventSignIn = async (
  deps: Deps,
  input: EventSignInInput,
  caller: Caller,
): Promise<SignInResult> => {
  const key = await keyForUid(deps, caller.uid);
  const profile = key === null ? null : await profileOf(deps, key);
  const outcome = resolveSignIn(profile, input.eventId);
  if (!outcome.ok) return fail('no-event');
  if (outcome.value === 'continue-playing' && key !== null && profile !== null) {
    await deps.db
      .ref(dbPaths.userMetadata(key))
      .update(signInPatch(profile, profile.eventId, profile.customerId));
  }
  return { status: outcome.value };
};

export const signOut = async (
  deps: Deps,
  _input: unknown,
  caller: Caller,
): Promise<{ readonly status: 'not-registered' }> => {
  const key = await keyForUid(deps, caller.uid);
  if (key !== null && (await profileOf(deps, key)) !== null) {
    await deps.db.ref(dbPaths.userMetadata(key)).update(LOGOUT_PATCH);
  }
  return { status: 'not-registered' };
};
