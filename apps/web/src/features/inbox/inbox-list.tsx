import { useStore } from '@nanostores/react';
import { Link } from '@tanstack/react-router';
import { formatEventTime } from '../../lib/event-time.ts';
import { useEventTimeZone } from '../../lib/event-time-zone.ts';
import { useConversations } from './use-inbox.ts';
import { inboxWords } from './words.ts';
import './inbox.css';

/**
 * The attendee's conversations, newest first: who with, the newest line, when, and how many lines
 * came since they last read it. Each opens the conversation.
 */
export const InboxList = ({ userKey, eventId }: { userKey: string; eventId: string }) => {
  const rows = useConversations(userKey);
  const zone = useEventTimeZone(eventId);
  const t = useStore(inboxWords);
  if (rows === undefined) return <p aria-busy="true">{t.loading}</p>;
  if (rows.length === 0) return <p>{t.none}</p>;
  return (
    <ul className="inbox-list" aria-label={t.list}>
      {rows.map((row) => {
        const unread = row.unread ?? 0;
        return (
          <li key={row.id}>
            <Link
              to="/inbox"
              search={{ with: row.with }}
              className="inbox-row"
              data-unread={unread > 0}
            >
              <strong className="inbox-name">{row.withName}</strong>
              <time dateTime={new Date(row.at).toISOString()} className="hint">
                {formatEventTime(row.at, zone)}
              </time>
              <span className="inbox-last">
                {row.lastBy === row.with ? '' : `${t.you}: `}
                {row.last}
              </span>
              {unread > 0 ? (
                <span className="count-badge inbox-count">{t.unread(unread)}</span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
};
