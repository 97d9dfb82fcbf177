import { QR_REFRESH_LEAD_MS } from '@engage/domain/games';
import type { SessionCodeView } from '@engage/domain/session-checkin';
import type { SessionAttendance, SessionVisit } from '@engage/domain/store/session-checkins';
import type { StoredSession } from '@engage/domain/store/sessions';
import { type Query, queryOptions } from '@tanstack/react-query';
import { useMemberLiveQueryResult } from '../../lib/live-query.ts';

const live = () => import('../../lib/firebase/session-checkin.ts');
const calls = () => import('../../lib/firebase/calls.ts');

export const sessionCheckInKeys = {
  all: ['session-checkin'] as const,
  visits: (key: string) => [...sessionCheckInKeys.all, 'visits', key] as const,
  sessions: (eventId: string) => [...sessionCheckInKeys.all, 'sessions', eventId] as const,
  attendance: (eventId: string) => [...sessionCheckInKeys.all, 'attendance', eventId] as const,
  code: (eventId: string, sessionId: string) =>
    [...sessionCheckInKeys.all, 'code', eventId, sessionId] as const,
};

/** The attendee's check-ins and ratings, live (undefined while they load). */
export const useMyVisits = (key: string) =>
  useMemberLiveQueryResult<Readonly<Record<string, SessionVisit>>>(
    sessionCheckInKeys.visits(key),
    async (onChange, onError) => (await live()).watchMySessionVisits(key, onChange, onError),
  );

/** The event's sessions, live. */
export const useEventSessions = (eventId: string) =>
  useMemberLiveQueryResult<Readonly<Record<string, StoredSession>>>(
    sessionCheckInKeys.sessions(eventId),
    async (onChange, onError) => (await live()).watchEventSessions(eventId, onChange, onError),
  );

/** Every session's attendance and ratings, live: the organisers'. */
export const useEventAttendance = (eventId: string) =>
  useMemberLiveQueryResult<Readonly<Record<string, SessionAttendance>>>(
    sessionCheckInKeys.attendance(eventId),
    async (onChange, onError) => (await live()).watchEventAttendance(eventId, onChange, onError),
  );

/** How long a shown code stays good: until QR_REFRESH_LEAD_MS before it expires. */
const untilRefresh = (query: Query<SessionCodeView, Error, SessionCodeView, readonly unknown[]>) =>
  Math.max(0, (query.state.data?.expiresAt ?? 0) - QR_REFRESH_LEAD_MS - Date.now());

/**
 * A session's check-in code for the room's screen, renewed before it expires while the screen
 * stays open, as the Connect screen's own code is.
 */
export const sessionCodeQueryOptions = (eventId: string, sessionId: string) =>
  queryOptions({
    queryKey: sessionCheckInKeys.code(eventId, sessionId),
    queryFn: async () => (await calls()).callAdminSessionCode({ eventId, sessionId }),
    staleTime: untilRefresh,
    refetchInterval: (query) =>
      query.state.error === null ? Math.max(1_000, untilRefresh(query)) : 10_000,
    refetchIntervalInBackground: true,
  });
