import type { Session } from '@engage/domain/sessions';
import { useStore } from '@nanostores/react';
import { formatEventTime } from '../../lib/event-time.ts';
import { agendaWords } from './words.ts';
import './agenda.css';

/**
 * A session of the programme: its time on the event's clock, room, track and speakers, its star
 * (a toggle button) when the attendee can star, and a warning when it overlaps another starred.
 */
export const SessionCard = ({
  session,
  timeZone,
  speakerNames,
  starred,
  clash,
  onStar,
}: {
  session: Session;
  timeZone: string | undefined;
  speakerNames: ReadonlyMap<string, string> | undefined;
  starred?: boolean | undefined;
  clash?: boolean | undefined;
  onStar?: ((starred: boolean) => void) | undefined;
}) => {
  const t = useStore(agendaWords);
  const names = session.speakerIds.map((id) => speakerNames?.get(id) ?? id);
  const minutes = Math.round((session.endsAt - session.startsAt) / 60_000);
  return (
    <article className={`card session-card${clash ? ' clash' : ''}`} aria-label={session.title}>
      <header className="session-head">
        <strong>{session.title}</strong>
        {onStar === undefined ? null : (
          <button
            type="button"
            className="star"
            aria-pressed={starred === true}
            aria-label={
              starred ? t.unstar({ title: session.title }) : t.star({ title: session.title })
            }
            onClick={() => onStar(!starred)}
          >
            {starred ? '★' : '☆'}
          </button>
        )}
      </header>
      <p className="hint">
        {formatEventTime(session.startsAt, timeZone, 'time')} · {t.minutes({ count: minutes })} ·{' '}
        {session.room} · {session.track}
        {session.capacity === null ? '' : ` · ${t.seats({ count: session.capacity })}`}
      </p>
      {names.length === 0 ? null : <p>{t.speakers({ names: names.join(', ') })}</p>}
      {session.description === '' ? null : <p className="session-about">{session.description}</p>}
      {clash ? (
        <p role="note" className="form-error">
          {t.overlap}
        </p>
      ) : null}
    </article>
  );
};
