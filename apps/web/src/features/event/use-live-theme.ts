import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { lazily, whenIdle } from '../../lib/lazily.ts';
import { eventKeys } from './queries.ts';

/**
 * Keeps the event's colour scheme live: the listener writes into the theme query, so a theme an
 * organiser saves reaches every open screen of the event without a reload.
 */
export const useLiveTheme = (eventId: string | undefined): void => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (eventId === undefined) return;
    return lazily(async () => {
      await whenIdle();
      const { watchTheme } = await import('../../lib/firebase/events.ts');
      return watchTheme(eventId, (scheme) =>
        queryClient.setQueryData(eventKeys.theme(eventId), scheme),
      );
    });
  }, [eventId, queryClient]);
};
