import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Board, Row } from '../../lib/firebase/leaderboard.ts';
import { useMemberLiveQueryResult } from '../../lib/live-query.ts';
import { sessionQueryOptions } from '../../lib/session/queries.ts';
import { leaderboardKeys } from './queries.ts';

const leaderboard = () => import('../../lib/firebase/leaderboard.ts');

/** How long a board may take before the screen says so instead of showing its skeleton. */
export const BOARD_SLOW_MS = 12_000;

/**
 * Why a board shows no rows: nobody is signed in (the rules give boards to the event's members
 * only), the database refused the listen (an account not of this event), or nothing arrived in
 * BOARD_SLOW_MS (a connection that is down).
 */
export type BoardProblem = 'signed-out' | 'refused' | 'slow';

export type BoardView = {
  readonly rows: Row[] | undefined;
  readonly problem: BoardProblem | undefined;
  /** Listens again (a refused or slow board), for the screen's Try again. */
  readonly onRetry: () => void;
};

/**
 * A live top 20: only those entries cross the network, then only changes. Boards are for the
 * event's members, so the listen waits for the session. A refusal shows at its first failure
 * (TanStack's retries of it change nothing), and a board that does not arrive says so, so no
 * screen shows its skeleton forever.
 */
export const useBoardView = (eventId: string | undefined, board: Board): BoardView => {
  const session = useQuery(sessionQueryOptions());
  const [attempt, setAttempt] = useState(0);
  const result = useMemberLiveQueryResult<Row[]>(
    leaderboardKeys.top(eventId ?? '', board),
    eventId === undefined
      ? undefined
      : async (onChange, onError) =>
          (await leaderboard()).watchTop(eventId, board, onChange, onError),
    attempt,
  );
  const waiting = eventId !== undefined && session.data != null && result.data === undefined;
  const [slow, setSlow] = useState(false);
  // A new attempt (Try again) starts the wait again.
  useEffect(() => {
    setSlow(false);
    if (!waiting) return;
    const timer = setTimeout(() => setSlow(true), BOARD_SLOW_MS);
    return () => clearTimeout(timer);
  }, [waiting, attempt]);
  const problem: BoardProblem | undefined =
    result.data !== undefined
      ? undefined
      : session.data === null
        ? 'signed-out'
        : result.isError || result.failureReason !== null
          ? 'refused'
          : waiting && slow
            ? 'slow'
            : undefined;
  return {
    rows: result.data,
    problem,
    onRetry: () => {
      setAttempt((n) => n + 1);
      void result.refetch();
    },
  };
};

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
