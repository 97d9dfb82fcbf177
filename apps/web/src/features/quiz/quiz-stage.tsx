import type { QuizRound } from '@engage/domain/store/quiz';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { StoredImage } from '../../components/image-with-fallback.tsx';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useRevealWhenDue } from '../../lib/quiz-reveal.ts';
import { isShowing, secondsLeft, useQuizRound, useServerNow } from './queries.ts';
import { quizWords, Standings } from './standings.tsx';
import './quiz.css';

const messages = i18n('quizStage', {
  podium: 'Quiz podium',
  question: params('Live quiz: question {number} of {total}'),
  options: 'Options',
  secondsLeft: 'Seconds left',
  closed: 'The question closed',
  answer: params('Answer: {right}'),
});

/**
 * The projector during a live quiz round: the question with its picture, its options and the
 * countdown; once revealed, the right answer and the round's top 5; at the end, the podium.
 * `otherwise` (the boards) shows when no round is live and the last podium has been up its time.
 * A projector signed in as an organiser (`reveals`) asks for the reveal at the countdown's end; a
 * kiosk may call nothing and shows it when the organiser's panel asked.
 */
export const QuizStage = ({
  eventId,
  eventName,
  otherwise,
  reveals = false,
}: {
  eventId: string;
  eventName: string | undefined;
  otherwise: ReactNode;
  reveals?: boolean;
}) => {
  const round = useQuizRound(eventId);
  const now = useServerNow();
  useRevealWhenDue(eventId, round, reveals);
  const t = useStore(messages);
  if (!isShowing(round, now)) return otherwise;
  return (
    <div className="kiosk quiz-stage">
      <header className="quiz-stage-header">
        <p className="kiosk-event">{eventName ?? eventId}</p>
        <h1 id="quiz-stage-title">
          {round.state === 'ended'
            ? t.podium
            : t.question({ number: round.index + 1, total: round.questions.length })}
        </h1>
      </header>
      <main className="quiz-stage-main">
        <Stage round={round} now={now} />
      </main>
    </div>
  );
};

const Stage = ({ round, now }: { round: QuizRound; now: number }) => {
  const t = useStore(messages);
  const quiz = useStore(quizWords);
  if (round.state === 'ended')
    return <Standings rows={round.top} label={quiz.podium} className="quiz-podium" />;
  const { question } = round;
  return (
    <>
      <section className="quiz-stage-question" aria-labelledby="quiz-stage-text">
        <h2 id="quiz-stage-text">{question.question}</h2>
        {question.image ? (
          <StoredImage path={question.image} alt={quiz.picture} className="quiz-stage-picture" />
        ) : null}
        <ol className="quiz-stage-options" aria-label={t.options}>
          {(question.options ?? []).map((option) => (
            <li
              key={option}
              data-right={round.right === undefined ? undefined : option === round.right}
            >
              {option}
            </li>
          ))}
        </ol>
      </section>
      <aside className="quiz-stage-side">
        {round.state === 'open' ? (
          <p className="quiz-stage-countdown" role="timer" aria-label={t.secondsLeft}>
            {secondsLeft(round, now)}
          </p>
        ) : (
          <>
            <p className="quiz-stage-answer" role="status">
              {round.right === undefined ? t.closed : t.answer({ right: round.right })}
            </p>
            <Standings rows={round.top} label={quiz.top5} />
          </>
        )}
      </aside>
    </>
  );
};
