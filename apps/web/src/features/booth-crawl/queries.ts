import { queryOptions } from '@tanstack/react-query';

const calls = () => import('../../lib/firebase/calls.ts');

const crawlKeys = {
  all: ['booth-crawl'] as const,
  mine: (key: string) => [...crawlKeys.all, key] as const,
};

/**
 * The attendee's booth crawl as the server sees it: the event's challenge, the sponsors visited
 * and those not yet. Fetched on every visit to the screen: a scan elsewhere changes it.
 */
export const crawlQueryOptions = (key: string) =>
  queryOptions({
    queryKey: crawlKeys.mine(key),
    queryFn: async () => (await calls()).callBoothCrawl({}),
    staleTime: 0,
  });
