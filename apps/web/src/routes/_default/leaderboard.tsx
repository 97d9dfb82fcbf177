import { useStore } from '@nanostores/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { BoardTable, OwnPlace } from '../../features/leaderboard/board-table.tsx';
import { useBoardView, useOwnEntry } from '../../features/leaderboard/use-board.ts';
import { useEventTeams } from '../../lib/event-teams.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { navWords } from '../../lib/i18n/nav-words.ts';
import { useMe } from '../../lib/session/live.ts';
import { useEventId } from '../../lib/session/use-event-id.ts';

export const Route = createFileRoute('/_default/leaderboard')({ component: LeaderboardPage });

const messages = i18n('leaderboardPage', {
  openLink: 'Open your event’s link to see its leaderboard.',
  forAttendees: 'The leaderboard is for the event’s attendees.',
  or: 'or',
  register: 'register',
  toSee: 'to see it and climb it.',
  top20: 'Top 20 attendees',
});

/** The event's leaderboard: top 20 and the user's own place; the event's members see it. */
function LeaderboardPage() {
  const { session, me, loading } = useMe();
  const eventId = useEventId();
  const teamNames = useEventTeams(eventId);
  const board = useBoardView(eventId, 'all');
  const own = useOwnEntry(eventId, me?.profile.publicId);
  const visitor = !loading && session === null;
  const t = useStore(messages);
  const nav = useStore(navWords);
  return (
    <section aria-labelledby="board-title">
      <h1 id="board-title">{nav.leaderboard}</h1>
      {eventId === undefined && !loading ? <p>{t.openLink}</p> : null}
      {visitor ? (
        <p>
          {t.forAttendees} <Link to="/auth/login">{nav.signIn}</Link> {t.or}{' '}
          <Link to="/auth/register">{t.register}</Link> {t.toSee}
        </p>
      ) : null}
      <OwnPlace rows={board.rows} own={own} />
      {eventId !== undefined && !visitor ? (
        <BoardTable
          {...board}
          caption={t.top20}
          ownKey={me?.profile.publicId}
          teamNames={teamNames}
        />
      ) : null}
    </section>
  );
}
