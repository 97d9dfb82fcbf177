import { createFileRoute } from '@tanstack/react-router';
import { BoardTable } from '../../features/leaderboard/board-table.tsx';
import { useBoardView } from '../../features/leaderboard/use-board.ts';
import { useEventTeams } from '../../lib/event-teams.ts';
import { useMe } from '../../lib/session/live.ts';
import { useEventId } from '../../lib/session/use-event-id.ts';

export const Route = createFileRoute('/_default/leaderboard_2')({ component: TeamsPage });

/** Variant: the teams' leaderboard (the sum of their members' points). */
function TeamsPage() {
  const { me } = useMe();
  const eventId = useEventId();
  const teamNames = useEventTeams(eventId);
  const board = useBoardView(eventId, 'teams');
  return (
    <section aria-labelledby="teams-title">
      <h1 id="teams-title">Team leaderboard</h1>
      {eventId === undefined ? (
        <p>Open your event’s link to see its teams.</p>
      ) : (
        <BoardTable
          {...board}
          caption="Teams"
          teams
          ownKey={me?.profile.teamName}
          teamNames={teamNames}
        />
      )}
    </section>
  );
}
