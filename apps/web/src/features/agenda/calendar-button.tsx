import type { CalendarItem } from '@engage/domain/calendar';
import type { Session } from '@engage/domain/sessions';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { agendaWords } from './words.ts';

/**
 * The attendee's starred sessions and accepted meetings as a calendar file (.ics) their phone adds: built in this
 * browser with the `ics` package (domain calendar.ts, loaded on the first press), downloaded.
 */
export const CalendarButton = ({
  eventId,
  eventName,
  sessions,
  meetings,
}: {
  eventId: string;
  eventName: string;
  sessions: readonly Session[];
  meetings: readonly CalendarItem[];
}) => {
  const t = useStore(agendaWords);
  const [error, setError] = useState<string | null>(null);
  if (sessions.length === 0 && meetings.length === 0)
    return <p className="hint">{t.calendarHint}</p>;
  const download = async () => {
    const { calendarFile, sessionItem } = await import('@engage/domain/calendar');
    const file = calendarFile(
      [...sessions.map((s) => sessionItem(eventId, s)), ...meetings],
      eventName,
    );
    if (!file.ok) return setError(file.error);
    setError(null);
    const url = URL.createObjectURL(new Blob([file.value], { type: 'text/calendar' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${eventId}-agenda.ics`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <>
      <button type="button" onClick={() => void download()}>
        {t.calendar}
      </button>
      {error === null ? null : (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </>
  );
};
