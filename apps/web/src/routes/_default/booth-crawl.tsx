import { useStore } from '@nanostores/react';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenProblem } from '../../components/screen-status.tsx';
import { CrawlProgress } from '../../features/booth-crawl/crawl-progress.tsx';
import { crawlQueryOptions } from '../../features/booth-crawl/queries.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { requireMe } from '../../lib/session/guards.ts';

const words = i18n('boothCrawlPage', {
  title: 'Booth crawl',
  failed: 'Your booth crawl could not be loaded. Try again.',
});

// No pending screen of its own: the screen it is opened from stays until the crawl is read, and
// the route costs the first visit's JavaScript less (it ships with the entry, its component not).
export const Route = createFileRoute('/_default/booth-crawl')({
  beforeLoad: ({ context: { queryClient }, location }) => requireMe(queryClient, location.href),
  loader: ({ context: { queryClient, me } }) =>
    queryClient.ensureQueryData(crawlQueryOptions(me.key)),
  errorComponent: (props) => <ScreenProblem {...props} words={words} />,
  component: BoothCrawlPage,
});

function BoothCrawlPage() {
  const { me } = Route.useRouteContext();
  const t = useStore(words);
  return (
    <section aria-labelledby="crawl-title">
      <h1 id="crawl-title">{t.title}</h1>
      <CrawlProgress userKey={me.key} />
    </section>
  );
}
