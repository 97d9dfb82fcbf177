import type { TeamRead } from '@engage/domain/console-events';
import { boardNodes } from '@engage/domain/store/boards';
import { eventNodes } from '@engage/domain/store/events';
import type { Deps } from '@engage/server/deps';
import { read, readChildren } from '@engage/server/read';

/**
 * What an edit needs to know of the teams it would remove from an event, for the domain to say
 * which have members (teamsWithMembers): whether a row of the event's search index names the team
 * (one indexed query of one row), and whether the team has a board entry. Every team at once.
 */
export const readTeams = (
  deps: Deps,
  eventId: string,
  teams: readonly string[],
): Promise<readonly TeamRead[]> =>
  Promise.all(
    teams.map(async (team) => {
      const [rows, board] = await Promise.all([
        readChildren(deps, eventNodes.search(eventId), (ref) =>
          ref.orderByChild('teamName').equalTo(team).limitToFirst(1),
        ),
        read(deps, boardNodes.team(eventId, team)),
      ]);
      return { team, named: rows.length > 0, onBoard: board !== null };
    }),
  );
