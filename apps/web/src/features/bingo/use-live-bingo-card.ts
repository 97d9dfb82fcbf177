import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { lazily } from '../../lib/lazily.ts';
import { bingoKeys } from './queries.ts';

/**
 * Squares fill on the server when the attendee connects with someone: the listener writes the
 * card into the query cache, and the screen reads the query.
 */
export const useLiveBingoCard = (key: string): void => {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      lazily(async () => {
        const { watchBingoCard } = await import('../../lib/firebase/games.ts');
        return watchBingoCard(key, (card) => {
          // A card is never taken away; a missing one (before the first deal) keeps what we have.
          if (card !== null) queryClient.setQueryData(bingoKeys.card(key), card);
        });
      }),
    [key, queryClient],
  );
};
