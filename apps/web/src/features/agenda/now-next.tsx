import { nowAndNext } from '@engage/domain/agenda';
import type { Session } from '@engage/domain/sessions';
import { useStore } from '@nanostores/react';
import { formatEventTime } from '../../lib/event-time.ts';
import { agendaWords } from './words.ts';

const Line = ({ session, timeZone }: { session: Session; timeZone: string | undefined }) => (
  <li>
    <strong>{session.title}</strong>{' '}
    <span className="hint">
      {formatEventTime(session.startsAt, timeZone, 'time')} · {session.room}
    </span>
  </li>
);

/** What is on now and what starts next, on the event's clock: the agenda's top and the home screen's. */
export const NowNext = ({
  sessions,
  timeZone,
  now,
}: {
  sessions: readonly Session[];
  timeZone: string | undefined;
  now: number;
}) => {
  const t = useStore(agendaWords);
  const { now: on, next } = nowAndNext(sessions, now);
  return (
    <div className="now-next">
      <h3>{t.now}</h3>
      {on.length === 0 ? (
        <p>{t.nothingNow}</p>
      ) : (
        <ul className="compact-list" aria-label={t.now}>
          {on.map((s) => (
            <Line key={s.id} session={s} timeZone={timeZone} />
          ))}
        </ul>
      )}
      <h3>{t.next}</h3>
      {next.length === 0 ? (
        <p>{t.nothingNext}</p>
      ) : (
        <ul className="compact-list" aria-label={t.next}>
          {next.map((s) => (
            <Line key={s.id} session={s} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </div>
  );
};
