import { createFileRoute } from '@tanstack/react-router';
import { ScreenProblem } from '../../components/screen-status.tsx';
import { CrawlProgress } from '../../features/booth-crawl/crawl-progress.tsx';
import { crawlQueryOptions } from '../../features/booth-crawl/queries.ts';
import { requireMe } from '../../lib/session/guards.ts';

// No pending screen of its own: the screen it is opened from stays until the crawl is read, and
// the route costs the first visit's JavaScript less (it ships with the entry, its component not).
export const Route = createFileRoute('/_default/booth-crawl')({
  beforeLoad: ({ context: { queryClient }, location }) => requireMe(queryClient, location.href),
  loader: ({ context: { queryClient, me } }) =>
    queryClient.ensureQueryData(crawlQueryOptions(me.key)),
  errorComponent: (props) => (
    <ScreenProblem
      {...props}
      title="Booth crawl"
      fallback="Your booth crawl could not be loaded. Try again."
    />
  ),
  component: BoothCrawlPage,
});

function BoothCrawlPage() {
  const { me } = Route.useRouteContext();
  return (
    <section aria-labelledby="crawl-title">
      <h1 id="crawl-title">Booth crawl</h1>
      <CrawlProgress userKey={me.key} />
    </section>
  );
}
