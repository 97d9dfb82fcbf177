import { type AwardProfile, addAward } from './awards.ts';
import type { TriviaAnswer } from './games.ts';
import { accept, type Claim, type Context, claim, refuse, WriteSet } from './plan.ts';
import { POINTS } from './points.ts';

/**
 * Picture trivia (act02): each question's answer lives where no client can read it; an answer is
 * checked on the server and taken once per question (a transaction on the player's answer for
 * it); a right one pays. Answering the last question completes the game (its own claim).
 */
const normal = (text: string): string => text.trim().toLowerCase();

export const decideTriviaAnswer = (
  earlier: { readonly correct: boolean } | null,
  question: { readonly exists: boolean; readonly answer: string | null },
  progress: { readonly answered: number; readonly total: number },
  player: { readonly key: string; readonly profile: AwardProfile },
  answer: string,
  ctx: Context,
): Claim<TriviaAnswer> => {
  if (!question.exists || question.answer === null) return refuse('not-found', 'question');
  if (earlier !== null) return refuse('already-completed');
  const correct = normal(answer) === normal(question.answer);
  const writes = new WriteSet();
  if (correct)
    addAward(
      writes,
      player.profile,
      { key: player.key, points: POINTS.triviaRight, reason: 'trivia-right', by: 'system' },
      ctx,
    );
  const answered = progress.answered + 1;
  return claim(
    { correct, at: ctx.now },
    accept(
      {
        correct,
        awarded: correct ? POINTS.triviaRight : 0,
        answered,
        total: progress.total,
        complete: answered >= progress.total,
      },
      writes,
    ),
  );
};
