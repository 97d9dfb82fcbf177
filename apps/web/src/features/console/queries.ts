import type { SearchRange } from '@engage/domain/people';
import { queryOptions } from '@tanstack/react-query';
import type { PageCursor } from '../../lib/firebase/console-people.ts';

/** The Firebase modules load with the console's first query, not with the app. */
export const consoleData = () => import('../../lib/firebase/console-data.ts');
export const consolePeople = () => import('../../lib/firebase/console-people.ts');
export const consoleDesk = () => import('../../lib/firebase/console-desk.ts');

export const consoleKeys = {
  all: ['console'] as const,
  events: (claim: string) => [...consoleKeys.all, 'events', claim] as const,
  event: (eventId: string) => [...consoleKeys.all, 'event', eventId] as const,
  companies: (claim: string) => [...consoleKeys.all, 'companies', claim] as const,
  content: (kind: string, eventId: string) =>
    [...consoleKeys.all, 'content', kind, eventId] as const,
  people: (eventId: string) => [...consoleKeys.all, 'people', eventId] as const,
  peoplePage: (eventId: string, range: SearchRange, cursor: PageCursor | undefined) =>
    [...consoleKeys.people(eventId), range.field, range.start, cursor?.key ?? ''] as const,
  person: (key: string, eventId = '') => [...consoleKeys.all, 'person', key, eventId] as const,
  personName: (key: string) => [...consoleKeys.all, 'person-name', key] as const,
  rights: (uid: string) => [...consoleKeys.all, 'rights', uid] as const,
  ledger: (key: string, eventId = '') => [...consoleKeys.all, 'ledger', key, eventId] as const,
  balance: (key: string) => [...consoleKeys.all, 'balance', key] as const,
  purchases: (eventId: string, state: string, limit: number) =>
    [...consoleKeys.all, 'purchases', eventId, state, limit] as const,
  activity: (eventId: string, since: number) =>
    [...consoleKeys.all, 'activity', eventId, since] as const,
  reps: (eventId: string) => [...consoleKeys.all, 'reps', eventId] as const,
  leads: (eventId: string) => [...consoleKeys.all, 'leads', eventId] as const,
  seats: (customerId: string, events: readonly string[]) =>
    [...consoleKeys.all, 'seats', customerId, ...events] as const,
  applications: (customerId: string) => [...consoleKeys.all, 'applications', customerId] as const,
  audit: (scope: string, action: string, limit: number) =>
    [...consoleKeys.all, 'audit', scope, action, limit] as const,
  rings: (eventId: string) => [...consoleKeys.all, 'rings', eventId] as const,
  trivia: (eventId: string) => [...consoleKeys.all, 'trivia', eventId] as const,
  announcements: (eventId: string) => [...consoleKeys.all, 'announcements', eventId] as const,
  kiosks: (eventId: string) => [...consoleKeys.all, 'kiosks', eventId] as const,
  boothCrawl: (eventId: string) => [...consoleKeys.all, 'boothCrawl', eventId] as const,
  pickLists: (eventId: string) => [...consoleKeys.all, 'pickLists', eventId] as const,
  meetingSetup: (eventId: string) => [...consoleKeys.all, 'meetingSetup', eventId] as const,
  bingoSquares: (eventId: string) => [...consoleKeys.all, 'bingoSquares', eventId] as const,
  quizRound: (eventId: string) => [...consoleKeys.all, 'quizRound', eventId] as const,
  sessions: (eventId: string) => [...consoleKeys.all, 'sessions', eventId] as const,
};

/** The events the organiser runs (every event for `*`). */
export const eventsQueryOptions = (
  claim: string,
  scope: { readonly all: boolean; readonly events: readonly string[] },
) =>
  queryOptions({
    queryKey: consoleKeys.events(claim),
    queryFn: async () => (await consoleData()).fetchEventRecords(scope),
  });

/** One page of an event's people, from the server's index (25 rows and a cursor). */
export const peoplePageQueryOptions = (
  eventId: string,
  range: SearchRange,
  cursor: PageCursor | undefined,
) =>
  queryOptions({
    queryKey: consoleKeys.peoplePage(eventId, range, cursor),
    queryFn: async () => (await consolePeople()).fetchPeoplePage(eventId, range, cursor, 25),
  });

/** One page of every event's people (an organiser of every event), 25 rows and a cursor. */
export const everyonePageQueryOptions = (range: SearchRange, cursor: PageCursor | undefined) =>
  queryOptions({
    queryKey: [...consoleKeys.all, 'everyone', range.field, range.start, cursor?.key ?? ''],
    queryFn: async () => (await consolePeople()).fetchEveryonePage(range, cursor, 25),
  });

/**
 * A person's name, read once, for the audit log's "About" (a refused read is the query's error),
 * in the instance of `eventId` when the log is that event's.
 */
export const personNameQueryOptions = (key: string, eventId?: string) =>
  queryOptions({
    queryKey: consoleKeys.personName(key),
    queryFn: async () => (await consolePeople()).fetchPersonName(key, eventId),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The event's suspected rings, worked out by the server when asked (adminRingReport): kept a
 * minute, so the overview and a person's page share one answer; "Check again" asks anew.
 */
export const ringsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: consoleKeys.rings(eventId),
    queryFn: async () =>
      (await import('../../lib/firebase/calls.ts')).callAdminRingReport({ eventId }),
    staleTime: 60_000,
  });
