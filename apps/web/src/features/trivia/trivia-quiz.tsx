import type { TriviaAnswer } from '@engage/domain/games';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../lib/messages.ts';
import { triviaQuestionsQueryOptions } from './queries.ts';
import { TriviaQuestionCard } from './trivia-question.tsx';
import { useTriviaAnswers } from './use-trivia-answers.ts';
import './trivia.css';

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
        <h1 id="trivia-title">Picture trivia</h1>
        <p>There are no trivia questions for your event yet. Come back later.</p>
      </section>
    );
  }
  if (answers === undefined) {
    return (
      <section aria-labelledby="trivia-title" aria-busy="true">
        <h1 id="trivia-title">Picture trivia</h1>
        <p>Loading your answers…</p>
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
      <h1 id="trivia-title">Picture trivia</h1>
      <p className="trivia-progress">
        Answered {answeredCount} of {questions.length}
      </p>
      <ol className="trivia-steps" aria-label="Questions">
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
                Question {position + 1}
                {known === undefined ? '' : known.correct ? ': right' : ': wrong'}
              </button>
            </li>
          );
        })}
      </ol>
      {answeredCount === questions.length ? (
        <p className="notice trivia-complete">
          Picture trivia complete: you answered all {questions.length} questions and got{' '}
          {rightCount} right.
          {finished !== undefined
            ? ` +${finished.paid.completion} points for completing picture trivia.`
            : null}
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
