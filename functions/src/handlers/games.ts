import { type BingoCardNode, decideBingoCard } from '@engage/domain/bingo';
import type { AnswerTriviaInput } from '@engage/domain/inputs';
import { dbPaths } from '@engage/domain/paths';
import { GAME } from '@engage/domain/points';
import { decideCompletion } from '@engage/domain/scoring';
import {
  decideTriviaAnswer,
  type TriviaAnswers,
  triviaQuiz,
  withCompletion,
} from '@engage/domain/trivia';
import { commitClaim } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { readValue, requireMe } from '@engage/server/users';

/** The caller's bingo card, made once from the traits of the event's attendees. */
export const startBingo = async (deps: Deps, _input: unknown, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const traits =
    (await readValue<Record<string, { count?: number; label?: string }>>(
      deps,
      dbPaths.eventTraits(me.profile.eventId),
    )) ?? {};
  return commitClaim(deps, dbPaths.userBingo(me.key), (card: BingoCardNode | null) =>
    decideBingoCard(card, traits, me.profile, deps.random),
  );
};

/** One answer per question, checked against the answer no client can read. */
export const answerTrivia = async (deps: Deps, input: AnswerTriviaInput, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const eventId = me.profile.eventId;
  const [questions, answer] = await Promise.all([
    readValue<Record<string, unknown>>(deps, dbPaths.trivia(eventId)),
    readValue<string>(deps, dbPaths.triviaAnswer(eventId, input.questionId)),
  ]);
  const { question, total } = triviaQuiz(questions, input.questionId, answer);
  const ctx = context(deps);
  const result = await commitClaim(
    deps,
    dbPaths.userTriviaAnswers(me.key),
    (answers: TriviaAnswers | null) =>
      decideTriviaAnswer(answers, question, total, me, input.answer, ctx),
  );
  if (!result.complete) return result;
  const completion = await commitClaim(
    deps,
    dbPaths.userGameComplete(me.key, GAME.trivia),
    (done: boolean | null) => decideCompletion(done, me, GAME.trivia, ctx),
  );
  return withCompletion(result, completion);
};
