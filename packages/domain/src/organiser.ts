import { accept, type Plan, refuse, WriteSet } from './plan.ts';
import { organiserNodes } from './store/organisers.ts';

/**
 * Organiser rights live in one place: the `organiser` custom claim of the account, which the
 * functions read from the verified ID token, the database rules as `auth.token.organiser` and the
 * storage rules as `request.auth.token.organiser`. It is `*` for an organiser of every event
 * (the deployment's first organiser), or a list `|e:{event}|c:{company}|…|` of the events and
 * customer companies they run; a company's events are listed too, for the storage rules, which
 * cannot look an event's company up. One callable (adminSetOrganiser) sets it, with the profile's
 * isAdmin flag (spec section 3) as its mirror for display.
 */
export type OrganiserScope = {
  readonly all: boolean;
  readonly events: ReadonlySet<string>;
  readonly customers: ReadonlySet<string>;
};

export const NO_SCOPE: OrganiserScope = { all: false, events: new Set(), customers: new Set() };

export const parseOrganiserClaim = (claim: unknown): OrganiserScope => {
  if (claim === '*') return { all: true, events: new Set(), customers: new Set() };
  if (typeof claim !== 'string') return NO_SCOPE;
  const events = new Set<string>();
  const customers = new Set<string>();
  for (const item of claim.split('|')) {
    if (item.startsWith('e:')) events.add(item.slice(2));
    if (item.startsWith('c:')) customers.add(item.slice(2));
  }
  return { all: false, events, customers };
};

/**
 * Whether going from claim `before` to `after` takes any right away (the deployment, an event or a
 * company): then the holder's sessions are revoked, so an old token cannot keep the rights.
 */
export const claimShrinks = (before: unknown, after: unknown): boolean => {
  const was = parseOrganiserClaim(before);
  const now = parseOrganiserClaim(after);
  if (now.all) return false;
  return (
    was.all ||
    [...was.events].some((id) => !now.events.has(id)) ||
    [...was.customers].some((id) => !now.customers.has(id))
  );
};

/**
 * A shrunk claim's sessions were revoked: the second from which sign-ins count again
 * (`validSince`, as Auth keeps it) is stored for the database rules, which cannot ask Auth, so a
 * token signed in before it loses its organiser reads at once rather than when it expires.
 */
export const planSessionsRevoked = (uid: string, validSince: number): Plan<true> =>
  accept(true, new WriteSet().set(organiserNodes.revokedAt(uid), validSince));

/**
 * Whether a token's session began before the revoke stored in `revokedAt/{uid}`. Both are whole
 * seconds (auth_time, tokensValidAfterTime), and Firebase documents the check as
 * `auth_time > revokeTime`: a sign-in during the revoke's own second may have come before it, so
 * it counts as revoked. The database rules, the functions and the web app all ask this.
 */
export const signedInBeforeRevoke = (authTime: unknown, revokedAt: number | null): boolean =>
  revokedAt !== null && !(typeof authTime === 'number' && authTime > revokedAt);

/**
 * The functions' revocation check (Admin's checkRevoked, as the rules compare): a session ended
 * by a revoke may not act as organiser, whatever the account holds now; it must sign in again.
 */
export const decideSession = (authTime: unknown, revokedAt: number | null): Plan<true> =>
  signedInBeforeRevoke(authTime, revokedAt) ? refuse('unauthenticated') : accept(true);

export const formatOrganiserClaim = (scope: OrganiserScope): string | null => {
  if (scope.all) return '*';
  const items = [
    ...[...scope.events].sort().map((id) => `e:${id}`),
    ...[...scope.customers].sort().map((id) => `c:${id}`),
  ];
  return items.length === 0 ? null : `|${items.join('|')}|`;
};

/** Any right at all: only someone who organises something may grant rights. */
export const isOrganiser = (scope: OrganiserScope): boolean =>
  scope.all || scope.events.size > 0 || scope.customers.size > 0;

/**
 * The gate of every organiser callable, before its input is read: a caller who organises nothing
 * is refused with not-admin, so the refusal tells them nothing about the input's shape. Whether
 * the caller's rights cover the callable's target is each handler's own check.
 */
export const decideOrganiserAccess = (scope: OrganiserScope): Plan<true> =>
  isOrganiser(scope) ? accept(true) : refuse('not-admin');

/**
 * An organiser action on a user named by key (the key is the encoded email): a caller with no
 * organiser right at all is refused before anything about the key shows, and an unknown key
 * answers like a user outside the caller's rights, so it tells no one whether an email is
 * registered. Only an organiser of every event, who may see every user anyway, hears not-found.
 */
export const decideUserLookup = (scope: OrganiserScope, found: boolean): Plan<true> => {
  if (!isOrganiser(scope)) return refuse('not-admin');
  if (found) return accept(true);
  return refuse(scope.all ? 'not-found' : 'not-admin');
};

/** What an organiser action is about: an event (with its company), a company, or everything. */
export type OrganiserTarget =
  | { readonly kind: 'event'; readonly eventId: string; readonly customerId?: string | undefined }
  | { readonly kind: 'company'; readonly customerId: string }
  | { readonly kind: 'deployment' };

export const mayOrganise = (scope: OrganiserScope, target: OrganiserTarget): boolean => {
  if (scope.all) return true;
  if (target.kind === 'deployment') return false;
  if (target.kind === 'company') return scope.customers.has(target.customerId);
  return (
    scope.events.has(target.eventId) ||
    (target.customerId !== undefined && scope.customers.has(target.customerId))
  );
};

/** The server's check before every organiser action: refused with not-admin, nothing written. */
export const decideOrganiser = (scope: OrganiserScope, target: OrganiserTarget): Plan<true> =>
  mayOrganise(scope, target) ? accept(true) : refuse('not-admin');
