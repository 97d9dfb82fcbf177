import { type AwardProfile, addAward } from './awards.ts';
import type { TriviaAnswer } from './games.ts';
import { accept, type Claim, type Context, claim, refuse, WriteSet } from './plan.ts';
import { POINTS } from './points.ts';
import type { TriviaAnswers } from './store/users.ts';

/**
 * Picture trivia (act02): each question's answer lives where no client can read it; an answer is
 * checked on the server and taken once per question; a right one pays. The decision runs in one
 * transaction on all the player's answers, so "already answered" and "how many are answered"
 * are read where they are changed: two answers at once cannot both be the last, nor both miss
 * it. Answering the last question completes the game (its own claim).
 */
const normal = (text: string): string => text.trim().toLowerCase();

export const decideTriviaAnswer = (
  answers: TriviaAnswers | null,
  question: { readonly id: string; readonly exists: boolean; readonly answer: string | null },
  total: number,
  player: { readonly key: string; readonly profile: AwardProfile },
  answer: string,
  ctx: Context,
): Claim<TriviaAnswer> => {
  if (!question.exists || question.answer === null) return refuse('not-found', 'question');
  if (answers !== null && Object.hasOwn(answers, question.id)) return refuse('already-completed');
  const correct = normal(answer) === normal(question.answer);
  const writes = new WriteSet();
  if (correct)
    addAward(
      writes,
      player.profile,
      { key: player.key, points: POINTS.triviaRight, reason: 'trivia-right', by: 'system' },
      ctx,
    );
  const answered = Object.keys(answers ?? {}).length + 1;
  return claim(
    { ...answers, [question.id]: { correct, at: ctx.now } },
    accept(
      {
        correct,
        awarded: correct ? POINTS.triviaRight : 0,
        answered,
        total,
        complete: answered >= total,
      },
      writes,
    ),
  );
};
