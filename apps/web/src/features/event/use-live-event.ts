import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { lazily } from '../../lib/lazily.ts';
import { eventKeys } from './queries.ts';

/** Keeps the cached event live: the listener writes into the query cache, screens read the query. */
export const useLiveEvent = (eventId: string): void => {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      lazily(async () => {
        const { watchEvent } = await import('../../lib/firebase/events.ts');
        return watchEvent(eventId, (event) =>
          queryClient.setQueryData(eventKeys.detail(eventId), event),
        );
      }),
    [eventId, queryClient],
  );
};
