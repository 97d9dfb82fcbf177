import type {
  DeleteTriviaInput,
  OrderTriviaInput,
  WriteTriviaInput,
} from '@engage/domain/inputs-console';
import { eventNodes } from '@engage/domain/store/events';
import { decideTriviaOrder, planTriviaDelete, planTriviaWrite } from '@engage/domain/trivia-edit';
import { commit } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { read } from '@engage/server/read';
import { requireOrganiser } from '@engage/server/users';

/**
 * Organisers' picture trivia: a question written whole (its picture published first, through
 * adminPublishPicture, to its own folder), deleted, or the quiz reordered. The rights, the quiz
 * and the right option as stored are read together; the domain plans; one update commits.
 */
export const writeTrivia = async (deps: Deps, input: WriteTriviaInput, caller: Caller) => {
  const [actor, quiz, answer] = await Promise.all([
    requireOrganiser(deps, caller, { eventId: input.eventId }),
    read(deps, eventNodes.trivia(input.eventId)),
    read(deps, eventNodes.answer(input.eventId, input.questionId)),
  ]);
  return commit(deps, planTriviaWrite(input, { quiz, answer }, actor, context(deps)));
};

/** The question and its right option go; its picture too, once nothing shows it. */
export const deleteTrivia = async (deps: Deps, input: DeleteTriviaInput, caller: Caller) => {
  const [actor, before] = await Promise.all([
    requireOrganiser(deps, caller, { eventId: input.eventId }),
    read(deps, eventNodes.question(input.eventId, input.questionId)),
  ]);
  const { id, picture } = await commit(
    deps,
    planTriviaDelete(input.eventId, input.questionId, before, actor, context(deps)),
  );
  if (picture !== null) await deps.files?.remove(picture);
  return { id };
};

export const orderTrivia = async (deps: Deps, input: OrderTriviaInput, caller: Caller) => {
  const [actor, quiz] = await Promise.all([
    requireOrganiser(deps, caller, { eventId: input.eventId }),
    read(deps, eventNodes.trivia(input.eventId)),
  ]);
  return commit(deps, decideTriviaOrder(input.eventId, quiz, input.order, actor, context(deps)));
};
