import {
  decideBingoSquares,
  decidePickLists,
  type SetBingoSquaresInput,
} from '@engage/domain/bingo-setup';
import type { SetPickListsInput } from '@engage/domain/pick-lists';
import { eventNodes } from '@engage/domain/store/events';
import { commitClaim } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { read } from '@engage/server/read';
import { requireOrganiser } from '@engage/server/users';

/**
 * An organiser's registration lists for an event: the rights, the event and its chosen squares
 * read together, then the lists decided in a transaction on them; squares whose option went go in
 * the same update, with the audit entry.
 */
export const setPickLists = async (deps: Deps, input: SetPickListsInput, caller: Caller) => {
  const [actor, name, squares] = await Promise.all([
    requireOrganiser(deps, caller, { eventId: input.eventId }),
    read(deps, eventNodes.field(input.eventId, 'name')),
    read(deps, eventNodes.bingoSquares(input.eventId)),
  ]);
  const ctx = context(deps);
  return commitClaim(deps, eventNodes.pickLists(input.eventId), (current) =>
    decidePickLists(current, input, { exists: name !== null, squares }, actor, ctx),
  );
};

/** An organiser's choice of the squares the event's bingo cards are dealt from. */
export const setBingoSquares = async (deps: Deps, input: SetBingoSquaresInput, caller: Caller) => {
  const [actor, name, lists] = await Promise.all([
    requireOrganiser(deps, caller, { eventId: input.eventId }),
    read(deps, eventNodes.field(input.eventId, 'name')),
    read(deps, eventNodes.pickLists(input.eventId)),
  ]);
  const ctx = context(deps);
  return commitClaim(deps, eventNodes.bingoSquares(input.eventId), (current) =>
    decideBingoSquares(current, input, { exists: name !== null, lists }, actor, ctx),
  );
};
