import { boardNodes } from '@engage/domain/store/boards';
import { eventNodes } from '@engage/domain/store/events';
import type { Deps } from '@engage/server/deps';
import { read, readChildren } from '@engage/server/read';

/**
 * Which of `teams` have members in an event: someone's profile names the team (its row in the
 * event's search index, which registration writes and removal takes away), or the team has a
 * board entry (its points stay with it). One indexed query per team, so only the teams an edit
 * would remove are asked about.
 */
export const teamsWithMembers = async (
  deps: Deps,
  eventId: string,
  teams: readonly string[],
): Promise<readonly string[]> => {
  const manned = await Promise.all(
    teams.map(async (team) => {
      const [rows, board] = await Promise.all([
        readChildren(deps, eventNodes.search(eventId), (ref) =>
          ref.orderByChild('teamName').equalTo(team).limitToFirst(1),
        ),
        read(deps, boardNodes.team(eventId, team)),
      ]);
      return rows.length > 0 || board !== null;
    }),
  );
  return teams.filter((_, i) => manned[i]);
};
