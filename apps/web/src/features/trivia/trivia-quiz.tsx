import type { TriviaAnswer } from '@engage/domain/games';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { i18n } from '../../lib/i18n/i18n.ts';
import { messageOf } from '../../lib/messages.ts';
import { triviaQuestionsQueryOptions } from './queries.ts';
import { TriviaQuestionCard } from './trivia-question.tsx';
import { useTriviaAnswers } from './use-trivia-answers.ts';
import './trivia.css';

const messages = i18n('triviaQuiz', {
  title: 'Picture trivia',
  none: 'There are no trivia questions for your event yet. Come back later.',
  loading: 'Loading your answers…',
  answered: params('Answered {count} of {total}'),
  questions: 'Questions',
  question: params('Question {number}'),
  right: ': right',
  wrong: ': wrong',
  complete: params(
    'Picture trivia complete: you answered all {total} questions and got {right} right.',
  ),
  bonus: params(' +{points} points for completing picture trivia.'),
});

const answerTrivia = async (questionId: string, answer: string) =>
  (await import('../../lib/firebase/calls.ts')).callAnswerTrivia({ questionId, answer });

/**
 * The event's picture trivia, one question at a time. It opens on the first question not yet
 * answered; answered ones are marked in the list and can be looked at again, not answered again
 * (the server takes one answer per question).
 */
export const TriviaQuiz = ({ userKey, eventId }: { userKey: string; eventId: string }) => {
  const { data: questions } = useSuspenseQuery(triviaQuestionsQueryOptions(eventId));
  const answers = useTriviaAnswers(userKey);
  const [chosen, setChosen] = useState<string | null>(null);
  const t = useStore(messages);
  const [outcomes, setOutcomes] = useState<Readonly<Record<string, TriviaAnswer>>>({});
  const answer = useMutation({
    mutationFn: ({ questionId, option }: { questionId: string; option: string }) =>
      answerTrivia(questionId, option),
    onSuccess: (outcome, { questionId }) =>
      setOutcomes((current) => ({ ...current, [questionId]: outcome })),
  });

  if (questions.length === 0) {
    return (
      <section aria-labelledby="trivia-title">
        <h1 id="trivia-title">{t.title}</h1>
        <p>{t.none}</p>
      </section>
    );
  }
  if (answers === undefined) {
    return (
      <section aria-labelledby="trivia-title" aria-busy="true">
        <h1 id="trivia-title">{t.title}</h1>
        <p>{t.loading}</p>
      </section>
    );
  }

  const isAnswered = (id: string) => answers[id] !== undefined || outcomes[id] !== undefined;
  const answeredCount = questions.filter((question) => isAnswered(question.id)).length;
  // The answer that completed the quiz here, with what completing it paid.
  const finished = Object.values(outcomes).find((outcome) => outcome.paid.completion > 0);
  const rightCount = questions.filter(
    (question) => (outcomes[question.id] ?? answers[question.id])?.correct === true,
  ).length;
  const unanswered = questions.filter((question) => !isAnswered(question.id));
  const index = Math.max(
    0,
    questions.findIndex((question) => question.id === (chosen ?? unanswered[0]?.id)),
  );
  const current = questions[index];
  // Next goes forward to the first open question, wrapping round to an earlier one.
  const next =
    unanswered.find((question) => questions.indexOf(question) > index) ??
    unanswered.find((question) => question.id !== current?.id);

  return (
    <section aria-labelledby="trivia-title" className="trivia">
      <h1 id="trivia-title">{t.title}</h1>
      <p className="trivia-progress">
        {t.answered({ count: answeredCount, total: questions.length })}
      </p>
      <ol className="trivia-steps" aria-label={t.questions}>
        {questions.map((question, position) => {
          const known = outcomes[question.id] ?? answers[question.id];
          return (
            <li key={question.id}>
              <button
                type="button"
                className="trivia-step"
                aria-current={position === index ? 'step' : undefined}
                data-answered={known !== undefined}
                onClick={() => {
                  answer.reset();
                  setChosen(question.id);
                }}
              >
                {t.question({ number: position + 1 })}
                {known === undefined ? '' : known.correct ? t.right : t.wrong}
              </button>
            </li>
          );
        })}
      </ol>
      {answeredCount === questions.length ? (
        <p className="notice trivia-complete">
          {t.complete({ total: questions.length, right: rightCount })}
          {finished !== undefined ? t.bonus({ points: finished.paid.completion }) : null}
        </p>
      ) : null}
      {current !== undefined ? (
        <TriviaQuestionCard
          key={current.id}
          question={current}
          number={index + 1}
          total={questions.length}
          answered={answers[current.id]}
          outcome={outcomes[current.id]}
          problem={answer.isError ? messageOf(answer.error) : null}
          pending={answer.isPending}
          onAnswer={(option) => {
            setChosen(current.id);
            answer.mutate({ questionId: current.id, option });
          }}
          onNext={
            next === undefined
              ? undefined
              : () => {
                  answer.reset();
                  setChosen(next.id);
                }
          }
        />
      ) : null}
    </section>
  );
};
