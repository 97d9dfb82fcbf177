import {
  type AnswerQuizInput,
  decideQuizAnswer,
  decideQuizRound,
  type QuizRoundInput,
} from '@engage/domain/quiz';
import { scoringOf } from '@engage/domain/scoring-table';
import { eventNodes } from '@engage/domain/store/events';
import { quizNodes } from '@engage/domain/store/quiz';
import { commitClaim } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { read } from '@engage/server/read';
import { requireMe, requireOrganiser } from '@engage/server/users';

/**
 * An organiser's step of the event's live quiz round (start, reveal, next, end): the rights, the
 * round, the event's questions and their right options are read together, then the round's
 * tally; the domain decides in a transaction on the round, the step in the audit log with it.
 */
export const quizRound = async (deps: Deps, input: QuizRoundInput, caller: Caller) => {
  const eventId = input.eventId;
  const [actor, round, trivia, answers, scoring] = await Promise.all([
    requireOrganiser(deps, caller, { eventId }),
    read(deps, quizNodes.round(eventId)),
    read(deps, eventNodes.trivia(eventId)),
    read(deps, eventNodes.answers(eventId)),
    read(deps, eventNodes.scoring(eventId)),
  ]);
  const tally = round === null ? null : await read(deps, quizNodes.tally(eventId, round.id));
  const ctx = context(deps);
  return commitClaim(deps, quizNodes.round(eventId), (current) =>
    decideQuizRound(
      current,
      input.action,
      {
        eventId,
        trivia,
        right: current === null ? null : (answers?.[current.question.id] ?? null),
        tally: current?.id === round?.id ? tally : null,
        triviaRight: scoringOf(scoring).points.triviaRight,
      },
      actor,
      ctx,
    ),
  );
};

/**
 * An attendee's answer to the question of their own event's round: taken once (a transaction on
 * their answer) while the question is open by the server's clock, checked against the right
 * option no client reads.
 */
export const answerQuiz = async (deps: Deps, input: AnswerQuizInput, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const eventId = me.profile.eventId;
  const [round, answers] = await Promise.all([
    read(deps, quizNodes.round(eventId)),
    read(deps, eventNodes.answers(eventId)),
  ]);
  const right = round === null ? null : (answers?.[round.question.id] ?? null);
  const ctx = context(deps);
  return commitClaim(
    deps,
    quizNodes.answer(eventId, input.roundId, input.index, me.key),
    (answer) => decideQuizAnswer(answer, round, right, input, me, ctx),
  );
};
