import { QUIZ, type QuizAction } from '@engage/domain/quiz';
import type { QuizRound } from '@engage/domain/store/quiz';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { callAdminQuizRound } from '../../lib/firebase/calls.ts';
import { useLiveQuery } from '../../lib/live-query.ts';
import { useRevealWhenDue } from '../../lib/quiz-reveal.ts';
import { consoleKeys } from './queries.ts';
import { Notice, useConsoleAction } from './use-console-action.tsx';

const useRound = (eventId: string): QuizRound | null | undefined =>
  useLiveQuery(consoleKeys.quizRound(eventId), async (onChange) =>
    (await import('../../lib/firebase/quiz.ts')).watchQuizRound(eventId, onChange),
  );

/** This device's clock, ticking: the server refuses a reveal before the countdown's end anyway. */
const useNow = (): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, []);
  return now;
};

/** What the organiser is told after a step, by the state the round is in now. */
const doneText = ({ round }: { round: QuizRound }): string =>
  round.state === 'ended'
    ? 'The round ended: the podium is on the projector.'
    : round.state === 'closed'
      ? 'The answer is on the projector.'
      : `Question ${round.index + 1} is on the projector.`;

/**
 * The event's live quiz round, from its trivia questions in their order (the first
 * QUIZ.maxQuestions, QUIZ.seconds each): start it, go to the next question, or end it; each
 * question is revealed when its countdown ends (asked of the server, which keeps the clock and the
 * steps' order), with a Reveal button should that fail.
 */
export const QuizPanel = ({ eventId }: { eventId: string }) => {
  const round = useRound(eventId);
  const now = useNow();
  useRevealWhenDue(eventId, round);
  const action = useConsoleAction(callAdminQuizRound, doneText);
  const step = (what: QuizAction) => action.mutate({ eventId, action: what });
  const live = round !== null && round !== undefined && round.state !== 'ended';
  const left =
    live && round.state === 'open' ? Math.max(0, Math.ceil((round.closesAt - now) / 1000)) : 0;
  return (
    <section aria-labelledby="quiz-panel-title">
      <h2 id="quiz-panel-title">Live quiz</h2>
      <p className="hint">
        A round asks the event’s trivia questions in their order (at most {QUIZ.maxQuestions}),{' '}
        {QUIZ.seconds} seconds each, on attendees’ phones and the projector.
      </p>
      {live ? (
        <p role="status">
          Question {round.index + 1} of {round.questions.length}: {round.question.question}{' '}
          {round.state === 'open'
            ? left > 0
              ? `(${left} s left)`
              : '(time is up: revealing the answer)'
            : `(answer: ${round.right ?? 'none'})`}
        </p>
      ) : null}
      <FormAlert message={action.message} />
      <Notice text={action.notice} />
      <p className="actions">
        {live ? (
          <>
            {round.state === 'open' ? (
              <button
                type="button"
                disabled={action.pending || left > 0}
                onClick={() => step('reveal')}
              >
                Reveal the answer
              </button>
            ) : (
              <button type="button" disabled={action.pending} onClick={() => step('next')}>
                {round.index + 1 < round.questions.length ? 'Next question' : 'Show the podium'}
              </button>
            )}
            <button
              type="button"
              className="secondary"
              disabled={action.pending}
              onClick={() => step('end')}
            >
              End the round
            </button>
          </>
        ) : (
          <button
            type="button"
            disabled={action.pending || round === undefined}
            onClick={() => step('start')}
          >
            Start a quiz round
          </button>
        )}
      </p>
    </section>
  );
};
