import { useStore } from '@nanostores/react';
import { createFileRoute } from '@tanstack/react-router';
import { AnnouncePanel } from '../../features/console/announce-panel.tsx';
import { BoothCrawlPanel } from '../../features/console/booth-crawl-panel.tsx';
import { WithEvent } from '../../features/console/event-picker.tsx';
import { KioskPanel } from '../../features/console/kiosk-panel.tsx';
import { LiveOverview } from '../../features/console/live-overview.tsx';
import { QuizPanel } from '../../features/console/quiz-panel.tsx';
import { ScoringPanel } from '../../features/console/scoring-panel.tsx';
import { BoardTable } from '../../features/leaderboard/board-table.tsx';
import { useBoardView } from '../../features/leaderboard/use-board.ts';
import { WelcomeVideoPanel } from '../../features/welcome-video/video-panel.tsx';
import { useEventTeams } from '../../lib/event-teams.ts';
import { i18n } from '../../lib/i18n/i18n.ts';

const words = i18n('dashboardPage', { overview: 'Overview', topTeams: 'Top teams' });

export const Route = createFileRoute('/dashboard/')({ component: DashboardPage });

/**
 * The live overview: activity over time, top teams, prizes left; announcements to attendees; the
 * live quiz round; the venue screens' kiosk links; the booth crawl; the event's points and levels; the
 * welcome video.
 */
function DashboardPage() {
  const t = useStore(words);
  return (
    <section aria-label={t.overview}>
      <WithEvent>{(eventId) => <Overview eventId={eventId} />}</WithEvent>
    </section>
  );
}

function Overview({ eventId }: { eventId: string }) {
  const teams = useBoardView(eventId, 'teams');
  const teamNames = useEventTeams(eventId);
  const t = useStore(words);
  return (
    <>
      <LiveOverview
        eventId={eventId}
        teams={<BoardTable {...teams} caption={t.topTeams} teams teamNames={teamNames} />}
      />
      <AnnouncePanel eventId={eventId} />
      <QuizPanel eventId={eventId} />
      <KioskPanel eventId={eventId} />
      <BoothCrawlPanel eventId={eventId} />
      <ScoringPanel eventId={eventId} />
      <WelcomeVideoPanel eventId={eventId} />
    </>
  );
}
