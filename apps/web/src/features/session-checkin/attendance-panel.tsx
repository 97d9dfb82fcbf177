import { attendanceRows, ratingSummary } from '@engage/domain/session-feedback';
import { sessionsFromStored } from '@engage/domain/sessions';
import type { SessionAttendance } from '@engage/domain/store/session-checkins';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import { csvBlob, csvStream, download } from '../../lib/csv.ts';
import { formatEventTime } from '../../lib/event-time.ts';
import { useEventTimeZone } from '../../lib/event-time-zone.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useFormat } from '../../lib/i18n/format.ts';
import { messageOf } from '../../lib/messages.ts';
import { ATTENDANCE_CSV_HEADER, attendanceCsvRows } from './attendance-csv.ts';
import { useEventAttendance, useEventSessions } from './queries.ts';
import { SessionCode } from './session-code.tsx';
import './session-checkin.css';

const messages = i18n('attendancePanel', {
  loading: 'Loading the sessions',
  none: 'This event has no sessions yet: add them under Sessions.',
  session: 'Session',
  choose: 'Choose a session',
  checkIns: params('{count} checked in'),
  noRatings: 'No ratings yet.',
  ratings: params('Rated {average} out of 5 by {count}'),
  comments: 'Comments',
  csv: 'Download the attendance as CSV',
  saved: params('{file}: {count} rows.'),
});

/**
 * The event's sessions for the organisers: pick one to show its rotating check-in code (for the
 * room's screen), its attendance live, its ratings and comments, and the attendance as a CSV.
 */
export const AttendancePanel = ({ eventId }: { eventId: string }) => {
  const t = useStore(messages);
  const sessions = useEventSessions(eventId);
  const attendance = useEventAttendance(eventId);
  const [chosen, setChosen] = useState('');
  const pickId = useId();
  const failed = sessions.error ?? attendance.error;
  if (failed) return <p role="alert">{messageOf(failed).text}</p>;
  if (sessions.data === undefined || attendance.data === undefined)
    return <ListSkeleton label={t.loading} rows={2} />;
  const programme = sessionsFromStored(sessions.data);
  if (programme.length === 0) return <p>{t.none}</p>;
  const session = programme.find((item) => item.id === chosen);
  return (
    <>
      <p className="session-pick">
        <label htmlFor={pickId}>{t.session}</label>
        <select id={pickId} value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">{t.choose}</option>
          {programme.map((item) => (
            <option key={item.id} value={item.id}>
              {item.title} ({item.room})
            </option>
          ))}
        </select>
      </p>
      {session === undefined ? null : (
        <SessionAttendanceView
          key={session.id}
          eventId={eventId}
          sessionId={session.id}
          title={session.title}
          attendance={attendance.data[session.id] ?? null}
        />
      )}
    </>
  );
};

const SessionAttendanceView = ({
  eventId,
  sessionId,
  title,
  attendance,
}: {
  eventId: string;
  sessionId: string;
  title: string;
  attendance: SessionAttendance | null;
}) => {
  const t = useStore(messages);
  const format = useFormat();
  const zone = useEventTimeZone(eventId);
  const [status, setStatus] = useState<string | null>(null);
  const rows = attendanceRows(attendance);
  const { count, average } = ratingSummary(attendance);
  const comments = rows.filter((row) => row.comment !== '');
  const save = async () => {
    async function* batches() {
      yield attendanceCsvRows(rows, zone);
    }
    const file = `${eventId}-${sessionId}-attendance.csv`;
    download(await csvBlob(csvStream(ATTENDANCE_CSV_HEADER, batches())), file);
    setStatus(t.saved({ file, count: rows.length }));
  };
  return (
    <section aria-labelledby="attendance-title">
      <h2 id="attendance-title">{title}</h2>
      <SessionCode eventId={eventId} sessionId={sessionId} />
      <p role="status" className="session-count" data-testid="session-count">
        {t.checkIns({ count: format.number(attendance?.checkIns ?? 0) })}
      </p>
      <p data-testid="session-ratings">
        {average === null
          ? t.noRatings
          : t.ratings({ average: format.number(Math.round(average * 10) / 10), count })}
      </p>
      {comments.length === 0 ? null : (
        <>
          <h3>{t.comments}</h3>
          <ul>
            {comments.map((row) => (
              <li key={`${row.name}-${row.at}`}>
                “{row.comment}” ({row.rating}/5, {row.name}, {formatEventTime(row.at, zone, 'time')}
                )
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <button type="button" onClick={() => void save()} disabled={rows.length === 0}>
          {t.csv}
        </button>{' '}
        {status === null ? null : <span role="status">{status}</span>}
      </p>
    </section>
  );
};
