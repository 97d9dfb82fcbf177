import { queryOptions } from '@tanstack/react-query';

const inbox = () => import('../../lib/firebase/inbox.ts');

export const inboxKeys = {
  all: ['inbox'] as const,
  list: (key: string) => [...inboxKeys.all, 'list', key] as const,
  conversation: (eventId: string, id: string) =>
    [...inboxKeys.all, 'conversation', eventId, id] as const,
  listedName: (eventId: string, publicId: string) =>
    [...inboxKeys.all, 'listed-name', eventId, publicId] as const,
};

/** The name the event's directory lists a person under (null when they are not listed). */
export const listedNameQueryOptions = (eventId: string, publicId: string) =>
  queryOptions({
    queryKey: inboxKeys.listedName(eventId, publicId),
    queryFn: async () => (await inbox()).readListedName(eventId, publicId),
  });
