import {
  type QueryKey,
  type UseQueryResult,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { lazily } from './lazily.ts';
import { sessionQueryOptions } from './session/queries.ts';

/**
 * Subscribes to a live source; returns the unsubscribe function once the source is loaded. A
 * source that can be refused (a listener the rules cancel) reports it through `onError`.
 */
type LiveSource<T> = (
  onChange: (value: T) => void,
  onError: (error: Error) => void,
) => Promise<() => void>;

/**
 * A live database listener read through TanStack Query: the listener writes every value into the
 * query cache, and screens read the query like any other, so a value is fetched once however many
 * components show it. A refused first read is the query's error.
 */
export const useLiveQueryResult = <T>(
  queryKey: QueryKey,
  source: LiveSource<T> | undefined,
  restartWith?: string,
): UseQueryResult<T> => {
  const queryClient = useQueryClient();
  const hash = JSON.stringify(queryKey);
  useEffect(
    () =>
      source === undefined
        ? undefined
        : lazily(() =>
            source(
              (value) => queryClient.setQueryData(queryKey, value),
              // The first read (queryFn below) reports a refusal; a later one needs no second report.
              () => undefined,
            ),
          ),
    [hash, queryClient, restartWith],
  );
  return useQuery({
    queryKey,
    enabled: source !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () =>
      new Promise<T>((resolve, reject) => {
        const stop = lazily(() =>
          (source as LiveSource<T>)(
            (value) => {
              resolve(value);
              queueMicrotask(stop);
            },
            (error) => {
              reject(error);
              queueMicrotask(stop);
            },
          ),
        );
      }),
  });
};

export const useLiveQuery = <T>(
  queryKey: QueryKey,
  source: LiveSource<T> | undefined,
): T | undefined => useLiveQueryResult(queryKey, source).data;

/**
 * A listen the rules allow only to a signed-in member of the event (a leaderboard, the online
 * list): it starts once the session is known and starts again when it changes (sign-in in another
 * tab, another user). A listen sent before would be refused and never sent again by the SDK.
 */
export const useMemberLiveQueryResult = <T>(
  queryKey: QueryKey,
  source: LiveSource<T> | undefined,
  /** A screen's Try again: a new attempt listens again (a refused listen is never resent). */
  attempt = 0,
): UseQueryResult<T> => {
  const uid = useQuery(sessionQueryOptions()).data?.uid;
  return useLiveQueryResult(
    queryKey,
    uid === undefined ? undefined : source,
    uid === undefined ? undefined : `${uid}#${attempt}`,
  );
};
