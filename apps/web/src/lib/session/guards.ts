import { mayOrganise, parseOrganiserClaim } from '@engage/domain/organiser';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { Me } from '../firebase/profile.ts';
import type { SessionUser } from '../firebase/session.ts';
import {
  meQueryOptions,
  organiserQueryOptions,
  sessionKeys,
  sessionQueryOptions,
} from './queries.ts';

/** For beforeLoad: a screen that needs a registered user sends others to sign in first. */
export const requireMe = async (
  queryClient: QueryClient,
  href: string,
): Promise<{ session: SessionUser; me: Me }> => {
  const session = await queryClient.ensureQueryData(sessionQueryOptions());
  if (session === null) throw redirect({ to: '/auth/login', search: { redirect: href } });
  const me = await queryClient.ensureQueryData(meQueryOptions(session.uid));
  if (me === null) throw redirect({ to: '/auth/register' });
  return { session, me };
};

/**
 * For the dashboard: an account whose organiser claim covers something. A profile is not needed
 * (a deployment's first organiser may have none). When the profile says isAdmin (the claim's
 * mirror, set by a grant, read afresh) but the token has no claim yet, the token is refreshed
 * once, so a newly made organiser gets in without signing in again. Others go home, and so does an
 * organiser of other events who opens this one's (`?event=`); hiding is not the protection:
 * every console call and read is checked by the server.
 */
export const requireOrganiser = async (
  queryClient: QueryClient,
  href: string,
  eventId?: string,
) => {
  const session = await queryClient.ensureQueryData(sessionQueryOptions());
  if (session === null) throw redirect({ to: '/auth/login', search: { redirect: href } });
  let claim = await queryClient.ensureQueryData(organiserQueryOptions(session.uid));
  if (claim === null) {
    // Read afresh: a profile restored from the offline cache may predate the grant.
    const me = await queryClient
      .fetchQuery({ ...meQueryOptions(session.uid), staleTime: 0 })
      .catch(() => queryClient.getQueryData(meQueryOptions(session.uid).queryKey) ?? null);
    if (me?.profile.isAdmin === true) {
      const { organiserClaim } = await import('../firebase/session.ts');
      claim = await organiserClaim(true);
      queryClient.setQueryData(sessionKeys.organiser(session.uid), claim);
    }
  }
  if (claim === null) throw redirect({ to: '/' });
  // An organiser of other events or companies is sent away from this one's console too.
  if (eventId !== undefined && !(await organises(claim, eventId))) throw redirect({ to: '/' });
  return { session, claim };
};

/**
 * Whether the claim covers the event: by naming it, or, for an organiser of companies, by naming
 * the company the event's metadata names (read only then; events are public).
 */
const organises = async (claim: string, eventId: string): Promise<boolean> => {
  const scope = parseOrganiserClaim(claim);
  if (mayOrganise(scope, { kind: 'event', eventId })) return true;
  if (scope.customers.size === 0) return false;
  const { fetchEvent } = await import('../firebase/events.ts');
  const customerId = (await fetchEvent(eventId))?.customerId;
  return customerId !== undefined && mayOrganise(scope, { kind: 'event', eventId, customerId });
};
