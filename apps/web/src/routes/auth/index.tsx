import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { GameLinks } from '../../components/game-links.tsx';
import { eventQueryOptions } from '../../features/event/queries.ts';
import { resendVerification } from '../../lib/firebase/session.ts';
import { useMe } from '../../lib/session/live.ts';
import { useEventId } from '../../lib/session/use-event-id.ts';

const WelcomeVideoPrompt = lazy(() =>
  import('../../features/welcome-video/welcome-video-prompt.tsx').then((module) => ({
    default: module.WelcomeVideoPrompt,
  })),
);

export const Route = createFileRoute('/auth/')({ component: AuthHome });

/**
 * /auth: for a visitor, the ways in; for a signed-in user who is not playing yet (start-playing),
 * the welcome and onboarding step before the home screen.
 */
function AuthHome() {
  const { session, me, loading } = useMe();
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);
  const eventId = useEventId();
  const event = useQuery({
    ...eventQueryOptions(eventId ?? ''),
    enabled: eventId !== undefined,
  }).data;
  if (loading) return <p aria-busy="true">Checking your account…</p>;
  if (session === null || me === null) {
    return (
      <section aria-labelledby="auth-title">
        <h1 id="auth-title">Join in</h1>
        <ul className="choices">
          <li>
            <Link to="/auth/login">Sign in with your email and password</Link>
          </li>
          <li>
            <Link to="/auth/otp">Sign in with a one-time code</Link>
          </li>
          <li>
            <Link to="/auth/register">Register for your event</Link>
          </li>
        </ul>
      </section>
    );
  }
  return (
    <section aria-labelledby="welcome-title">
      <h1 id="welcome-title">Welcome, {me.profile.name}!</h1>
      <p>
        {event
          ? `You are in team ${me.profile.teamName} at ${event.name}.`
          : `You are in team ${me.profile.teamName}.`}{' '}
        Connect with other attendees by QR code, play these games and collect points, levels and
        badges:
      </p>
      <Suspense fallback={null}>
        <WelcomeVideoPrompt
          eventId={me.profile.eventId}
          watched={me.profile.welcomeVideo === true}
        />
      </Suspense>
      <GameLinks />
      {!session.emailVerified ? (
        <p className="notice">
          We sent a verification link to {session.email}.{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => void resendVerification().then(() => setSent(true))}
          >
            Send it again
          </button>
          {sent ? ' Sent.' : null}
        </p>
      ) : null}
      <button type="button" onClick={() => void navigate({ to: '/' })}>
        Start playing
      </button>
    </section>
  );
}
