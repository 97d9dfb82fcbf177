import { storagePaths } from '@engage/domain/store/storage';
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { DEFAULT_LANDING_IMAGE, StoredImage } from '../components/image-with-fallback.tsx';
import { AccountNav } from '../features/auth/ways-in.tsx';
import { eventQueryOptions } from '../features/event/queries.ts';
import { i18n } from '../lib/i18n/i18n.ts';
import { navWords } from '../lib/i18n/nav-words.ts';
import { useEventId } from '../lib/session/use-event-id.ts';

const messages = i18n('landing', {
  title: 'Your event, gamified',
  pitch: 'Network, play mini-games, earn points and badges, and win prizes.',
  goToEvent: 'Go to the event',
});

/** /auth/landing: the public landing page of an event, with no layout around it. */
export const Route = createFileRoute('/auth_/landing')({ component: LandingPage });

function LandingPage() {
  const t = useStore(messages);
  const nav = useStore(navWords);
  const event = useEventId();
  const { data } = useQuery({ ...eventQueryOptions(event ?? ''), enabled: event !== undefined });
  return (
    <main className="landing">
      {event ? (
        <StoredImage
          path={storagePaths.mainImage(event)}
          alt=""
          className="landing-image"
          fallback={DEFAULT_LANDING_IMAGE}
        />
      ) : null}
      <h1>{data?.name ?? t.title}</h1>
      <p>{data?.description ?? t.pitch}</p>
      <p className="landing-actions">
        <AccountNav
          visitor={
            <>
              <Link to="/auth/register" className="button">
                {nav.register}
              </Link>
              <Link to="/auth/login" className="button secondary">
                {nav.signIn}
              </Link>
            </>
          }
        />
        <Link to="/" className="button secondary">
          {t.goToEvent}
        </Link>
      </p>
    </main>
  );
}
