import { useStore } from '@nanostores/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import { EventOverview } from '../../features/event/event-overview.tsx';
import { ensureEventPage } from '../../features/event/queries.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { navWords } from '../../lib/i18n/nav-words.ts';
import { lazyPart } from '../../lib/lazy-part.tsx';
import { useMe } from '../../lib/session/live.ts';
import { useEventId } from '../../lib/session/use-event-id.ts';

// Signed in only, so loaded with the session: a visitor's first visit does not carry it.
const SignedInHome = lazyPart(() =>
  import('../../features/levels/signed-in-home.tsx').then((module) => module.SignedInHome),
);

// Signed in only: the event's welcome video until the attendee watched it.
const WelcomeVideoPrompt = lazyPart(() =>
  import('../../features/welcome-video/welcome-video-prompt.tsx').then(
    (module) => module.WelcomeVideoPrompt,
  ),
);

const messages = i18n('home', {
  joinLabel: 'Join the event',
  join: 'Register to network, play the games and win prizes at this event.',
  register: 'Register for the event',
  loadingStatus: 'Loading your status',
  welcome: 'Welcome to the event',
  about:
    'Meet other attendees by scanning their QR codes, play network bingo, picture trivia and rock-paper-scissors, earn points and badges, and spend them on prizes.',
  openLink: 'Open the link your organiser gave you: it names your event.',
});

// Signed in only: what is on now and next, from the event's programme.
const AgendaHome = lazyPart(() =>
  import('../../features/agenda/agenda-home.tsx').then((module) => module.AgendaHome),
);

// Signed in only: a link to the live quiz round while one takes answers.
const QuizBanner = lazyPart(() =>
  import('../../features/quiz/quiz-banner.tsx').then((module) => module.QuizBanner),
);

export const Route = createFileRoute('/_default/')({
  loaderDeps: ({ search }) => ({ event: search.event }),
  loader: ({ context: { queryClient }, deps: { event } }) => ensureEventPage(queryClient, event),
  component: HomePage,
});

function HomePage() {
  const { me, session, loading } = useMe();
  const eventId = useEventId();
  const t = useStore(messages);
  const nav = useStore(navWords);
  return (
    <>
      {!loading && session === null && eventId !== undefined ? (
        <section aria-label={t.joinLabel} className="join">
          <p>{t.join}</p>
          <p className="actions">
            <Link to="/auth/register" className="button">
              {t.register}
            </Link>
            <Link to="/auth/login" className="button secondary">
              {nav.signIn}
            </Link>
          </p>
        </section>
      ) : null}
      {me ? (
        <Suspense fallback={<ListSkeleton label={t.loadingStatus} rows={3} />}>
          <QuizBanner eventId={me.profile.eventId} />
          <WelcomeVideoPrompt
            eventId={me.profile.eventId}
            watched={me.profile.welcomeVideo === true}
          />
          <SignedInHome name={me.profile.name} />
          <AgendaHome eventId={me.profile.eventId} />
        </Suspense>
      ) : null}
      {eventId !== undefined ? (
        <EventOverview eventId={eventId} />
      ) : (
        <section aria-labelledby="home-title" className="home">
          <h1 id="home-title">{t.welcome}</h1>
          <p>{t.about}</p>
          <p>{t.openLink}</p>
        </section>
      )}
    </>
  );
}
