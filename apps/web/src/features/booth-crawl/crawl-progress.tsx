import type { CrawlView } from '@engage/domain/booth-crawl';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { crawlQueryOptions } from './queries.ts';
import './booth-crawl.css';

const SponsorNames = ({ label, names }: { label: string; names: readonly string[] }) => (
  <ul className="compact-list crawl-sponsors" aria-label={label}>
    {names.map((name) => (
      <li key={name}>{name}</li>
    ))}
  </ul>
);

/** How far the attendee's crawl has come, in words. */
const progressText = (crawl: CrawlView): string => {
  const count = Math.min(crawl.visited.length, crawl.sponsors);
  return `Booth crawl: ${count} of ${crawl.sponsors} sponsors visited`;
};

/**
 * The attendee's booth crawl: the challenge, how many sponsors they visited of how many, the
 * sponsors visited and those not yet by name, and, once complete, the points and the badge.
 */
export const CrawlProgress = ({ userKey }: { userKey: string }) => {
  const { data: crawl } = useSuspenseQuery(crawlQueryOptions(userKey));
  if (!crawl.on && crawl.paid === null)
    return (
      <p>
        There is no booth crawl at your event right now. Sponsors’ booths still pay points when you
        scan a representative’s code on the <Link to="/connect">Connect</Link> screen.
      </p>
    );
  return (
    <>
      <p className="crawl-progress" role="status">
        {progressText(crawl)}
      </p>
      {crawl.paid === null ? (
        <p>
          Visit {crawl.sponsors} different sponsors’ booths for {crawl.points} points and the Booth
          crawler badge: scan a sponsor representative’s code on the{' '}
          <Link to="/connect">Connect</Link> screen.
        </p>
      ) : (
        <p className="notice">
          Complete: you earned {crawl.paid} points and the Booth crawler badge.{' '}
          <Link to="/badge">See your badges</Link>
        </p>
      )}
      <h2>Visited</h2>
      {crawl.visited.length === 0 ? (
        <p>No sponsor yet.</p>
      ) : (
        <SponsorNames label="Sponsors visited" names={crawl.visited} />
      )}
      <h2>Not visited yet</h2>
      {crawl.notVisited.length === 0 ? (
        <p>None left.</p>
      ) : (
        <SponsorNames label="Sponsors not visited yet" names={crawl.notVisited} />
      )}
    </>
  );
};
