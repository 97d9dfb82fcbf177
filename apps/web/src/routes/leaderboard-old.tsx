import { projectorSearch } from '@engage/domain/search';
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { eventQueryOptions } from '../features/event/queries.ts';
import { Projector } from '../features/leaderboard/projector.tsx';
import { AnnouncementTicker } from '../features/notifications/announcement-ticker.tsx';
import { QuizStage } from '../features/quiz/quiz-stage.tsx';
import { i18n } from '../lib/i18n/i18n.ts';
import { navWords } from '../lib/i18n/nav-words.ts';
import { requireMe } from '../lib/session/guards.ts';
import { useEventId } from '../lib/session/use-event-id.ts';

/**
 * Variant: the projector view for the venue's screens, outside every layout (a kiosk has no site
 * navigation). The boards are for the event's people, so the screen is signed in (an organiser's
 * account); `?board=` pins one board instead of rotating. The organisers' announcements run
 * along the bottom.
 */
export const Route = createFileRoute('/leaderboard-old')({
  validateSearch: projectorSearch,
  beforeLoad: ({ context: { queryClient }, location }) => requireMe(queryClient, location.href),
  component: ProjectorPage,
});

const messages = i18n('projectorPage', {
  title: 'Live leaderboard',
  addEvent: 'Add ?event= with the event’s id to the address.',
});

function ProjectorPage() {
  const t = useStore(messages);
  const home = useStore(navWords).home;
  const eventId = useEventId();
  const { board } = Route.useSearch();
  const { data: event } = useQuery({
    ...eventQueryOptions(eventId ?? ''),
    enabled: eventId !== undefined,
  });
  if (eventId === undefined)
    return (
      <main className="kiosk kiosk-main">
        <h1>{t.title}</h1>
        <p>
          {t.addEvent} <Link to="/">{home}</Link>
        </p>
      </main>
    );
  return (
    <QuizStage
      eventId={eventId}
      eventName={event?.name}
      reveals
      otherwise={
        <Projector
          eventId={eventId}
          eventName={event?.name}
          pinned={board}
          ticker={<AnnouncementTicker eventId={eventId} />}
        />
      }
    />
  );
}
