import { count } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { Link } from '@tanstack/react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { formatEventTime } from '../../lib/event-time.ts';
import { useEventTimeZone } from '../../lib/event-time-zone.ts';
import { announcementWords } from '../../lib/i18n/announcement-words.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useNoticeText } from '../../lib/i18n/notice-words.ts';
import { messageOf } from '../../lib/messages.ts';
import {
  useAnnouncements,
  useAnnouncementsSeen,
  useMarkAnnouncementsSeen,
} from './use-announcements.ts';
import { useMarkRead, useNotifications } from './use-notifications.ts';
import './notifications.css';

const messages = i18n('notificationList', {
  new: 'New:',
  markRead: 'Mark as read',
  loading: 'Loading your notifications…',
  none: 'No notifications yet. Points, requests and prizes will show up here.',
  allRead: 'All read.',
  unread: count({ one: '{count} unread.', many: '{count} unread.' }),
  markAll: 'Mark all as read',
  failed: 'Could not mark them as read. Try again.',
  label: 'Your notifications',
  openInbox: 'Open the conversation',
});
type Words = ReturnType<typeof messages.get>;

/** A line of the list: the attendee's own notification, or an announcement to the whole event. */
type Line = {
  readonly id: string;
  readonly text: string;
  readonly at: number;
  readonly read: boolean;
  readonly announcement: boolean;
  /** A new line in the inbox: the notification leads there. */
  readonly message?: boolean;
};

const Item = ({
  line,
  onRead,
  busy,
  zone,
  t,
  lead,
}: {
  line: Line;
  onRead: () => void;
  busy: boolean;
  zone: string | undefined;
  t: Words;
  lead: string;
}) => (
  <li className="notification" data-read={line.read}>
    <p className="notification-text">
      {line.read ? null : <span className="unread-dot">{t.new} </span>}
      {line.announcement ? <strong>{lead} </strong> : null}
      {line.text}
    </p>
    <time dateTime={new Date(line.at).toISOString()} className="hint">
      {formatEventTime(line.at, zone)}
    </time>
    {line.message === true ? (
      <Link to="/inbox" search={{}}>
        {t.openInbox}
      </Link>
    ) : null}
    {line.read ? null : (
      <button type="button" className="link-button" onClick={onRead} disabled={busy}>
        {t.markRead}
      </button>
    )}
  </li>
);

/**
 * The attendee's notifications and the event's announcements, newest first, with mark one or all
 * as read. An announcement is read once the attendee's seen stamp reaches it (use-announcements).
 */
export const NotificationList = ({ userKey, eventId }: { userKey: string; eventId?: string }) => {
  const notices = useNotifications(userKey);
  const announcements = useAnnouncements(eventId);
  const zone = useEventTimeZone(eventId);
  const seen = useAnnouncementsSeen(userKey);
  const markRead = useMarkRead(userKey);
  const markSeen = useMarkAnnouncementsSeen(userKey);
  const t = useStore(messages);
  const lead = useStore(announcementWords).lead;
  const told = useNoticeText();
  if (notices === undefined) return <p aria-busy="true">{t.loading}</p>;
  const lines: Line[] = [
    ...notices.map((notice) => ({
      id: notice.id,
      text: told(notice),
      at: notice.at,
      read: notice.read === true,
      announcement: false,
      message: notice.kind === 'message',
    })),
    // Announcements wait for the seen stamp, so none shows as new for a moment before it.
    ...(seen === undefined ? [] : (announcements ?? [])).map((announcement) => ({
      id: announcement.id,
      text: announcement.text,
      at: announcement.at,
      read: announcement.at <= (seen ?? Number.NEGATIVE_INFINITY),
      announcement: true,
    })),
  ].sort((a, b) => b.at - a.at || b.id.localeCompare(a.id));
  if (lines.length === 0) return <p>{t.none}</p>;
  const unread = lines.filter((line) => !line.read);
  const busy = markRead.isPending || markSeen.isPending;
  const read = (chosen: readonly Line[]) => {
    const own = chosen.filter((line) => !line.announcement).map((line) => line.id);
    if (own.length > 0) markRead.mutate(own);
    const newest = Math.max(...chosen.filter((line) => line.announcement).map((line) => line.at));
    if (Number.isFinite(newest)) markSeen.mutate(newest);
  };
  const failed = markRead.isError ? markRead.error : markSeen.isError ? markSeen.error : null;
  return (
    <>
      <p>
        {unread.length === 0 ? t.allRead : t.unread(unread.length)}{' '}
        {unread.length > 0 ? (
          <button type="button" onClick={() => read(unread)} disabled={busy}>
            {t.markAll}
          </button>
        ) : null}
      </p>
      <FormAlert message={failed === null ? null : messageOf(failed, t.failed)} />
      <ul className="notifications" aria-label={t.label}>
        {lines.map((line) => (
          <Item
            key={`${line.announcement ? 'a' : 'n'}-${line.id}`}
            line={line}
            busy={busy}
            zone={zone}
            t={t}
            lead={lead}
            onRead={() => read([line])}
          />
        ))}
      </ul>
    </>
  );
};
