import { boardFace } from '@engage/domain/privacy';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { whenSessionMatters } from '../firebase/stored-session.ts';
import { lazily, whenIdle } from '../lazily.ts';
import { meQueryOptions, sessionKeys, sessionQueryOptions } from './queries.ts';

/**
 * Auth changes and the user's own node flow into the query cache; screens read the queries. The
 * Auth and Database SDKs load after the first paint, Auth only once a session may exist or the
 * visitor starts to use the page (see whenSessionMatters).
 */
export const useLiveSession = (): void => {
  const queryClient = useQueryClient();
  const router = useRouter();
  const session = useQuery(sessionQueryOptions()).data;
  useEffect(
    () =>
      lazily(async () => {
        await whenIdle();
        await whenSessionMatters();
        const { watchSession } = await import('../firebase/session.ts');
        return watchSession((user) => {
          const before = queryClient.getQueryData(sessionQueryOptions().queryKey);
          queryClient.setQueryData(sessionKeys.session, user);
          // Signed out (or in) elsewhere, in another tab: the screen's guards run again, so a
          // member-only screen sends to sign-in instead of staying blank.
          if (before !== undefined && before?.uid !== user?.uid) void router.invalidate();
        });
      }),
    [queryClient, router],
  );
  const uid = session?.uid;
  // From the first sign-in on, what the attendee reads offline is kept (and emptied at sign-out).
  const signedIn = uid !== undefined;
  useEffect(() => {
    if (signedIn)
      void import('../offline-cache.ts').then(({ keepQueries }) => keepQueries(queryClient));
  }, [signedIn, queryClient]);
  // A revoke ends the session at once, not at the token's expiry: see watchRevocation.
  useEffect(() => {
    if (uid === undefined) return;
    return lazily(async () => {
      const { watchRevocation } = await import('../firebase/revocation.ts');
      return watchRevocation(uid, async () => {
        queryClient.removeQueries({ queryKey: sessionKeys.organiser(uid) });
        await import('../offline-cache.ts').then(({ forgetQueries }) => forgetQueries());
        void router.navigate({ to: '/auth/login', search: { ended: 'revoked' } });
      });
    });
  }, [uid, queryClient, router]);
  const me = useQuery({ ...meQueryOptions(uid ?? ''), enabled: uid !== undefined }).data;
  const key = me?.key;
  useEffect(() => {
    if (uid === undefined || key === undefined) return;
    return lazily(async () => {
      const { watchMe } = await import('../firebase/profile.ts');
      return watchMe(key, (next) => queryClient.setQueryData(sessionKeys.me(uid), next));
    });
  }, [uid, key, queryClient]);
  // Presence follows what the online list shows: it restarts when the name or colour changes. The
  // list is public to the event, so it shows the public name (an alias, or Attendee when hidden).
  const { eventId, publicId, color } = me?.profile ?? {};
  const name = me === undefined || me === null ? undefined : boardFace(me.profile).name;
  useEffect(() => {
    if (key === undefined || eventId === undefined || publicId === undefined) return;
    if (name === undefined || color === undefined) return;
    return lazily(async () => {
      const { startPresence } = await import('../firebase/profile.ts');
      return startPresence(key, { eventId, publicId, name, color });
    });
  }, [key, eventId, publicId, name, color]);
};

/**
 * The session and profile for screens that work signed in or not. `loading` holds until both are
 * known, so a screen does not offer "Sign in" to a user whose session is still being restored.
 */
export const useMe = () => {
  const sessionQuery = useQuery(sessionQueryOptions());
  const session = sessionQuery.data ?? null;
  const meQuery = useQuery({ ...meQueryOptions(session?.uid ?? ''), enabled: session !== null });
  const me = meQuery.data ?? null;
  const loading = sessionQuery.isPending || (session !== null && meQuery.isPending);
  return { session, me, loading };
};
