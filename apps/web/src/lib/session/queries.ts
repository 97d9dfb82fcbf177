import { queryOptions } from '@tanstack/react-query';
import { mayHaveStoredSession } from '../firebase/stored-session.ts';
import { whenIdle } from '../lazily.ts';

// The Auth and Database SDKs load after the first paint, with the first query that needs them.
const session = () => whenIdle().then(() => import('../firebase/session.ts'));
const profile = () => whenIdle().then(() => import('../firebase/profile.ts'));

export const sessionKeys = {
  session: ['session'] as const,
  me: (uid: string) => ['me', uid] as const,
  organiser: (uid: string) => ['organiser', uid] as const,
};

/**
 * Who is signed in; kept live by useLiveSession, so it never goes stale by itself. Nobody, without
 * loading Auth, when the device stores no session (a first visit).
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.session,
    queryFn: async () =>
      (await mayHaveStoredSession()) ? (await session()).currentSession() : null,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The signed-in user's own profile, points and badges; null before registration. */
export const meQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: sessionKeys.me(uid),
    queryFn: async () => (await profile()).fetchMe(uid),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The account's organiser claim (null for none), from its ID token. The console shows what the
 * claim covers; the functions and the rules check the same claim on every call and read.
 */
export const organiserQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: sessionKeys.organiser(uid),
    queryFn: async () => (await session()).organiserClaim(),
    staleTime: 5 * 60_000,
  });
