import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { lazily } from './lazily.ts';

/** Subscribes to a live source; returns the unsubscribe function once the source is loaded. */
export type LiveSource<T> = (onChange: (value: T) => void) => Promise<() => void>;

/**
 * A live database listener read through TanStack Query: the listener writes every value into the
 * query cache, and screens read the query like any other, so a value is fetched once however many
 * components show it.
 */
export const useLiveQuery = <T>(
  queryKey: QueryKey,
  source: LiveSource<T> | undefined,
): T | undefined => {
  const queryClient = useQueryClient();
  const hash = JSON.stringify(queryKey);
  useEffect(
    () =>
      source === undefined
        ? undefined
        : lazily(() => source((value) => queryClient.setQueryData(queryKey, value))),
    [hash, queryClient],
  );
  return useQuery({
    queryKey,
    enabled: source !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () =>
      new Promise<T>((resolve) => {
        const stop = lazily(() =>
          (source as LiveSource<T>)((value) => {
            resolve(value);
            queueMicrotask(stop);
          }),
        );
      }),
  }).data;
};
