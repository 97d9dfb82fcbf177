import type { QueryClient } from '@tanstack/react-query';
import { callEventSignIn } from '../../lib/firebase/calls.ts';
import { fetchMe } from '../../lib/firebase/profile.ts';
import { organiserClaim, type SessionUser } from '../../lib/firebase/session.ts';
import { sessionKeys } from '../../lib/session/queries.ts';

type Landing = {
  readonly to: '/' | '/auth' | '/auth/register' | '/dashboard';
  readonly status: string;
};

/**
 * The sign-in status machine decides where a signed-in user lands: continue-playing goes home
 * (or back where they were going), start-playing to the welcome screen (or registration when there
 * is no profile yet); no-event is thrown to the form as a CallError. An organiser who is no
 * attendee (no profile, or an organiser's own) lands on the dashboard, not an attendee home.
 */
export const landAfterSignIn = async (
  queryClient: QueryClient,
  user: SessionUser,
  eventId: string | undefined,
): Promise<Landing> => {
  queryClient.setQueryData(sessionKeys.session, user);
  const { status } = await callEventSignIn(eventId === undefined ? {} : { eventId });
  const [me, organiser] = await Promise.all([fetchMe(user.uid), organiserClaim()]);
  queryClient.setQueryData(sessionKeys.me(user.uid), me);
  if (organiser !== null && (me === null || me.profile.isAdmin))
    return { to: '/dashboard', status };
  if (status === 'continue-playing') return { to: '/', status };
  return { to: me === null ? '/auth/register' : '/auth', status };
};
