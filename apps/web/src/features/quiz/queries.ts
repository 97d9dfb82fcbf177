import { QUIZ } from '@engage/domain/quiz';
import type { QuizRound } from '@engage/domain/store/quiz';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLiveQuery, useMemberLiveQueryResult } from '../../lib/live-query.ts';

const quizKeys = {
  all: ['quiz'] as const,
  round: (eventId: string) => [...quizKeys.all, 'round', eventId] as const,
  offset: () => [...quizKeys.all, 'clock-offset'] as const,
  pick: (roundId: string, index: number) => [...quizKeys.all, 'pick', roundId, index] as const,
};

/**
 * The event's quiz round, live (null: none; undefined while it loads or when the rules refuse
 * it): the event's members, organisers and kiosks read it once signed in.
 */
export const useQuizRound = (eventId: string): QuizRound | null | undefined =>
  useMemberLiveQueryResult<QuizRound | null>(quizKeys.round(eventId), async (onChange, onError) =>
    (await import('../../lib/firebase/quiz.ts')).watchQuizRound(eventId, onChange, onError),
  ).data;

/** The database's clock as this device reckons it, ticking, so countdowns end with the server's. */
export const useServerNow = (tickMs = 250): number => {
  const offset =
    useLiveQuery<number>(quizKeys.offset(), async (onChange) =>
      (await import('../../lib/firebase/rooms.ts')).watchServerTimeOffset(onChange),
    ) ?? 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now + offset;
};

/** Whole seconds left of the question's countdown (0 once it closed). */
export const secondsLeft = (round: QuizRound, now: number): number =>
  Math.max(0, Math.ceil((round.closesAt - now) / 1000));

/** Whether the round is one to show: live, or ended less than QUIZ.podiumMs ago (its podium). */
export const isShowing = (round: QuizRound | null | undefined, now: number): round is QuizRound =>
  round !== null &&
  round !== undefined &&
  (round.state !== 'ended' || now - (round.endedAt ?? 0) < QUIZ.podiumMs);

/**
 * What this attendee picked for the round's question, kept in the query cache for the session, so
 * the reveal still says whether it was right after a visit to another screen.
 */
export const usePick = (
  roundId: string,
  index: number,
): [string | null, (pick: string) => void] => {
  const queryClient = useQueryClient();
  const queryKey = quizKeys.pick(roundId, index);
  const { data } = useQuery({
    queryKey,
    queryFn: () => queryClient.getQueryData<string | null>(queryKey) ?? null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return [data ?? null, (pick) => queryClient.setQueryData(queryKey, pick)];
};
