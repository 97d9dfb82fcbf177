import { ANNOUNCEMENT_TEXT } from '@engage/domain/announcements';
import { type FormEvent, useState } from 'react';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import { formatEventTime } from '../../lib/event-time.ts';
import { useEventTimeZone } from '../../lib/event-time-zone.ts';
import { callAdminAnnounce } from '../../lib/firebase/calls.ts';
import { useEventRecord, useSentAnnouncements } from './use-console.ts';
import { FormFooter, useConsoleAction } from './use-console-action.tsx';

const attendees = (count: number) => `${count} attendee${count === 1 ? '' : 's'}`;

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
  const action = useConsoleAction(callAdminAnnounce, () => {
    setText('');
    return 'Announcement sent.';
  });
  const length = text.trim().length;
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // The question names how many it reaches, so it waits for the event's count.
    if (event === undefined || event === null) return;
    if (window.confirm(`Send to all ${attendees(event.registrants)}?`))
      action.mutate({ eventId, text });
  };
  return (
    <section aria-labelledby="announce-title">
      <h2 id="announce-title">Announcements</h2>
      <form onSubmit={onSubmit} className="form">
        <label htmlFor="announce-text">Message to every attendee</label>
        <textarea
          id="announce-text"
          name="text"
          rows={3}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby="announce-count"
        />
        <p id="announce-count" className="hint">
          {length} of {ANNOUNCEMENT_TEXT.max} characters. At most one a minute and ten an hour.
        </p>
        <FormFooter action={action} label="Send announcement" />
      </form>
      {sent === undefined ? (
        <ListSkeleton label="Loading the announcements" rows={2} />
      ) : sent.length === 0 ? (
        <p>No announcements sent yet.</p>
      ) : (
        <ol className="compact-list" aria-label="Sent announcements">
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
