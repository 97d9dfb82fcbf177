import type { Session } from '@engage/domain/sessions';
import {
  queryOptions,
  type UseQueryResult,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLiveQuery, useMemberLiveQueryResult } from '../../lib/live-query.ts';

const programme = () => import('../../lib/firebase/programme.ts');

export const agendaKeys = {
  all: ['agenda'] as const,
  sessions: (eventId: string) => [...agendaKeys.all, 'sessions', eventId] as const,
  stars: (key: string) => [...agendaKeys.all, 'stars', key] as const,
  speakers: (eventId: string) => [...agendaKeys.all, 'speakers', eventId] as const,
};

/** The event's programme, live: its members, organisers and kiosks read it once signed in. */
export const useSessions = (eventId: string): UseQueryResult<Session[]> =>
  useMemberLiveQueryResult<Session[]>(agendaKeys.sessions(eventId), async (onChange, onError) =>
    (await programme()).watchSessions(eventId, onChange, onError),
  );

/** The sessions this attendee starred, live (undefined while it loads). */
export const useStars = (key: string | undefined): ReadonlySet<string> | undefined => {
  const ids = useLiveQuery<string[]>(
    agendaKeys.stars(key ?? ''),
    key === undefined
      ? undefined
      : async (onChange, onError) => (await programme()).watchStars(key, onChange, onError),
  );
  return ids === undefined ? undefined : new Set(ids);
};

/** Starring and unstarring: the listener brings the change back, so nothing is refetched. */
export const useStar = (key: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, starred }: { id: string; starred: boolean }) =>
      (await programme()).setStar(key, id, starred),
    onMutate: ({ id, starred }) =>
      queryClient.setQueryData<string[]>(agendaKeys.stars(key), (ids = []) =>
        starred ? [...new Set([...ids, id])] : ids.filter((other) => other !== id),
      ),
  });
};

/** The event's speakers' names by id (public), for the cards and the speaker filter. */
export const speakerNamesQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: agendaKeys.speakers(eventId),
    queryFn: async () =>
      new Map(
        (await (await import('../../lib/firebase/events.ts')).fetchSpeakers(eventId)).map(
          (speaker) => [speaker.id, speaker.name] as const,
        ),
      ),
    staleTime: 60_000,
  });

/** The time now, a minute at a time: "now" and "next" move on by themselves. */
export const useMinute = (): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
};
