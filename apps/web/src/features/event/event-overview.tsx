import { storagePaths } from '@engage/domain/store/storage';
import { useSuspenseQuery } from '@tanstack/react-query';
import { DEFAULT_LANDING_IMAGE, StoredImage } from '../../components/image-with-fallback.tsx';
import { TeamName } from '../../components/team-name.tsx';
import { formatEventTime } from '../../lib/event-time.ts';
import { hostLogoPaths } from './host-logo.ts';
import { eventQueryOptions, speakersQueryOptions, sponsorsQueryOptions } from './queries.ts';
import { SpeakerList } from './speaker-list.tsx';
import { SponsorList } from './sponsor-list.tsx';
import { useLiveEvent } from './use-live-event.ts';
import './event.css';

export const EventOverview = ({ eventId }: { eventId: string }) => {
  useLiveEvent(eventId);
  const { data: event } = useSuspenseQuery(eventQueryOptions(eventId));
  const { data: speakers } = useSuspenseQuery(speakersQueryOptions(eventId));
  const { data: sponsors } = useSuspenseQuery(sponsorsQueryOptions(eventId));
  if (event === null) {
    return (
      <section aria-labelledby="event-title">
        <h1 id="event-title">Event not found</h1>
        <p>There is no event called “{eventId}”. Check the link you were given.</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="event-title" className="event">
      <StoredImage
        path={storagePaths.mainImage(eventId)}
        alt=""
        className="event-hero"
        fallback={DEFAULT_LANDING_IMAGE}
        width={960}
        height={320}
      />
      <div className="event-heading">
        <h1 id="event-title">{event.name}</h1>
        <StoredImage
          {...hostLogoPaths(eventId, event.customerId)}
          alt={`Logo of the host of ${event.name}`}
          className="customer-logo"
          width={64}
          height={64}
        />
      </div>
      <p className="event-when">
        {event.startsAt ? formatEventTime(event.startsAt, event.timeZone, 'long') : null}
        {event.venue ? ` · ${event.venue}` : null}
      </p>
      {event.description ? <p>{event.description}</p> : null}
      <h2>Teams</h2>
      <ul className="chips">
        {event.teams.map((team) => (
          <li key={team.key} className="chip">
            <TeamName name={team.key} color={team.color} label={team.name} />
          </li>
        ))}
      </ul>
      <h2>Speakers</h2>
      <SpeakerList eventId={eventId} speakers={speakers} />
      <h2>Sponsors</h2>
      <SponsorList sponsors={sponsors} />
    </section>
  );
};
