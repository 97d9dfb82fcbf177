import type { Session } from '@engage/domain/sessions';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import { formatEventTime } from '../../lib/event-time.ts';
import { useEventTimeZone } from '../../lib/event-time-zone.ts';
import { callAdminDeleteSession } from '../../lib/firebase/calls.ts';
import { useLiveQuery } from '../../lib/live-query.ts';
import { AgendaImportPanel } from './agenda-import-panel.tsx';
import { agendaConsoleWords } from './agenda-words.ts';
import { consoleKeys } from './queries.ts';
import { SessionForm } from './session-form.tsx';
import { useContent } from './use-console.ts';
import { Notice, useConsoleAction } from './use-console-action.tsx';

const useSessions = (eventId: string): Session[] | undefined =>
  useLiveQuery(consoleKeys.sessions(eventId), async (onChange) =>
    (await import('../../lib/firebase/programme.ts')).watchSessions(eventId, onChange),
  );

/**
 * The event's programme: its sessions listed live with their times on the event's clock, added,
 * edited and deleted through the server (each in the audit log), and imported from a CSV.
 */
export const AgendaPanel = ({ eventId }: { eventId: string }) => {
  const t = useStore(agendaConsoleWords);
  const sessions = useSessions(eventId);
  const content = useContent('speaker', eventId);
  const timeZone = useEventTimeZone(eventId);
  const [editing, setEditing] = useState<Session | 'new' | null>(null);
  const remove = useConsoleAction(callAdminDeleteSession, () => t.removed);
  if (sessions === undefined || content === undefined)
    return <ListSkeleton label={t.loading} rows={4} />;
  const speakers = content.map((item) => ({ id: item.id, name: String(item.name ?? item.id) }));
  return (
    <>
      <section aria-labelledby="agenda-sessions-title">
        <h2 id="agenda-sessions-title">{t.sessions}</h2>
        <Notice text={remove.notice} />
        {editing === null ? (
          <button type="button" onClick={() => setEditing('new')}>
            {t.add}
          </button>
        ) : (
          <SessionForm
            key={editing === 'new' ? 'new' : editing.id}
            eventId={eventId}
            timeZone={timeZone}
            speakers={speakers}
            session={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
        {sessions.length === 0 ? <p>{t.none}</p> : null}
        <ul className="compact-list" aria-label={t.sessions}>
          {sessions.map((session) => (
            <li key={session.id}>
              <strong>{session.title}</strong>{' '}
              <span className="hint">
                {formatEventTime(session.startsAt, timeZone)} · {session.room} · {session.track}
              </span>{' '}
              <button type="button" className="secondary" onClick={() => setEditing(session)}>
                {t.edit}
              </button>{' '}
              <button
                type="button"
                className="secondary"
                disabled={remove.pending}
                onClick={() => {
                  if (window.confirm(t.confirmRemove({ title: session.title })))
                    remove.mutate({ eventId, id: session.id });
                }}
              >
                {t.remove}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <AgendaImportPanel eventId={eventId} timeZone={timeZone} speakers={speakers} />
    </>
  );
};
