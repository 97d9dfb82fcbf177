import { queryOptions } from '@tanstack/react-query';
import { fetchMe } from '../../lib/firebase/profile.ts';
import { currentSession } from '../../lib/firebase/session.ts';

export const sessionKeys = {
  session: ['session'] as const,
  me: (uid: string) => ['me', uid] as const,
};

/** Who is signed in; kept live by useLiveSession, so it never goes stale by itself. */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.session,
    queryFn: currentSession,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The signed-in user's own profile, points and badges; null before registration. */
export const meQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: sessionKeys.me(uid),
    queryFn: () => fetchMe(uid),
    staleTime: Number.POSITIVE_INFINITY,
  });
