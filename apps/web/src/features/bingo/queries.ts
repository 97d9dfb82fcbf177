import { queryOptions } from '@tanstack/react-query';

const games = () => import('../../lib/firebase/games.ts');
const calls = () => import('../../lib/firebase/calls.ts');

export const bingoKeys = {
  all: ['bingo'] as const,
  card: (key: string) => [...bingoKeys.all, key] as const,
};

/**
 * The attendee's card: the stored one, or, when there is none yet, the one the server deals
 * (startBingo). After that a live listener keeps it current, so it never goes stale by itself.
 */
export const bingoCardQueryOptions = (key: string) =>
  queryOptions({
    queryKey: bingoKeys.card(key),
    queryFn: async () =>
      (await (await games()).fetchBingoCard(key)) ?? (await calls()).callStartBingo({}),
    staleTime: Number.POSITIVE_INFINITY,
  });
