import { QUIZ } from '@engage/domain/quiz';
import type { QuizRound } from '@engage/domain/store/quiz';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLiveQuery, useMemberLiveQueryResult } from '../../lib/live-query.ts';

const quizKeys = {
  all: ['quiz'] as const,
  round: (eventId: string) => [...quizKeys.all, 'round', eventId] as const,
  offset: () => [...quizKeys.all, 'clock-offset'] as const,
  pick: (roundId: string, index: number, key: string) =>
    [...quizKeys.all, 'pick', roundId, index, key] as const,
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
 * What this attendee picked for the round's question: the server's record of their answer, live
 * (so a reloaded phone, or another of theirs, shows it), and what they just sent until it arrives.
 */
export const usePick = (answer: {
  eventId: string;
  roundId: string;
  index: number;
  key: string;
}): [string | null, (pick: string) => void] => {
  const queryClient = useQueryClient();
  const queryKey = quizKeys.pick(answer.roundId, answer.index, answer.key);
  const { data } = useMemberLiveQueryResult<string | null>(queryKey, async (onChange, onError) =>
    (await import('../../lib/firebase/quiz.ts')).watchMyQuizAnswer(
      answer,
      (taken) => onChange(taken?.picked ?? null),
      onError,
    ),
  );
  return [data ?? null, (pick) => queryClient.setQueryData(queryKey, pick)];
};
