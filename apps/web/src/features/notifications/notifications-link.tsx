import type { ListedAnnouncement } from '@engage/domain/announcements';
import { skipToken, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { NotificationsLabel } from '../../components/notifications-label.tsx';
import { UnreadCount } from '../../components/unread-count.tsx';
import { notificationKeys } from './queries.ts';
import { useNotifications } from './use-notifications.ts';
import './notifications.css';

/**
 * The event's announcements the attendee has not seen, counted from the cache: the banner's
 * listeners (loaded once signed in, outside the entry's JavaScript) keep both lists there, so
 * the nav counts them without listening itself.
 */
const useUnseenCount = (key: string, eventId: string | undefined): number => {
  const list = useQuery<ListedAnnouncement[]>({
    queryKey: notificationKeys.announcements(eventId ?? ''),
    queryFn: skipToken,
  }).data;
  const seen = useQuery<number | null>({
    queryKey: notificationKeys.announcementsSeen(key),
    queryFn: skipToken,
  }).data;
  if (list === undefined || seen === undefined) return 0;
  return list.filter((announcement) => seen === null || announcement.at > seen).length;
};

/** The nav's link to the notifications, with the number not read yet (announcements too). */
export const NotificationsLink = ({ userKey, eventId }: { userKey: string; eventId?: string }) => {
  const unread =
    (useNotifications(userKey) ?? []).filter((notice) => notice.read !== true).length +
    useUnseenCount(userKey, eventId);
  return (
    <Link to="/notifications" className="notifications-link">
      <NotificationsLabel />
      <UnreadCount count={unread} />
    </Link>
  );
};
