import { type QueryClient, queryOptions } from '@tanstack/react-query';

/** The database SDK loads with the first query that needs it, not with the first paint. */
const events = () => import('../../lib/firebase/events.ts');

export const eventKeys = {
  all: ['events'] as const,
  detail: (eventId: string) => [...eventKeys.all, eventId] as const,
  theme: (eventId: string) => [...eventKeys.detail(eventId), 'theme'] as const,
  speakers: (eventId: string) => [...eventKeys.detail(eventId), 'speakers'] as const,
  sponsors: (eventId: string) => [...eventKeys.detail(eventId), 'sponsors'] as const,
};

export const eventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.detail(eventId),
    queryFn: async () => (await events()).fetchEvent(eventId),
  });

export const themeQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.theme(eventId),
    queryFn: async () => (await events()).fetchTheme(eventId),
    staleTime: 5 * 60_000,
  });

export const speakersQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.speakers(eventId),
    queryFn: async () => (await events()).fetchSpeakers(eventId),
  });

export const sponsorsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.sponsors(eventId),
    queryFn: async () => (await events()).fetchSponsors(eventId),
  });

/** What the event screens need before they render: the event, its speakers and its sponsors. */
export const ensureEventPage = async (
  queryClient: QueryClient,
  eventId: string | undefined,
): Promise<void> => {
  if (eventId === undefined) return;
  await Promise.all([
    queryClient.ensureQueryData(eventQueryOptions(eventId)),
    queryClient.ensureQueryData(speakersQueryOptions(eventId)),
    queryClient.ensureQueryData(sponsorsQueryOptions(eventId)),
  ]);
};
