import { nowAndNext } from '@engage/domain/agenda';
import type { Session } from '@engage/domain/sessions';
import { useStore } from '@nanostores/react';
import { Fragment } from 'react';
import { formatEventTime } from '../../lib/event-time.ts';
import { agendaWords } from './words.ts';

const Line = ({ session, timeZone }: { session: Session; timeZone: string | undefined }) => (
  <li>
    <strong className="session-title">{session.title}</strong>{' '}
    <span className="hint">
      {formatEventTime(session.startsAt, timeZone, 'time')} ·{' '}
      <span className="session-room">{session.room}</span>
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
  const parts = [
    { title: t.now, sessions: on, none: t.nothingNow },
    { title: t.next, sessions: next, none: t.nothingNext },
  ];
  return (
    <div className="now-next">
      {parts.map((part) => (
        <Fragment key={part.title}>
          <h3>{part.title}</h3>
          {part.sessions.length === 0 ? (
            <p>{part.none}</p>
          ) : (
            <ul className="compact-list" aria-label={part.title}>
              {part.sessions.map((s) => (
                <Line key={s.id} session={s} timeZone={timeZone} />
              ))}
            </ul>
          )}
        </Fragment>
      ))}
    </div>
  );
};
