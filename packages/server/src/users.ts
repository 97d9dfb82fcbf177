import {
  decideOrganiser,
  decideUserLookup,
  type OrganiserTarget,
  parseOrganiserClaim,
} from '@engage/domain/organiser';
import type { Attendee } from '@engage/domain/scoring';
import { eventNodes } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { type UserMetadata, userNodes } from '@engage/domain/store/users';
import { commit } from './commit.ts';
import type { Caller, Deps } from './deps.ts';
import { fail } from './errors.ts';
import { read } from './read.ts';

export type Profile = UserMetadata;
export type Me = Attendee & { readonly profile: Profile };

/** An attendee's notification ids (at most the cap), for a plan that adds one. */
export const notificationIds = async (deps: Pick<Deps, 'db'>, key: string): Promise<string[]> =>
  Object.keys((await read(deps, userNodes.notifications(key))) ?? {});

/** The user key behind a public id (rooms and lists name attendees by public id only). */
export const keyForPublicId = (deps: Deps, publicId: string): Promise<string | null> =>
  read(deps, userNodes.byPublicId(publicId));

export const keyForUid = (deps: Deps, uid: string): Promise<string | null> =>
  read(deps, userNodes.byUid(uid));

export const profileOf = (deps: Deps, key: string): Promise<Profile | null> =>
  read(deps, userNodes.metadata(key));

/** The caller's own registered profile; a caller who never registered gets `not-found`. */
export const requireMe = async (deps: Deps, caller: Caller): Promise<Me> => {
  const key = await keyForUid(deps, caller.uid);
  return meOf(key, key === null ? null : await profileOf(deps, key));
};

/** The caller as requireMe answers them, from their key and profile read by the handler. */
export const meOf = (key: string | null, profile: Profile | null): Me =>
  key === null || profile === null ? fail('not-found', 'profile') : { key, profile };

type OrganiserCheck = { readonly eventId: string } | { readonly customerId: string } | 'deployment';

/**
 * The caller's organiser rights (the `organiser` claim their account holds now) must cover the
 * target; this is checked here, on the server, never in the browser. Answers who the organiser
 * is for the ledger and the audit log: their user key (or their uid when they have no profile)
 * and their sign-in email.
 */
export const requireOrganiser = async (
  deps: Deps,
  caller: Caller,
  target: OrganiserCheck,
): Promise<{ readonly by: string; readonly email: string | undefined }> =>
  requireOrganiserAs(deps, await withCurrentClaims(deps, caller), target);

/** As requireOrganiser, for a caller whose claim was already read from Auth (withCurrentClaims). */
export const requireOrganiserAs = async (
  deps: Deps,
  caller: Caller,
  target: OrganiserCheck,
): Promise<{ readonly by: string; readonly email: string | undefined }> => {
  // Who the caller is does not wait on the check: both are read at once.
  const [, actor] = await Promise.all([requireRights(deps, caller, target), actorOf(deps, caller)]);
  return actor;
};

/**
 * The rights check of requireOrganiserAs alone, for a handler that checks several targets and
 * needs the actor once (it would otherwise look up the caller's user key for each check).
 */
export const requireRights = async (
  deps: Deps,
  caller: Caller,
  target: OrganiserCheck,
): Promise<void> => {
  const scope = parseOrganiserClaim(caller.token.organiser);
  const resolved: OrganiserTarget =
    target === 'deployment'
      ? { kind: 'deployment' }
      : 'eventId' in target
        ? {
            kind: 'event',
            eventId: target.eventId,
            customerId: (await read(deps, eventNodes.customer(target.eventId))) ?? undefined,
          }
        : { kind: 'company', customerId: target.customerId };
  await commit(deps, decideOrganiser(scope, resolved));
};

/**
 * The caller with the organiser claim their account holds now, read from Auth: an ID token keeps
 * the claim it was minted with for up to an hour, so rights revoked or moved away since would
 * still be in it. Every organiser check decides from this (one Auth read), not from the token.
 * Without Auth's claims (handler tests that give no accounts) the verified token is all there is.
 */
export const withCurrentClaims = async (deps: Deps, caller: Caller): Promise<Caller> => {
  const claimsOf = deps.accounts?.claimsOf;
  // Read once per call: the callable wrapper's organiser gate has read it already.
  if (claimsOf === undefined || caller.claimsRead) return caller;
  const { organiser: _stale, ...token } = caller.token;
  const { organiser } = await claimsOf(caller.uid);
  return {
    ...caller,
    token: organiser === undefined ? token : { ...token, organiser },
    claimsRead: true,
  };
};

/**
 * The caller with the organiser claim the organisers index holds for them now
 * (`organisers/{uid}/claim`): where the grants and revokes decide rights, in a transaction, and
 * what the account's claim is derived from. For a check that must not trust the token at all.
 */
export const withStoredClaims = async (deps: Deps, caller: Caller): Promise<Caller> => {
  const { organiser: _token, ...token } = caller.token;
  const claim = await read(deps, organiserNodes.claim(caller.uid));
  return {
    ...caller,
    token: claim === null ? token : { ...token, organiser: claim },
    claimsRead: true,
  };
};

/** Who acts, for the ledger and the audit log: the user key (or uid) and the sign-in email. */
export const actorOf = async (
  deps: Deps,
  caller: Caller,
): Promise<{ readonly by: string; readonly email: string | undefined }> => ({
  by: (await keyForUid(deps, caller.uid)) ?? `uid:${caller.uid}`,
  email: caller.email,
});

export const requireUser = async (deps: Deps, key: string): Promise<Profile> =>
  userOf(await profileOf(deps, key));

/** A user's profile as requireUser answers it, from the profile read by the handler. */
export const userOf = (profile: Profile | null): Profile => profile ?? fail('not-found', 'user');

/**
 * The user an organiser action names, for a caller whose claim was read from Auth
 * (withCurrentClaims): the answer tells a caller without the rights to see the user nothing about
 * whether the key (an encoded email) is registered (decideUserLookup).
 */
export const requireUserAs = async (deps: Deps, caller: Caller, key: string): Promise<Profile> => {
  const profile = await profileOf(deps, key);
  await commit(
    deps,
    decideUserLookup(parseOrganiserClaim(caller.token.organiser), profile !== null),
  );
  return profile ?? fail('not-found', 'user');
};
