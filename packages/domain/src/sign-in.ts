import { err, ok, type Result } from './result.ts';

/** Spec section 4: the sign-in status of a browser session. */
export const SIGN_IN_STATUSES = ['not-registered', 'start-playing', 'continue-playing'] as const;
export type SignInStatus = (typeof SIGN_IN_STATUSES)[number];

/** What the server knows of the user when they sign in; null when no profile exists yet. */
export type StoredProfile = { readonly eventId?: string | undefined } | null;

export type SignInEvent =
  | { readonly type: 'account-created' }
  /** A sign-in found (or did not find) the profile; `event` is set for an event login. */
  | {
      readonly type: 'signed-in';
      readonly profile: StoredProfile;
      readonly event?: string | undefined;
    }
  | { readonly type: 'logout' };

export type IllegalTransition = {
  readonly code: 'illegal-transition';
  readonly from: SignInStatus;
  readonly event: SignInEvent['type'];
};
export type NoEvent = { readonly code: 'no-event' };

/**
 * The outcome of a sign-in, before any state: `no-event` for a profile without an eventId,
 * `continue-playing` when a profile exists (for an event login only if its eventId is that event),
 * otherwise `start-playing` (the user still has to join, or join this event).
 */
export const resolveSignIn = (
  profile: StoredProfile,
  event?: string,
): Result<'start-playing' | 'continue-playing', NoEvent> => {
  if (profile === null) return ok('start-playing');
  if (profile.eventId === undefined || profile.eventId === '') return err({ code: 'no-event' });
  if (event !== undefined && profile.eventId !== event) return ok('start-playing');
  return ok('continue-playing');
};

export const transitionSignIn = (
  from: SignInStatus,
  event: SignInEvent,
): Result<SignInStatus, IllegalTransition | NoEvent> => {
  switch (event.type) {
    case 'logout':
      return ok('not-registered');
    case 'account-created':
      return from === 'not-registered'
        ? ok('start-playing')
        : err({ code: 'illegal-transition', from, event: event.type });
    case 'signed-in':
      if (from === 'continue-playing') {
        return err({ code: 'illegal-transition', from, event: event.type });
      }
      return resolveSignIn(event.profile, event.event);
  }
};

export type SignInPatch = {
  readonly isLoggedIn: true;
  readonly eventId: string;
  readonly customerId: string;
  readonly level: number;
};

/** Spec section 4: sign-in sets isLoggedIn, stores eventId and customerId, and level 0 if missing. */
export const signInPatch = (
  current: { readonly level?: number | undefined },
  eventId: string,
  customerId: string,
): SignInPatch => ({ isLoggedIn: true, eventId, customerId, level: current.level ?? 0 });

export const LOGOUT_PATCH = { isLoggedIn: false } as const;
