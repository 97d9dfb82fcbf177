import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { lazily, whenIdle } from '../lazily.ts';
import { meQueryOptions, sessionKeys, sessionQueryOptions } from './queries.ts';

/**
 * Auth changes and the user's own node flow into the query cache; screens read the queries. The
 * Auth and Database SDKs load after the first paint.
 */
export const useLiveSession = (): void => {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQueryOptions()).data;
  useEffect(
    () =>
      lazily(async () => {
        await whenIdle();
        const { watchSession } = await import('../firebase/session.ts');
        return watchSession((user) => queryClient.setQueryData(sessionKeys.session, user));
      }),
    [queryClient],
  );
  const uid = session?.uid;
  const me = useQuery({ ...meQueryOptions(uid ?? ''), enabled: uid !== undefined }).data;
  const key = me?.key;
  useEffect(() => {
    if (uid === undefined || key === undefined) return;
    return lazily(async () => {
      const { startPresence, watchMe } = await import('../firebase/profile.ts');
      const stopPresence = startPresence(key);
      const stopWatch = watchMe(key, (next) => queryClient.setQueryData(sessionKeys.me(uid), next));
      return () => {
        stopPresence();
        stopWatch();
      };
    });
  }, [uid, key, queryClient]);
};

/** The session and profile for screens that work signed in or not. */
export const useMe = () => {
  const session = useQuery(sessionQueryOptions()).data ?? null;
  const me =
    useQuery({ ...meQueryOptions(session?.uid ?? ''), enabled: session !== null }).data ?? null;
  return { session, me };
};
