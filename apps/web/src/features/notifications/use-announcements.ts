import { type ListedAnnouncement, unseenAnnouncements } from '@engage/domain/announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLiveQuery, useMemberLiveQueryResult } from '../../lib/live-query.ts';
import { notificationKeys } from './queries.ts';

const announcements = () => import('../../lib/firebase/announcements.ts');

/** The event's newest announcements, newest first, live (the rules let its members listen). */
export const useAnnouncements = (eventId: string | undefined): ListedAnnouncement[] | undefined =>
  useMemberLiveQueryResult<ListedAnnouncement[]>(
    notificationKeys.announcements(eventId ?? ''),
    eventId === undefined || eventId === ''
      ? undefined
      : async (onChange, onError) =>
          (await announcements()).watchAnnouncements(eventId, onChange, onError),
  ).data;

/** The time of the newest announcement the attendee has seen: null for none, live. */
export const useAnnouncementsSeen = (key: string | undefined): number | null | undefined =>
  useLiveQuery(
    notificationKeys.announcementsSeen(key ?? ''),
    key === undefined
      ? undefined
      : async (onChange) => (await announcements()).watchAnnouncementsSeen(key, onChange),
  );

/**
 * The announcements the attendee has not seen yet, newest first; empty while either list loads,
 * so nothing flashes as unread before the seen stamp arrives.
 */
export const useUnseenAnnouncements = (
  key: string | undefined,
  eventId: string | undefined,
): ListedAnnouncement[] => {
  const list = useAnnouncements(eventId);
  const seen = useAnnouncementsSeen(key);
  return list === undefined || seen === undefined ? [] : unseenAnnouncements(list, seen);
};

/**
 * Marks announcements seen up to one's time (never back: an older one marked keeps the newer
 * seen stamp). The cache follows at once, so the banner goes without waiting for the database.
 */
export const useMarkAnnouncementsSeen = (key: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (at: number) => {
      const seenKey = notificationKeys.announcementsSeen(key);
      const seen = queryClient.getQueryData<number | null>(seenKey) ?? null;
      if (seen !== null && seen >= at) return;
      queryClient.setQueryData(seenKey, at);
      await (await announcements()).markAnnouncementsSeen(key, at);
    },
  });
};
