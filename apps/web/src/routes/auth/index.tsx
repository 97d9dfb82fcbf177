import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { GameLinks } from '../../components/game-links.tsx';
import { eventQueryOptions } from '../../features/event/queries.ts';
import { resendVerification } from '../../lib/firebase/session.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { lazyPart } from '../../lib/lazy-part.tsx';
import { useMe } from '../../lib/session/live.ts';
import { useEventId } from '../../lib/session/use-event-id.ts';

const WelcomeVideoPrompt = lazyPart(() =>
  import('../../features/welcome-video/welcome-video-prompt.tsx').then(
    (module) => module.WelcomeVideoPrompt,
  ),
);

const messages = i18n('joinPage', {
  checking: 'Checking your account…',
  joinIn: 'Join in',
  password: 'Sign in with your email and password',
  code: 'Sign in with a one-time code',
  register: 'Register for your event',
  welcome: params('Welcome, {name}!'),
  teamAt: params('You are in team {team} at {event}.'),
  team: params('You are in team {team}.'),
  how: 'Connect with other attendees by QR code, play these games and collect points, levels and badges:',
  verify: params('We sent a verification link to {email}.'),
  resend: 'Send it again',
  sent: 'Sent.',
  start: 'Start playing',
});

export const Route = createFileRoute('/auth/')({ component: AuthHome });

/**
 * /auth: for a visitor, the ways in; for a signed-in user who is not playing yet (start-playing),
 * the welcome and onboarding step before the home screen.
 */
function AuthHome() {
  const { session, me, loading } = useMe();
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);
  const t = useStore(messages);
  const eventId = useEventId();
  const event = useQuery({
    ...eventQueryOptions(eventId ?? ''),
    enabled: eventId !== undefined,
  }).data;
  if (loading) return <p aria-busy="true">{t.checking}</p>;
  if (session === null || me === null) {
    return (
      <section aria-labelledby="auth-title">
        <h1 id="auth-title">{t.joinIn}</h1>
        <ul className="choices">
          <li>
            <Link to="/auth/login">{t.password}</Link>
          </li>
          <li>
            <Link to="/auth/otp">{t.code}</Link>
          </li>
          <li>
            <Link to="/auth/register">{t.register}</Link>
          </li>
        </ul>
      </section>
    );
  }
  return (
    <section aria-labelledby="welcome-title">
      <h1 id="welcome-title">{t.welcome({ name: me.profile.name })}</h1>
      <p>
        {event
          ? t.teamAt({ team: me.profile.teamName, event: event.name })
          : t.team({ team: me.profile.teamName })}{' '}
        {t.how}
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
          {t.verify({ email: session.email ?? '' })}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => void resendVerification().then(() => setSent(true))}
          >
            {t.resend}
          </button>
          {sent ? ` ${t.sent}` : null}
        </p>
      ) : null}
      <button type="button" onClick={() => void navigate({ to: '/' })}>
        {t.start}
      </button>
    </section>
  );
}
