import type { Board, Row } from '../../lib/firebase/leaderboard.ts';
import { useLiveQuery } from '../../lib/live-query.ts';
import { leaderboardKeys } from './queries.ts';

const leaderboard = () => import('../../lib/firebase/leaderboard.ts');

/** A live top 20: only those entries cross the network, then only changes. */
export const useBoard = (eventId: string | undefined, board: Board): Row[] | undefined =>
  useLiveQuery(
    leaderboardKeys.top(eventId ?? '', board),
    eventId === undefined
      ? undefined
      : async (onChange) => (await leaderboard()).watchTop(eventId, board, onChange),
  );

export const useOwnEntry = (
  eventId: string | undefined,
  publicId: string | undefined,
): Row | null =>
  useLiveQuery(
    leaderboardKeys.entry(eventId ?? '', publicId ?? ''),
    eventId === undefined || publicId === undefined
      ? undefined
      : async (onChange) => (await leaderboard()).watchEntry(eventId, publicId, onChange),
  ) ?? null;
