import { type AwardProfile, addAward } from './awards.ts';
import type { TriviaAnswer } from './games.ts';
import { accept, type Claim, type Context, claim, refuse, WriteSet } from './plan.ts';
import { POINTS } from './points.ts';
import { awaitsQuizReveal } from './quiz.ts';
import type { PointValues } from './scoring-table.ts';
import type { QuizRound } from './store/quiz.ts';
import type { TriviaAnswers } from './store/users-play.ts';

/**
 * Picture trivia (act02): each question's answer lives where no client can read it; an answer is
 * checked on the server and taken once per question; a right one pays. The decision runs in one
 * transaction on all the player's answers, so "already answered" and "how many are answered"
 * are read where they are changed: two answers at once cannot both be the last, nor both miss
 * it. Answering the last question completes the game (its own claim). The right answer is told,
 * and kept beside the pick, only in the transaction that stores the pick.
 */
const normal = (text: string): string => text.trim().toLowerCase();

/** What a right answer to a question pays: its organiser's points, else the house's. */
const pointsOf = (question: unknown): number | undefined => {
  const points =
    typeof question === 'object' && question !== null
      ? (question as { readonly points?: unknown }).points
      : undefined;
  return typeof points === 'number' && Number.isInteger(points) && points > 0 ? points : undefined;
};

/**
 * The facts an answer is decided on, from what the handler read: the event's questions (their
 * ids are the quiz, so its length is how many answers complete it), the question's points as
 * they stand when it is answered, the stored answer, and the event's live quiz round (a question
 * it has still to reveal is not the trivia game's meanwhile).
 */
export const triviaQuiz = (
  questions: Readonly<Record<string, unknown>> | null,
  questionId: string,
  answer: string | null,
  round: QuizRound | null = null,
): { readonly question: TriviaQuestion; readonly quiz: readonly string[] } => {
  const points = pointsOf(questions?.[questionId]);
  return {
    question: {
      id: questionId,
      exists: questions?.[questionId] !== undefined,
      answer,
      ...(points === undefined ? {} : { points }),
      ...(awaitsQuizReveal(round, questionId) ? { inLiveQuiz: true } : {}),
    },
    quiz: Object.keys(questions ?? {}),
  };
};

type TriviaQuestion = {
  readonly id: string;
  readonly exists: boolean;
  readonly answer: string | null;
  /** What a right answer pays; the event's triviaRight when the question names none. */
  readonly points?: number;
  /** A question the live quiz round has still to reveal: its answer would be told here first. */
  readonly inLiveQuiz?: boolean;
};

export const decideTriviaAnswer = (
  answers: TriviaAnswers | null,
  question: TriviaQuestion,
  /** The ids of the event's questions now: answers to questions deleted since do not count. */
  quiz: readonly string[],
  player: { readonly key: string; readonly profile: AwardProfile },
  answer: string,
  ctx: Context,
  /** The event's point values (scoring-table.ts): a question that names none pays triviaRight. */
  values: PointValues = POINTS,
): Claim<TriviaAnswer, TriviaAnswers> => {
  if (!question.exists || question.answer === null) return refuse('not-found', 'question');
  if (question.inLiveQuiz === true) return refuse('trivia-in-quiz');
  if (answers !== null && Object.hasOwn(answers, question.id)) return refuse('already-completed');
  const correct = normal(answer) === normal(question.answer);
  const points = question.points ?? values.triviaRight;
  const writes = new WriteSet();
  if (correct)
    addAward(
      writes,
      player.profile,
      { key: player.key, points, reason: 'trivia-right', by: 'system' },
      ctx,
    );
  const answered =
    quiz.filter((id) => id !== question.id && Object.hasOwn(answers ?? {}, id)).length + 1;
  const total = quiz.length;
  return claim(
    { ...answers, [question.id]: { correct, at: ctx.now, picked: answer, right: question.answer } },
    accept(
      {
        correct,
        right: question.answer,
        picked: answer,
        awarded: correct ? points : 0,
        paid: { right: correct ? points : 0, completion: 0 },
        answered,
        total,
        complete: answered >= total,
      },
      writes,
    ),
  );
};

/** The answer's result with what completing the game paid in its own claim: one total. */
export const withCompletion = (
  result: TriviaAnswer,
  completion: { readonly awarded: number },
): TriviaAnswer => ({
  ...result,
  awarded: result.paid.right + completion.awarded,
  paid: { ...result.paid, completion: completion.awarded },
});
