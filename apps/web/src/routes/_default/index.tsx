import { createFileRoute, Link } from '@tanstack/react-router';
import { GameLinks } from '../../components/game-links.tsx';
import { EventOverview } from '../../features/event/event-overview.tsx';
import { ensureEventPage } from '../../features/event/queries.ts';
import { LevelPanel } from '../../features/levels/level-panel.tsx';
import { useMe } from '../../lib/session/live.ts';
import { useEventId } from '../../lib/session/use-event-id.ts';

export const Route = createFileRoute('/_default/')({
  loaderDeps: ({ search }) => ({ event: search.event }),
  loader: ({ context: { queryClient }, deps: { event } }) => ensureEventPage(queryClient, event),
  component: HomePage,
});

function HomePage() {
  const { me, session, loading } = useMe();
  const eventId = useEventId();
  return (
    <>
      {!loading && session === null && eventId !== undefined ? (
        <section aria-label="Join the event" className="join">
          <p>Register to network, play the games and win prizes at this event.</p>
          <p className="actions">
            <Link to="/auth/register" className="button">
              Register for the event
            </Link>
            <Link to="/auth/login" className="button secondary">
              Sign in
            </Link>
          </p>
        </section>
      ) : null}
      {me ? (
        <>
          <section aria-label="Your status" className="status-strip">
            <p>
              Hello {me.profile.name}! <Link to="/leaderboard">See the leaderboard</Link>
            </p>
            <LevelPanel />
          </section>
          <section aria-labelledby="play-title" id="play">
            <h2 id="play-title">Play</h2>
            <GameLinks />
          </section>
        </>
      ) : null}
      {eventId !== undefined ? (
        <EventOverview eventId={eventId} />
      ) : (
        <section aria-labelledby="home-title" className="home">
          <h1 id="home-title">Welcome to the event</h1>
          <p>
            Meet other attendees by scanning their QR codes, play network bingo, picture trivia and
            rock-paper-scissors, earn points and badges, and spend them on prizes.
          </p>
          <p>Open the link your organiser gave you: it names your event.</p>
        </section>
      )}
    </>
  );
}
