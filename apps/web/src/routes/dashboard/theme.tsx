import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Brand } from '../../components/brand.tsx';
import { WithEvent } from '../../features/console/event-picker.tsx';
import { ThemeEditor } from '../../features/console/theme-editor.tsx';
import { EventOverview } from '../../features/event/event-overview.tsx';
import { themeQueryOptions } from '../../features/event/queries.ts';
import { BoardTable } from '../../features/leaderboard/board-table.tsx';
import { useBoardView } from '../../features/leaderboard/use-board.ts';

/** The event's colours, with a live preview of the home screen and the leaderboard. */
export const Route = createFileRoute('/dashboard/theme')({ component: ThemePage });

function ThemePage() {
  return (
    <section aria-labelledby="theme-title">
      <h1 id="theme-title">Theme</h1>
      <WithEvent>{(eventId) => <Theme key={eventId} eventId={eventId} />}</WithEvent>
    </section>
  );
}

function Theme({ eventId }: { eventId: string }) {
  const current = useSuspenseQuery(themeQueryOptions(eventId)).data;
  const top = useBoardView(eventId, 'all');
  return (
    <ThemeEditor
      eventId={eventId}
      current={current}
      preview={
        <div className="shell preview-shell" inert>
          <header className="shell-header">
            <Brand />
            <span className="header-note">Home · Leaderboard · Market</span>
          </header>
          <main className="shell-main">
            <EventOverview eventId={eventId} />
            <BoardTable
              rows={top.rows?.slice(0, 5)}
              problem={top.problem}
              caption="Top 5 attendees"
            />
            <p>
              <span className="button">A button</span> <a href="#preview">Links look like this</a>
            </p>
          </main>
        </div>
      }
    />
  );
}
