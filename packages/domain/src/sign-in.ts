import { accept, err, ok, type Plan, type Result, refuse, WriteSet } from './plan.ts';
import { userNodes } from './store/users.ts';

/** What the server knows of the user when they sign in; null when no profile exists yet. */
export type StoredProfile = { readonly eventId?: string | undefined } | null;

type NoEvent = { readonly code: 'no-event' };

/**
 * The outcome of a sign-in, before any state: `no-event` for a profile without an eventId,
 * `continue-playing` when a profile exists (for an event login only if its eventId is that event),
 * otherwise `start-playing` (the user still has to join, or join this event).
 */
const resolveSignIn = (
  profile: StoredProfile,
  event?: string,
): Result<'start-playing' | 'continue-playing', NoEvent> => {
  if (profile === null) return ok('start-playing');
  if (profile.eventId === undefined || profile.eventId === '') return err({ code: 'no-event' });
  if (event !== undefined && profile.eventId !== event) return ok('start-playing');
  return ok('continue-playing');
};

type SignInPatch = {
  readonly isLoggedIn: true;
  readonly eventId: string;
  readonly customerId: string;
  readonly level: number;
};

/** Spec section 4: sign-in sets isLoggedIn, stores eventId and customerId, and level 0 if missing. */
const signInPatch = (
  current: { readonly level?: number | undefined },
  eventId: string,
  customerId: string,
): SignInPatch => ({ isLoggedIn: true, eventId, customerId, level: current.level ?? 0 });

const LOGOUT_PATCH = { isLoggedIn: false } as const;

export type SignInResult = { readonly status: 'start-playing' | 'continue-playing' };

/** What a sign-in reads: the caller's key and profile (null when none), and the event's company. */
export type SignInState = {
  readonly key: string | null;
  readonly profile: (StoredProfile & { readonly level?: number | undefined }) | null;
  /** The customer company of the profile's event, as the event names it now. */
  readonly eventCustomerId: string | null;
};

/**
 * Every successful sign-in with a profile (start-playing or continue-playing) sets isLoggedIn,
 * stores the profile's event and that event's company, and level 0 when missing (spec section 4).
 * A sign-in through another event's link does not move the profile to that event: joining an
 * event takes a seat, which only registration gives. No profile yet: start-playing, nothing written.
 */
export const decideSignIn = (state: SignInState, event: string | undefined): Plan<SignInResult> => {
  const outcome = resolveSignIn(state.profile, event);
  if (!outcome.ok) return refuse('no-event');
  const { key, profile } = state;
  if (key === null || profile === null || profile.eventId === undefined)
    return accept({ status: outcome.value });
  const writes = new WriteSet();
  const patch = signInPatch(profile, profile.eventId, state.eventCustomerId ?? '');
  writes
    .set(userNodes.field(key, 'isLoggedIn'), patch.isLoggedIn)
    .set(userNodes.field(key, 'eventId'), patch.eventId);
  if (state.eventCustomerId !== null)
    writes.set(userNodes.field(key, 'customerId'), patch.customerId);
  writes.set(userNodes.field(key, 'level'), patch.level);
  return accept({ status: outcome.value }, writes);
};

/** Logout sets isLoggedIn false (spec section 4); a caller without a profile changes nothing. */
export const decideSignOut = (
  key: string | null,
  hasProfile: boolean,
): Plan<{ readonly status: 'not-registered' }> => {
  const writes = new WriteSet();
  if (key !== null && hasProfile)
    writes.set(userNodes.field(key, 'isLoggedIn'), LOGOUT_PATCH.isLoggedIn);
  return accept({ status: 'not-registered' as const }, writes);
};
