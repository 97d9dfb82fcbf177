import { useStore } from '@nanostores/react';
import { Link } from '@tanstack/react-router';
import { useEventTimeZone } from '../../lib/event-time-zone.ts';
import { NowNext } from './now-next.tsx';
import { useMinute, useSessions } from './queries.ts';
import { agendaHomeWords } from './words.ts';

/** The home screen's look at the programme: what is on now and next, and the way to the agenda. */
export const AgendaHome = ({ eventId }: { eventId: string }) => {
  const t = useStore(agendaHomeWords);
  const sessions = useSessions(eventId).data;
  const timeZone = useEventTimeZone(eventId);
  const now = useMinute();
  if (sessions === undefined || sessions.length === 0) return null;
  return (
    <section aria-labelledby="agenda-home-title" className="card">
      <h2 id="agenda-home-title">{t.title}</h2>
      <NowNext sessions={sessions} timeZone={timeZone} now={now} />
      <Link to="/agenda">{t.open}</Link>
    </section>
  );
};
