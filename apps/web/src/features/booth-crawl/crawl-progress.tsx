import type { CrawlView } from '@engage/domain/booth-crawl';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { i18n } from '../../lib/i18n/i18n.ts';
import { navWords } from '../../lib/i18n/nav-words.ts';
import { crawlQueryOptions } from './queries.ts';
import './booth-crawl.css';

const SponsorNames = ({ label, names }: { label: string; names: readonly string[] }) => (
  <ul className="compact-list crawl-sponsors" aria-label={label}>
    {names.map((name) => (
      <li key={name}>{name}</li>
    ))}
  </ul>
);

const messages = i18n('crawlProgress', {
  none: 'There is no booth crawl at your event right now. Sponsors’ booths still pay points when you scan a representative’s code on the',
  screen: 'screen.',
  progress: params('Booth crawl: {count} of {sponsors} sponsors visited'),
  challenge: params(
    'Visit {sponsors} different sponsors’ booths for {points} points and the Booth crawler badge: scan a sponsor representative’s code on the',
  ),
  complete: params('Complete: you earned {points} points and the Booth crawler badge.'),
  badges: 'See your badges',
  visited: 'Visited',
  noneVisited: 'No sponsor yet.',
  visitedLabel: 'Sponsors visited',
  notVisited: 'Not visited yet',
  noneLeft: 'None left.',
  notVisitedLabel: 'Sponsors not visited yet',
});

/** How far the attendee's crawl has come, in words. */
const progressCount = (crawl: CrawlView): number => Math.min(crawl.visited.length, crawl.sponsors);

/**
 * The attendee's booth crawl: the challenge, how many sponsors they visited of how many, the
 * sponsors visited and those not yet by name, and, once complete, the points and the badge.
 */
export const CrawlProgress = ({ userKey }: { userKey: string }) => {
  const { data: crawl } = useSuspenseQuery(crawlQueryOptions(userKey));
  const t = useStore(messages);
  const connect = useStore(navWords).connect;
  if (!crawl.on && crawl.paid === null)
    return (
      <p>
        {t.none} <Link to="/connect">{connect}</Link> {t.screen}
      </p>
    );
  return (
    <>
      <p className="crawl-progress" role="status">
        {t.progress({ count: progressCount(crawl), sponsors: crawl.sponsors })}
      </p>
      {crawl.paid === null ? (
        <p>
          {t.challenge({ sponsors: crawl.sponsors, points: crawl.points })}{' '}
          <Link to="/connect">{connect}</Link> {t.screen}
        </p>
      ) : (
        <p className="notice">
          {t.complete({ points: crawl.paid })} <Link to="/badge">{t.badges}</Link>
        </p>
      )}
      <h2>{t.visited}</h2>
      {crawl.visited.length === 0 ? (
        <p>{t.noneVisited}</p>
      ) : (
        <SponsorNames label={t.visitedLabel} names={crawl.visited} />
      )}
      <h2>{t.notVisited}</h2>
      {crawl.notVisited.length === 0 ? (
        <p>{t.noneLeft}</p>
      ) : (
        <SponsorNames label={t.notVisitedLabel} names={crawl.notVisited} />
      )}
    </>
  );
};
