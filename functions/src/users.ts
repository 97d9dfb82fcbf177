import type { AttendanceMode } from '@engage/domain/constants';
import { dbPaths } from '@engage/domain/paths';
import type { UserMetadata } from '@engage/domain/registration';
import type { Caller, Deps } from './deps.ts';
import { fail } from './errors.ts';

export type Profile = UserMetadata & { readonly attendance?: AttendanceMode };
export type Me = { readonly key: string; readonly profile: Profile };

export const keyForUid = async (deps: Deps, uid: string): Promise<string | null> =>
  (await deps.db.ref(dbPaths.uidIndex(uid)).get()).val() as string | null;

export const profileOf = async (deps: Deps, key: string): Promise<Profile | null> =>
  (await deps.db.ref(dbPaths.userMetadata(key)).get()).val() as Profile | null;

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
