import { storagePaths } from '@engage/domain/store/storage';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { DEFAULT_LANDING_IMAGE, StoredImage } from '../../components/image-with-fallback.tsx';
import { TeamName } from '../../components/team-name.tsx';
import { formatEventTime } from '../../lib/event-time.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { locale } from '../../lib/i18n/locale.ts';
import { hostLogoPaths } from './host-logo.ts';
import { eventQueryOptions, speakersQueryOptions, sponsorsQueryOptions } from './queries.ts';
import { SpeakerList } from './speaker-list.tsx';
import { SponsorList } from './sponsor-list.tsx';
import { useLiveEvent } from './use-live-event.ts';
import './event.css';

const messages = i18n('eventOverview', {
  notFound: 'Event not found',
  noSuchEvent: params('There is no event called “{eventId}”. Check the link you were given.'),
  hostLogo: params('Logo of the host of {event}'),
  teams: 'Teams',
  speakers: 'Speakers',
  sponsors: 'Sponsors',
});

export const EventOverview = ({ eventId }: { eventId: string }) => {
  useLiveEvent(eventId);
  const { data: event } = useSuspenseQuery(eventQueryOptions(eventId));
  const { data: speakers } = useSuspenseQuery(speakersQueryOptions(eventId));
  const { data: sponsors } = useSuspenseQuery(sponsorsQueryOptions(eventId));
  const t = useStore(messages);
  // The event's time is written in the language in use; subscribing follows the switch.
  useStore(locale);
  if (event === null) {
    return (
      <section aria-labelledby="event-title">
        <h1 id="event-title">{t.notFound}</h1>
        <p>{t.noSuchEvent({ eventId })}</p>
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
          alt={t.hostLogo({ event: event.name })}
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
      <h2>{t.teams}</h2>
      <ul className="chips">
        {event.teams.map((team) => (
          <li key={team.key} className="chip">
            <TeamName name={team.key} color={team.color} label={team.name} />
          </li>
        ))}
      </ul>
      <h2>{t.speakers}</h2>
      <SpeakerList eventId={eventId} speakers={speakers} />
      <h2>{t.sponsors}</h2>
      <SponsorList sponsors={sponsors} />
    </section>
  );
};
