import type { QuizRound } from '@engage/domain/store/quiz';
import { useMutation } from '@tanstack/react-query';
import { FormAlert } from '../../components/form-alert.tsx';
import { StoredImage } from '../../components/image-with-fallback.tsx';
import { messageOf } from '../../lib/messages.ts';
import { isShowing, secondsLeft, usePick, useQuizRound, useServerNow } from './queries.ts';
import { Standings } from './standings.tsx';
import './quiz.css';

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
  return (
    <section aria-labelledby="quiz-title" className="quiz">
      <h1 id="quiz-title">Live quiz</h1>
      {round === undefined ? (
        <p aria-busy="true">Loading the round…</p>
      ) : !isShowing(round, now) ? (
        <p className="quiz-note">
          No quiz round is live. When the organiser starts one, its questions appear here.
        </p>
      ) : round.state === 'ended' ? (
        <>
          <h2>The round is over</h2>
          <Standings rows={round.top} label="Podium" className="quiz-podium" />
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
        Question {round.index + 1} of {round.questions.length}
      </p>
      <h2 id="quiz-question">{question.question}</h2>
      {question.image ? (
        <StoredImage path={question.image} alt="The question’s picture" className="quiz-picture" />
      ) : null}
      {round.state === 'open' ? (
        <p className="quiz-countdown" role="timer" aria-live="off">
          {open ? `${left} s left` : 'Time is up'}
        </p>
      ) : null}
      <fieldset className="quiz-options">
        <legend>Pick your answer</legend>
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
              ? 'The question closed.'
              : picked === null
                ? `The answer was ${round.right}. You did not answer this one.`
                : picked === round.right
                  ? `Right! The answer was ${round.right}.`
                  : `Not this time: the answer was ${round.right}.`}
          </p>
        ) : picked !== null ? (
          <p className="quiz-outcome">Answer taken: {picked}. Wait for the reveal.</p>
        ) : answer.isPending ? (
          <p>Sending your answer…</p>
        ) : null}
      </div>
      <FormAlert message={answer.error === null ? null : messageOf(answer.error)} />
      {round.state === 'closed' ? <Standings rows={round.top} label="Top 5 of the round" /> : null}
    </article>
  );
};
