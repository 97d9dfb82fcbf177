import { Link } from '@tanstack/react-router';
import { useNotifications } from './use-notifications.ts';
import './notifications.css';

/** The nav's link to the notifications, with the number not read yet. */
export const NotificationsLink = ({ userKey }: { userKey: string }) => {
  const unread = (useNotifications(userKey) ?? []).filter((notice) => notice.read !== true).length;
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
