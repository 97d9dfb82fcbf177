import { dbPaths } from '@engage/domain/paths';
import type { UserMetadata } from '@engage/domain/registration';
import type { Attendee } from '@engage/domain/scoring';
import type { Caller, Deps } from './deps.ts';
import { fail } from './errors.ts';

export type Profile = UserMetadata;
export type Me = Attendee & { readonly profile: Profile };

export const readValue = async <T>(deps: Pick<Deps, 'db'>, path: string): Promise<T | null> =>
  (await deps.db.ref(path).get()).val() as T | null;

export const keyForUid = (deps: Deps, uid: string): Promise<string | null> =>
  readValue<string>(deps, dbPaths.uidIndex(uid));

export const profileOf = (deps: Deps, key: string): Promise<Profile | null> =>
  readValue<Profile>(deps, dbPaths.userMetadata(key));

/** The caller's own registered profile; a caller who never registered gets `not-found`. */
export const requireMe = async (deps: Deps, caller: Caller): Promise<Me> => {
  const key = await keyForUid(deps, caller.uid);
  const profile = key === null ? null : await profileOf(deps, key);
  if (key === null || profile === null) return fail('not-found', 'profile');
  return { key, profile };
};

/** The isAdmin flag on the caller's profile decides; it is checked here, never in the browser. */
export const requireAdmin = async (deps: Deps, caller: Caller): Promise<Me> => {
  const key = await keyForUid(deps, caller.uid);
  const profile = key === null ? null : await profileOf(deps, key);
  if (key === null || profile === null || profile.isAdmin !== true) return fail('not-admin');
  return { key, profile };
};

export const requireUser = async (deps: Deps, key: string): Promise<Profile> =>
  (await profileOf(deps, key)) ?? fail('not-found', 'user');
