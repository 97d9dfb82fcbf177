import { useStore } from '@nanostores/react';
import { createFileRoute } from '@tanstack/react-router';
import { BoardTable } from '../../features/leaderboard/board-table.tsx';
import { useBoardView } from '../../features/leaderboard/use-board.ts';
import { useEventTeams } from '../../lib/event-teams.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useMe } from '../../lib/session/live.ts';
import { useEventId } from '../../lib/session/use-event-id.ts';

export const Route = createFileRoute('/_default/leaderboard_2')({ component: TeamsPage });

const messages = i18n('teamsPage', {
  title: 'Team leaderboard',
  openLink: 'Open your event’s link to see its teams.',
  teams: 'Teams',
});

/** Variant: the teams' leaderboard (the sum of their members' points). */
function TeamsPage() {
  const { me } = useMe();
  const eventId = useEventId();
  const teamNames = useEventTeams(eventId);
  const board = useBoardView(eventId, 'teams');
  const t = useStore(messages);
  return (
    <section aria-labelledby="teams-title">
      <h1 id="teams-title">{t.title}</h1>
      {eventId === undefined ? (
        <p>{t.openLink}</p>
      ) : (
        <BoardTable
          {...board}
          caption={t.teams}
          teams
          ownKey={me?.profile.teamName}
          teamNames={teamNames}
        />
      )}
    </section>
  );
}
