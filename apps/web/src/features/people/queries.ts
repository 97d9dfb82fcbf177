import { queryOptions } from '@tanstack/react-query';
import type { SearchBy } from '../../lib/firebase/directory.ts';

const directory = () => import('../../lib/firebase/directory.ts');

export const peopleKeys = {
  all: ['people'] as const,
  search: (eventId: string, by: SearchBy, text: string) =>
    [...peopleKeys.all, 'search', eventId, by, text] as const,
  suggestions: (eventId: string, publicId: string) =>
    [...peopleKeys.all, 'suggestions', eventId, publicId] as const,
  listed: (key: string) => [...peopleKeys.all, 'listed', key] as const,
  setup: (eventId: string) => [...peopleKeys.all, 'setup', eventId] as const,
  pickLists: (eventId: string) => [...peopleKeys.all, 'pickLists', eventId] as const,
  meetings: (key: string) => [...peopleKeys.all, 'meetings', key] as const,
};

export const searchQueryOptions = (eventId: string, by: SearchBy, text: string) =>
  queryOptions({
    queryKey: peopleKeys.search(eventId, by, text),
    queryFn: async () => (await directory()).searchDirectory(eventId, by, text),
  });

export const suggestionsQueryOptions = (
  eventId: string,
  me: { readonly publicId: string; readonly department: string },
  interests: readonly string[],
) =>
  queryOptions({
    queryKey: [...peopleKeys.suggestions(eventId, me.publicId), ...interests],
    queryFn: async () => (await directory()).suggestPeople(eventId, me, interests),
  });

export const listedQueryOptions = (key: string) =>
  queryOptions({
    queryKey: peopleKeys.listed(key),
    queryFn: async () => (await (await directory()).readListed(key)) === true,
  });

export const setupQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: peopleKeys.setup(eventId),
    queryFn: async () => (await directory()).readMeetingSetup(eventId),
  });

export const interestsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: peopleKeys.pickLists(eventId),
    queryFn: async () => (await directory()).readInterests(eventId),
  });
