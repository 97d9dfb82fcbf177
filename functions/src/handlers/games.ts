import { decideBingoCard } from '@engage/domain/bingo';
import type { AnswerTriviaInput } from '@engage/domain/inputs';
import { GAME } from '@engage/domain/points';
import { decideCompletion } from '@engage/domain/scoring';
import { eventNodes } from '@engage/domain/store/events';
import { quizNodes } from '@engage/domain/store/quiz';
import { userNodes } from '@engage/domain/store/users';
import { decideTriviaAnswer, triviaQuiz, withCompletion } from '@engage/domain/trivia';
import { commitClaim } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { read } from '@engage/server/read';
import { readScoring } from '@engage/server/scoring';
import { requireMe } from '@engage/server/users';

/**
 * The caller's bingo card, made once from the squares the event's organisers chose (else from the
 * traits of its attendees), with the time it was dealt: its squares are judged on the traits
 * partners had then. Each square keeps its kind and value (a chosen one's from the event's lists),
 * so the card is told in the reader's language.
 */
export const startBingo = async (deps: Deps, _input: unknown, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const [traits, chosen, lists] = await Promise.all([
    read(deps, eventNodes.traits(me.profile.eventId)),
    read(deps, eventNodes.bingoSquares(me.profile.eventId)),
    read(deps, eventNodes.pickLists(me.profile.eventId)),
  ]);
  return commitClaim(deps, userNodes.bingo(me.key), (card) =>
    decideBingoCard(card, traits ?? {}, me.profile, deps.random, deps.now(), chosen, lists),
  );
};

/**
 * One answer per question, checked against the answer no client can read; none to a question the
 * live quiz round has still to reveal (the verdict tells the right option).
 */
export const answerTrivia = async (deps: Deps, input: AnswerTriviaInput, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const eventId = me.profile.eventId;
  const [questions, answer, { points }, round] = await Promise.all([
    read(deps, eventNodes.trivia(eventId)),
    read(deps, eventNodes.answer(eventId, input.questionId)),
    readScoring(deps, eventId),
    read(deps, quizNodes.round(eventId)),
  ]);
  const { question, quiz } = triviaQuiz(questions, input.questionId, answer, round);
  const ctx = context(deps);
  const result = await commitClaim(deps, userNodes.triviaAnswers(me.key), (answers) =>
    decideTriviaAnswer(answers, question, quiz, me, input.answer, ctx, points),
  );
  if (!result.complete) return result;
  const completion = await commitClaim(deps, userNodes.gameComplete(me.key, GAME.trivia), (done) =>
    decideCompletion(done, me, GAME.trivia, ctx, points),
  );
  return withCompletion(result, completion);
};
