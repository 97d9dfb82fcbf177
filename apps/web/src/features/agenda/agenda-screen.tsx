import { agendaChoices, byDayAndTrack, filterSessions, overlapping } from '@engage/domain/agenda';
import { meetingItems } from '@engage/domain/meeting-check-in';
import type { MyMeeting } from '@engage/domain/store/people';
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import { formatEventDay } from '../../lib/event-time.ts';
import { useEventTimeZone } from '../../lib/event-time-zone.ts';
import { CalendarButton } from './calendar-button.tsx';
import { NowNext } from './now-next.tsx';
import { speakerNamesQueryOptions, useMinute, useSessions, useStar, useStars } from './queries.ts';
import { ScheduledMeetings } from './scheduled-meetings.tsx';
import { SessionCard } from './session-card.tsx';
import { agendaWords } from './words.ts';

const Choice = ({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) => {
  const t = useStore(agendaWords);
  return (
    <label>
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t.every}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  );
};

/**
 * The event's agenda: now and next at the top, filters by track and room (and the attendee's own
 * schedule, with their accepted meetings), then the programme by day and track. The attendee
 * stars sessions; overlaps among the starred are shown, and the starred and the accepted meetings
 * go into a calendar file. The meetings come from the route, which reads them.
 */
export const AgendaScreen = ({
  eventId,
  eventName,
  attendeeKey,
  speaker,
  meetings,
}: {
  eventId: string;
  eventName: string;
  attendeeKey: string;
  speaker: string | undefined;
  meetings: readonly (MyMeeting & { readonly id: string })[];
}) => {
  const t = useStore(agendaWords);
  const sessions = useSessions(eventId);
  const names = useQuery(speakerNamesQueryOptions(eventId)).data;
  const stars = useStars(attendeeKey);
  const star = useStar(attendeeKey);
  const timeZone = useEventTimeZone(eventId);
  const now = useMinute();
  const [track, setTrack] = useState('');
  const [room, setRoom] = useState('');
  const [mine, setMine] = useState(false);
  if (sessions.isError) return <p role="alert">{t.refused}</p>;
  if (sessions.data === undefined || stars === undefined)
    return <ListSkeleton label={t.loading} rows={4} />;
  const all = sessions.data;
  if (all.length === 0) return <p>{t.empty}</p>;
  const starred = all.filter((s) => stars.has(s.id));
  const booked = meetingItems(eventId, meetings, {
    title: (name) => t.meetingWith({ name }),
    anySpot: t.anySpot,
  });
  const clashes = overlapping(starred);
  const choices = agendaChoices(all);
  const shown = filterSessions(all, {
    track: track === '' ? undefined : track,
    room: room === '' ? undefined : room,
    speaker,
    only: mine ? stars : undefined,
  });
  const days = byDayAndTrack(shown, (at) => formatEventDay(at, timeZone));
  return (
    <>
      <section aria-labelledby="agenda-now-title" className="card">
        <h2 id="agenda-now-title" className="visually-hidden">
          {t.now}
        </h2>
        <NowNext sessions={all} timeZone={timeZone} now={now} />
      </section>
      <section aria-label={t.filters} className="agenda-filters">
        <Choice label={t.track} value={track} options={choices.tracks} onChange={setTrack} />
        <Choice label={t.room} value={room} options={choices.rooms} onChange={setRoom} />
        <label className="check">
          <input type="checkbox" checked={mine} onChange={(e) => setMine(e.target.checked)} />
          {t.mine}
        </label>
        <nav aria-label={t.mineLabel} className="agenda-links">
          <Link to="/my-sessions">{t.mySessions}</Link>
          <Link to="/meetings">{t.myMeetings}</Link>
        </nav>
        {speaker === undefined ? null : (
          <p>
            {t.speakerFilter({ name: names?.get(speaker) ?? speaker })}{' '}
            <Link to="/agenda">{t.clearSpeaker}</Link>
          </p>
        )}
      </section>
      {clashes.size > 0 ? (
        <p role="status" className="form-error">
          {t.overlaps}
        </p>
      ) : null}
      {mine ? <ScheduledMeetings meetings={booked} timeZone={timeZone} /> : null}
      <CalendarButton
        eventId={eventId}
        eventName={eventName}
        sessions={starred}
        meetings={booked}
      />
      {shown.length === 0 ? <p>{t.noMatch}</p> : null}
      {days.map((day) => (
        <section key={day.day} aria-label={day.day}>
          <h2>{day.day}</h2>
          {day.tracks.map((group) => (
            <section key={group.track} aria-label={`${day.day} · ${group.track}`}>
              <h3>{group.track}</h3>
              {group.sessions.map((session) => (
                <SessionCard
                  key={session.id}
                  session={session}
                  timeZone={timeZone}
                  speakerNames={names}
                  starred={stars.has(session.id)}
                  clash={clashes.has(session.id)}
                  onStar={(on) => star.mutate({ id: session.id, starred: on })}
                />
              ))}
            </section>
          ))}
        </section>
      ))}
    </>
  );
};
