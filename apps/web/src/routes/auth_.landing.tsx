import { storagePaths } from '@engage/domain/store/storage';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { DEFAULT_LANDING_IMAGE, StoredImage } from '../components/image-with-fallback.tsx';
import { AccountNav } from '../features/auth/ways-in.tsx';
import { eventQueryOptions } from '../features/event/queries.ts';
import { useEventId } from '../lib/session/use-event-id.ts';

/** /auth/landing: the public landing page of an event, with no layout around it. */
export const Route = createFileRoute('/auth_/landing')({ component: LandingPage });

function LandingPage() {
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
      <h1>{data?.name ?? 'Your event, gamified'}</h1>
      <p>
        {data?.description ?? 'Network, play mini-games, earn points and badges, and win prizes.'}
      </p>
      <p className="landing-actions">
        <AccountNav
          visitor={
            <>
              <Link to="/auth/register" className="button">
                Register
              </Link>
              <Link to="/auth/login" className="button secondary">
                Sign in
              </Link>
            </>
          }
        />
        <Link to="/" className="button secondary">
          Go to the event
        </Link>
      </p>
    </main>
  );
}
