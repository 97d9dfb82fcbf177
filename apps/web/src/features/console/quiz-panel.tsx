import { QUIZ, type QuizAction } from '@engage/domain/quiz';
import type { QuizRound } from '@engage/domain/store/quiz';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { callAdminQuizRound } from '../../lib/firebase/calls.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useLiveQuery } from '../../lib/live-query.ts';
import { useRevealWhenDue } from '../../lib/quiz-reveal.ts';
import { consoleKeys } from './queries.ts';
import { Notice, useConsoleAction } from './use-console-action.tsx';

const words = i18n('quizPanel', {
  ended: 'The round ended: the podium is on the projector.',
  closed: 'The answer is on the projector.',
  asked: params('Question {n} is on the projector.'),
  title: 'Live quiz',
  hint: params(
    'A round asks the event’s trivia questions in their order (at most {max}), {seconds} seconds each, on attendees’ phones and the projector.',
  ),
  question: params('Question {n} of {of}: {question}'),
  left: params('({seconds} s left)'),
  revealing: '(time is up: revealing the answer)',
  answer: params('(answer: {answer})'),
  noAnswer: 'none',
  reveal: 'Reveal the answer',
  next: 'Next question',
  podium: 'Show the podium',
  end: 'End the round',
  start: 'Start a quiz round',
});

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
const doneText = ({ round }: { round: QuizRound }): string => {
  const t = words.get();
  return round.state === 'ended'
    ? t.ended
    : round.state === 'closed'
      ? t.closed
      : t.asked({ n: round.index + 1 });
};

/**
 * The event's live quiz round, from its trivia questions in their order (the first
 * QUIZ.maxQuestions, QUIZ.seconds each): start it, go to the next question, or end it; each
 * question is revealed when its countdown ends (asked of the server, which keeps the clock and the
 * steps' order), with a Reveal button should that fail.
 */
export const QuizPanel = ({ eventId }: { eventId: string }) => {
  const round = useRound(eventId);
  const now = useNow();
  const t = useStore(words);
  useRevealWhenDue(eventId, round);
  const action = useConsoleAction(callAdminQuizRound, doneText);
  const step = (what: QuizAction) => action.mutate({ eventId, action: what });
  const live = round !== null && round !== undefined && round.state !== 'ended';
  const left =
    live && round.state === 'open' ? Math.max(0, Math.ceil((round.closesAt - now) / 1000)) : 0;
  return (
    <section aria-labelledby="quiz-panel-title">
      <h2 id="quiz-panel-title">{t.title}</h2>
      <p className="hint">{t.hint({ max: QUIZ.maxQuestions, seconds: QUIZ.seconds })}</p>
      {live ? (
        <p role="status">
          {t.question({
            n: round.index + 1,
            of: round.questions.length,
            question: round.question.question,
          })}{' '}
          {round.state === 'open'
            ? left > 0
              ? t.left({ seconds: left })
              : t.revealing
            : t.answer({ answer: round.right ?? t.noAnswer })}
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
                {t.reveal}
              </button>
            ) : (
              <button type="button" disabled={action.pending} onClick={() => step('next')}>
                {round.index + 1 < round.questions.length ? t.next : t.podium}
              </button>
            )}
            <button
              type="button"
              className="secondary"
              disabled={action.pending}
              onClick={() => step('end')}
            >
              {t.end}
            </button>
          </>
        ) : (
          <button
            type="button"
            disabled={action.pending || round === undefined}
            onClick={() => step('start')}
          >
            {t.start}
          </button>
        )}
      </p>
    </section>
  );
};
