import { sessionFromStored } from '@engage/domain/sessions';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import { formatEventTime } from '../../lib/event-time.ts';
import { useEventTimeZone } from '../../lib/event-time-zone.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { messageOf } from '../../lib/messages.ts';
import { useNow } from '../../lib/use-now.ts';
import { useEventSessions, useMyVisits } from './queries.ts';
import { RateForm } from './rate-form.tsx';
import './session-checkin.css';

const messages = i18n('mySessions', {
  intro:
    'Check in to a session by scanning the code on the room’s screen with Connect: each session pays once. Once it has ended, rate it here.',
  scan: 'Scan a session’s code',
  loading: 'Loading your sessions',
  none: 'No check-ins yet.',
  checkedIn: params('Checked in at {time}'),
  rated: params('You rated it {rating} out of 5. Thank you!'),
  rateLater: params('You can rate it once it ends, at {time}.'),
});

type Row = {
  readonly id: string;
  readonly title: string;
  readonly room: string;
  readonly endsAt: number;
  readonly at: number;
  readonly rating: number | undefined;
};

/** The sessions the attendee checked in to, latest first, each with its rating or the form. */
export const MySessions = ({ eventId, userKey }: { eventId: string; userKey: string }) => {
  const t = useStore(messages);
  const visits = useMyVisits(userKey);
  const sessions = useEventSessions(eventId);
  const zone = useEventTimeZone(eventId);
  const now = useNow(5_000);
  const failed = visits.error ?? sessions.error;
  if (failed) return <p role="alert">{messageOf(failed).text}</p>;
  if (visits.data === undefined || sessions.data === undefined)
    return <ListSkeleton label={t.loading} rows={2} />;
  const rows: Row[] = Object.entries(visits.data)
    .flatMap(([id, visit]) => {
      const stored = sessions.data[id];
      if (stored === undefined) return [];
      const session = sessionFromStored(id, stored);
      return [{ ...session, at: visit.at, rating: visit.rating }];
    })
    .sort((a, b) => b.at - a.at);
  return (
    <>
      <p>{t.intro}</p>
      <p>
        <Link to="/connect" className="button">
          {t.scan}
        </Link>
      </p>
      {rows.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul className="session-visits">
          {rows.map((row) => (
            <VisitCard key={row.id} row={row} zone={zone} now={now} />
          ))}
        </ul>
      )}
    </>
  );
};

const VisitCard = ({ row, zone, now }: { row: Row; zone: string | undefined; now: number }) => {
  const t = useStore(messages);
  const titleId = useId();
  return (
    <li className="card session-visit" aria-labelledby={titleId}>
      <h2 id={titleId}>{row.title}</h2>
      <p className="hint">
        {row.room} · {t.checkedIn({ time: formatEventTime(row.at, zone, 'time') })}
      </p>
      {row.rating !== undefined ? (
        <p>{t.rated({ rating: row.rating })}</p>
      ) : now < row.endsAt ? (
        <p>{t.rateLater({ time: formatEventTime(row.endsAt, zone, 'time') })}</p>
      ) : (
        <RateForm sessionId={row.id} />
      )}
    </li>
  );
};
