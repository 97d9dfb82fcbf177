import type { QuizRound } from '@engage/domain/store/quiz';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useMutation } from '@tanstack/react-query';
import { FormAlert } from '../../components/form-alert.tsx';
import { StoredImage } from '../../components/image-with-fallback.tsx';
import { i18n } from '../../lib/i18n/i18n.ts';
import { messageOf } from '../../lib/messages.ts';
import { isShowing, secondsLeft, usePick, useQuizRound, useServerNow } from './queries.ts';
import { quizWords, Standings } from './standings.tsx';
import './quiz.css';

const messages = i18n('quizPlay', {
  loading: 'Loading the round…',
  none: 'No quiz round is live. When the organiser starts one, its questions appear here.',
  over: 'The round is over',
  question: params('Question {number} of {total}'),
  left: params('{seconds} s left'),
  timeUp: 'Time is up',
  closed: 'The question closed.',
  unanswered: params('The answer was {right}. You did not answer this one.'),
  right: params('Right! The answer was {right}.'),
  wrong: params('Not this time: the answer was {right}.'),
  taken: params('Answer taken: {picked}. Wait for the reveal.'),
  sending: 'Sending your answer…',
});

const answerQuiz = async (input: { roundId: string; index: number; answer: string }) =>
  (await import('../../lib/firebase/calls.ts')).callAnswerQuiz(input);

/**
 * The attendee's side of a live quiz round: the question, its picture, the options and the
 * countdown; one answer, taken by the server while the question is open; then the right answer
 * and the round's top 5 once the organiser reveals it, and the podium at the end.
 */
export const QuizPlay = ({ eventId, userKey }: { eventId: string; userKey: string }) => {
  const round = useQuizRound(eventId);
  const now = useServerNow();
  const t = useStore(messages);
  const quiz = useStore(quizWords);
  return (
    <section aria-labelledby="quiz-title" className="quiz">
      <h1 id="quiz-title">{quiz.live}</h1>
      {round === undefined ? (
        <p aria-busy="true">{t.loading}</p>
      ) : !isShowing(round, now) ? (
        <p className="quiz-note">{t.none}</p>
      ) : round.state === 'ended' ? (
        <>
          <h2>{t.over}</h2>
          <Standings rows={round.top} label={quiz.podium} className="quiz-podium" />
        </>
      ) : (
        <RoundView
          key={`${round.id}-${round.index}`}
          round={round}
          now={now}
          eventId={eventId}
          userKey={userKey}
        />
      )}
    </section>
  );
};

const RoundView = ({
  round,
  now,
  eventId,
  userKey,
}: {
  round: QuizRound;
  now: number;
  eventId: string;
  userKey: string;
}) => {
  const [picked, setPicked] = usePick({
    eventId,
    roundId: round.id,
    index: round.index,
    key: userKey,
  });
  const t = useStore(messages);
  const quiz = useStore(quizWords);
  const answer = useMutation({
    mutationFn: answerQuiz,
    onSuccess: (_taken, input) => setPicked(input.answer),
  });
  const { question } = round;
  const left = secondsLeft(round, now);
  const open = round.state === 'open' && left > 0;
  return (
    <article aria-labelledby="quiz-question" className="quiz-question">
      <p className="quiz-progress">
        {t.question({ number: round.index + 1, total: round.questions.length })}
      </p>
      <h2 id="quiz-question">{question.question}</h2>
      {question.image ? (
        <StoredImage path={question.image} alt={quiz.picture} className="quiz-picture" />
      ) : null}
      {round.state === 'open' ? (
        <p className="quiz-countdown" role="timer" aria-live="off">
          {open ? t.left({ seconds: left }) : t.timeUp}
        </p>
      ) : null}
      <fieldset className="quiz-options">
        <legend>{quiz.pick}</legend>
        {(question.options ?? []).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={picked === option}
            data-right={round.right === undefined ? undefined : option === round.right}
            disabled={answer.isPending || picked !== null || round.state !== 'open'}
            onClick={() => answer.mutate({ roundId: round.id, index: round.index, answer: option })}
          >
            {option}
          </button>
        ))}
      </fieldset>
      <div role="status" aria-live="polite">
        {round.state === 'closed' ? (
          <p className="quiz-outcome" data-correct={picked !== null && picked === round.right}>
            {round.right === undefined
              ? t.closed
              : picked === null
                ? t.unanswered({ right: round.right })
                : picked === round.right
                  ? t.right({ right: round.right })
                  : t.wrong({ right: round.right })}
          </p>
        ) : picked !== null ? (
          <p className="quiz-outcome">{t.taken({ picked })}</p>
        ) : answer.isPending ? (
          <p>{t.sending}</p>
        ) : null}
      </div>
      <FormAlert message={answer.error === null ? null : messageOf(answer.error)} />
      {round.state === 'closed' ? <Standings rows={round.top} label={quiz.top5} /> : null}
    </article>
  );
};
