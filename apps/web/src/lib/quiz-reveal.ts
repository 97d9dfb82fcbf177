import type { QuizRound } from '@engage/domain/store/quiz';
import { useEffect } from 'react';

/** How often, and how many times, a reveal the server found early (clocks differ) is asked again. */
const RETRY_MS = 1_000;
const TRIES = 10;

/**
 * At the countdown's end of an open question, asks the server to reveal it (adminQuizRound
 * `reveal`): the server decides by its own clock, so nothing is revealed early, and a reveal asked
 * again (the organiser's panel and the projector both ask) changes nothing. A refusal (this
 * device's clock ahead of the server's) is asked again shortly, a few times.
 */
export const useRevealWhenDue = (
  eventId: string,
  round: QuizRound | null | undefined,
  enabled = true,
): void => {
  const due = enabled && round?.state === 'open' ? round.closesAt : undefined;
  useEffect(() => {
    if (due === undefined) return undefined;
    let stopped = false;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      tries += 1;
      const { callAdminQuizRound } = await import('./firebase/calls.ts');
      try {
        await callAdminQuizRound({ eventId, action: 'reveal' });
      } catch {
        if (!stopped && tries < TRIES) timer = setTimeout(() => void ask(), RETRY_MS);
      }
    };
    timer = setTimeout(() => void ask(), Math.max(0, due - Date.now()));
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [eventId, due]);
};
