import type { CalendarItem } from '@engage/domain/calendar';
import { useStore } from '@nanostores/react';
import { formatEventTime } from '../../lib/event-time.ts';
import { agendaWords } from './words.ts';
import './agenda.css';

/**
 * The attendee's accepted meetings in their schedule, beside the starred sessions: each marked
 * as a meeting, with the person, the time on the event's clock and the spot.
 */
export const ScheduledMeetings = ({
  meetings,
  timeZone,
}: {
  meetings: readonly CalendarItem[];
  timeZone: string | undefined;
}) => {
  const t = useStore(agendaWords);
  if (meetings.length === 0) return null;
  return (
    <section aria-labelledby="agenda-meetings-title">
      <h2 id="agenda-meetings-title">{t.meetingsTitle}</h2>
      {[...meetings]
        .sort((a, b) => a.start - b.start)
        .map((meeting) => (
          <article key={meeting.uid} className="card session-card" aria-label={meeting.title}>
            <header className="session-head">
              <strong>{meeting.title}</strong>
              <span className="meeting-mark">{t.meetingMark}</span>
            </header>
            <p className="hint">
              {formatEventTime(meeting.start, timeZone)} ·{' '}
              {t.minutes({ count: Math.round((meeting.end - meeting.start) / 60_000) })} ·{' '}
              {meeting.location}
            </p>
          </article>
        ))}
    </section>
  );
};
