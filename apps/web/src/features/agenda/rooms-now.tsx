import { nowInEachRoom } from '@engage/domain/agenda';
import type { Session } from '@engage/domain/sessions';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatEventTime } from '../../lib/event-time.ts';
import { useEventTimeZone } from '../../lib/event-time-zone.ts';
import { useMinute, useSessions } from './queries.ts';
import { agendaHomeWords } from './words.ts';
import './agenda.css';

/** How long the projector shows the boards before a turn of "now in each room", and that turn. */
const BOARDS_MS = 45_000;
const ROOMS_MS = 15_000;

/**
 * Whether the projector shows "now in each room" now: a turn of ROOMS_MS after every BOARDS_MS
 * of boards, only while the event has a programme.
 */
export const useRoomsTurn = (eventId: string): readonly Session[] | null => {
  const sessions = useSessions(eventId).data;
  const [rooms, setRooms] = useState(false);
  const has = sessions !== undefined && sessions.length > 0;
  useEffect(() => {
    if (!has) return;
    const timer = setTimeout(() => setRooms((shown) => !shown), rooms ? ROOMS_MS : BOARDS_MS);
    return () => clearTimeout(timer);
  }, [has, rooms]);
  return has && rooms ? sessions : null;
};

/** The projector's "now in each room": each room's session now (until when), else its next. */
export const RoomsNow = ({
  eventId,
  eventName,
  sessions,
}: {
  eventId: string;
  eventName: string | undefined;
  sessions: readonly Session[];
}) => {
  const t = useStore(agendaHomeWords);
  const timeZone = useEventTimeZone(eventId);
  const now = useMinute();
  const time = (at: number) => formatEventTime(at, timeZone, 'time');
  return (
    <div className="kiosk">
      <header className="kiosk-header">
        <div className="kiosk-titles">
          <p className="kiosk-event">{eventName ?? eventId}</p>
          <h1 id="kiosk-title">{t.roomsTitle}</h1>
        </div>
      </header>
      <ul className="kiosk-rooms" aria-labelledby="kiosk-title">
        {nowInEachRoom(sessions, now).map(({ room, now: on, next }) => (
          <li key={room}>
            <strong>{room}</strong>
            <span>
              {on !== null
                ? `${on.title} · ${t.until({ time: time(on.endsAt) })}`
                : next !== null
                  ? `${next.title} · ${t.from({ time: time(next.startsAt) })}`
                  : t.free}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
};
