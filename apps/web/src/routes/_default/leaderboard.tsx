import { createFileRoute, Link } from '@tanstack/react-router';
import { BoardTable, OwnPlace } from '../../features/leaderboard/board-table.tsx';
import { useBoardView, useOwnEntry } from '../../features/leaderboard/use-board.ts';
import { useEventTeams } from '../../lib/event-teams.ts';
import { useMe } from '../../lib/session/live.ts';
import { useEventId } from '../../lib/session/use-event-id.ts';

export const Route = createFileRoute('/_default/leaderboard')({ component: LeaderboardPage });

/** The event's leaderboard: top 20 and the user's own place; the event's members see it. */
function LeaderboardPage() {
  const { session, me, loading } = useMe();
  const eventId = useEventId();
  const teamNames = useEventTeams(eventId);
  const board = useBoardView(eventId, 'all');
  const own = useOwnEntry(eventId, me?.profile.publicId);
  const visitor = !loading && session === null;
  return (
    <section aria-labelledby="board-title">
      <h1 id="board-title">Leaderboard</h1>
      {eventId === undefined && !loading ? (
        <p>Open your event’s link to see its leaderboard.</p>
      ) : null}
      {visitor ? (
        <p>
          The leaderboard is for the event’s attendees. <Link to="/auth/login">Sign in</Link> or{' '}
          <Link to="/auth/register">register</Link> to see it and climb it.
        </p>
      ) : null}
      <OwnPlace rows={board.rows} own={own} />
      {eventId !== undefined && !visitor ? (
        <BoardTable
          {...board}
          caption="Top 20 attendees"
          ownKey={me?.profile.publicId}
          teamNames={teamNames}
        />
      ) : null}
    </section>
  );
}
