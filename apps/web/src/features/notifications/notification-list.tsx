import { FormAlert } from '../../components/form-alert.tsx';
import type { Notice } from '../../lib/firebase/notifications.ts';
import { messageOf } from '../../lib/messages.ts';
import { useMarkRead, useNotifications } from './use-notifications.ts';
import './notifications.css';

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const Item = ({ notice, onRead, busy }: { notice: Notice; onRead: () => void; busy: boolean }) => (
  <li className="notification" data-read={notice.read === true}>
    <p className="notification-text">
      {notice.read === true ? null : <span className="unread-dot">New: </span>}
      {notice.text}
    </p>
    <time dateTime={new Date(notice.at).toISOString()} className="hint">
      {timeFormat.format(notice.at)}
    </time>
    {notice.read === true ? null : (
      <button type="button" className="link-button" onClick={onRead} disabled={busy}>
        Mark as read
      </button>
    )}
  </li>
);

/** The attendee's notifications, newest first, with mark one or all as read. */
export const NotificationList = ({ userKey }: { userKey: string }) => {
  const notices = useNotifications(userKey);
  const markRead = useMarkRead(userKey);
  if (notices === undefined) return <p aria-busy="true">Loading your notifications…</p>;
  if (notices.length === 0)
    return <p>No notifications yet. Points, requests and prizes will show up here.</p>;
  const unread = notices.filter((notice) => notice.read !== true);
  return (
    <>
      <p>
        {unread.length === 0 ? 'All read.' : `${unread.length} unread.`}{' '}
        {unread.length > 0 ? (
          <button
            type="button"
            onClick={() => markRead.mutate(unread.map((notice) => notice.id))}
            disabled={markRead.isPending}
          >
            Mark all as read
          </button>
        ) : null}
      </p>
      <FormAlert
        message={
          markRead.isError
            ? messageOf(markRead.error, 'Could not mark them as read. Try again.')
            : null
        }
      />
      <ul className="notifications" aria-label="Your notifications">
        {notices.map((notice) => (
          <Item
            key={notice.id}
            notice={notice}
            busy={markRead.isPending}
            onRead={() => markRead.mutate([notice.id])}
          />
        ))}
      </ul>
    </>
  );
};
