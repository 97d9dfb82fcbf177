import { decideScoring, type SetScoringInput } from '@engage/domain/scoring-table';
import { eventNodes } from '@engage/domain/store/events';
import { commitClaim } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { read } from '@engage/server/read';
import { requireOrganiser } from '@engage/server/users';

/**
 * An organiser's points and levels for an event: the rights and the event read together, then
 * the table decided in a transaction on it, with its audit entry in the same update. Awards
 * decided after it read the new table; those already paid stay.
 */
export const setScoring = async (deps: Deps, input: SetScoringInput, caller: Caller) => {
  const [actor, name] = await Promise.all([
    requireOrganiser(deps, caller, { eventId: input.eventId }),
    read(deps, eventNodes.field(input.eventId, 'name')),
  ]);
  const ctx = context(deps);
  return commitClaim(deps, eventNodes.scoring(input.eventId), (current) =>
    decideScoring(current, input, { exists: name !== null }, actor, ctx),
  );
};
