import { useStore } from '@nanostores/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Brand } from '../../components/brand.tsx';
import { WithEvent } from '../../features/console/event-picker.tsx';
import { ThemeEditor } from '../../features/console/theme-editor.tsx';
import { EventOverview } from '../../features/event/event-overview.tsx';
import { themeQueryOptions } from '../../features/event/queries.ts';
import { BoardTable } from '../../features/leaderboard/board-table.tsx';
import { useBoardView } from '../../features/leaderboard/use-board.ts';
import { routeTitles } from '../../layouts/route-titles.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { navWords } from '../../lib/i18n/nav-words.ts';

const words = i18n('themePage', {
  top: 'Top 5 attendees',
  button: 'A button',
  link: 'Links look like this',
});

/** The event's colours, with a live preview of the home screen and the leaderboard. */
export const Route = createFileRoute('/dashboard/theme')({ component: ThemePage });

function ThemePage() {
  const titles = useStore(routeTitles);
  return (
    <section aria-labelledby="theme-title">
      <h1 id="theme-title">{titles['/dashboard/theme']}</h1>
      <WithEvent>{(eventId) => <Theme key={eventId} eventId={eventId} />}</WithEvent>
    </section>
  );
}

function Theme({ eventId }: { eventId: string }) {
  const current = useSuspenseQuery(themeQueryOptions(eventId)).data;
  const top = useBoardView(eventId, 'all');
  const t = useStore(words);
  const nav = useStore(navWords);
  return (
    <ThemeEditor
      eventId={eventId}
      current={current}
      preview={
        <div className="shell preview-shell" inert>
          <header className="shell-header">
            <Brand />
            <span className="header-note">
              {nav.home} · {nav.leaderboard} · {nav.market}
            </span>
          </header>
          <main className="shell-main">
            <EventOverview eventId={eventId} />
            <BoardTable rows={top.rows?.slice(0, 5)} problem={top.problem} caption={t.top} />
            <p>
              <span className="button">{t.button}</span> <a href="#preview">{t.link}</a>
            </p>
          </main>
        </div>
      }
    />
  );
}
