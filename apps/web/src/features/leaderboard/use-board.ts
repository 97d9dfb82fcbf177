import type { Board, Row } from '../../lib/firebase/leaderboard.ts';
import { useMemberLiveQueryResult } from '../../lib/live-query.ts';
import { leaderboardKeys } from './queries.ts';

const leaderboard = () => import('../../lib/firebase/leaderboard.ts');

/**
 * A live top 20: only those entries cross the network, then only changes. Boards are for the
 * event's members, so the listen waits for the session (undefined until then).
 */
export const useBoard = (eventId: string | undefined, board: Board): Row[] | undefined =>
  useMemberLiveQueryResult<Row[]>(
    leaderboardKeys.top(eventId ?? '', board),
    eventId === undefined
      ? undefined
      : async (onChange, onError) =>
          (await leaderboard()).watchTop(eventId, board, onChange, onError),
  ).data;

export const useOwnEntry = (
  eventId: string | undefined,
  publicId: string | undefined,
): Row | null =>
  useMemberLiveQueryResult<Row | null>(
    leaderboardKeys.entry(eventId ?? '', publicId ?? ''),
    eventId === undefined || publicId === undefined
      ? undefined
      : async (onChange, onError) =>
          (await leaderboard()).watchEntry(eventId, publicId, onChange, onError),
  ).data ?? null;
