import { ANNOUNCEMENT_TEXT } from '@engage/domain/announcements';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import { formatEventTime } from '../../lib/event-time.ts';
import { useEventTimeZone } from '../../lib/event-time-zone.ts';
import { callAdminAnnounce } from '../../lib/firebase/calls.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useEventRecord, useSentAnnouncements } from './use-console.ts';
import { FormFooter, useConsoleAction } from './use-console-action.tsx';

const words = i18n('announcePanel', {
  sent: 'Announcement sent.',
  confirmOne: 'Send to all 1 attendee?',
  confirmMany: params('Send to all {count} attendees?'),
  title: 'Announcements',
  message: 'Message to every attendee',
  count: params('{length} of {max} characters. At most one a minute and ten an hour.'),
  send: 'Send announcement',
  loading: 'Loading the announcements',
  none: 'No announcements sent yet.',
  list: 'Sent announcements',
});

/**
 * An announcement to every attendee of the event: written here, confirmed ("Send to all N
 * attendees?"), and sent through the server, which stores it once for the event, limits the rate
 * and records it in the audit log. Attendees see it as a banner and in their notifications, the
 * projector as a ticker. The sent ones are listed below, newest first.
 */
export const AnnouncePanel = ({ eventId }: { eventId: string }) => {
  const event = useEventRecord(eventId);
  const sent = useSentAnnouncements(eventId);
  const zone = useEventTimeZone(eventId);
  const [text, setText] = useState('');
  const t = useStore(words);
  const action = useConsoleAction(callAdminAnnounce, () => {
    setText('');
    return words.get().sent;
  });
  const length = text.trim().length;
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // The question names how many it reaches, so it waits for the event's count.
    if (event === undefined || event === null) return;
    const count = event.registrants;
    if (window.confirm(count === 1 ? t.confirmOne : t.confirmMany({ count })))
      action.mutate({ eventId, text });
  };
  return (
    <section aria-labelledby="announce-title">
      <h2 id="announce-title">{t.title}</h2>
      <form onSubmit={onSubmit} className="form">
        <label htmlFor="announce-text">{t.message}</label>
        <textarea
          id="announce-text"
          name="text"
          rows={3}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby="announce-count"
        />
        <p id="announce-count" className="hint">
          {t.count({ length, max: ANNOUNCEMENT_TEXT.max })}
        </p>
        <FormFooter action={action} label={t.send} />
      </form>
      {sent === undefined ? (
        <ListSkeleton label={t.loading} rows={2} />
      ) : sent.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ol className="compact-list" aria-label={t.list}>
          {sent.map((announcement) => (
            <li key={announcement.id}>
              <time dateTime={new Date(announcement.at).toISOString()} className="hint">
                {formatEventTime(announcement.at, zone)}
              </time>{' '}
              {announcement.text}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};
