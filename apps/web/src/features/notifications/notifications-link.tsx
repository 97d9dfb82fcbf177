import { Link } from '@tanstack/react-router';
import { useUnseenAnnouncements } from './use-announcements.ts';
import { useNotifications } from './use-notifications.ts';
import './notifications.css';

/** The nav's link to the notifications, with the number not read yet (announcements too). */
export const NotificationsLink = ({ userKey, eventId }: { userKey: string; eventId?: string }) => {
  const unread =
    (useNotifications(userKey) ?? []).filter((notice) => notice.read !== true).length +
    useUnseenAnnouncements(userKey, eventId).length;
  return (
    <Link to="/notifications" className="notifications-link">
      Notifications
      {unread > 0 ? (
        <span className="count-badge">
          {' '}
          {unread}
          <span className="visually-hidden"> unread</span>
        </span>
      ) : null}
    </Link>
  );
};
