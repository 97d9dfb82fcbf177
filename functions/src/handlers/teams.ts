import { teamsWithMembers } from '@engage/domain/console-events';
import { eventNodes } from '@engage/domain/store/events';
import { decideTeamEdit, type SetTeamInput } from '@engage/domain/team-edit';
import { commitClaim } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { read } from '@engage/server/read';
import { requireOrganiser } from '@engage/server/users';
import { readTeams } from './team-members.ts';

/**
 * An organiser's change to one team of an event: the rights, the event and, for a removal, the
 * team's members read together, then the change decided in a transaction on the event's teams
 * (so two organisers cannot give two teams one name), with its audit entry in the same update.
 */
export const setTeam = async (deps: Deps, input: SetTeamInput, caller: Caller) => {
  const [actor, name, members] = await Promise.all([
    requireOrganiser(deps, caller, { eventId: input.eventId }),
    read(deps, eventNodes.field(input.eventId, 'name')),
    input.action === 'remove' ? readTeams(deps, input.eventId, [input.team]) : [],
  ]);
  const seen = { eventExists: name !== null, hasMembers: teamsWithMembers(members).length > 0 };
  const ctx = context(deps);
  return commitClaim(deps, eventNodes.teams(input.eventId), (current) =>
    decideTeamEdit(current, seen, input, actor, ctx),
  );
};
