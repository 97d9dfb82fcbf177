import { useSuspenseQuery } from '@tanstack/react-query';
import { ExternalLink } from '../../components/external-link.tsx';
import { eventQueryOptions, speakersQueryOptions, sponsorsQueryOptions } from './queries.ts';
import { useLiveEvent } from './use-live-event.ts';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

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
      <h1 id="event-title">{event.name}</h1>
      <p className="event-when">
        {event.startsAt ? `${dateFormat.format(event.startsAt)} UTC` : null}
        {event.venue ? ` · ${event.venue}` : null}
      </p>
      {event.description ? <p>{event.description}</p> : null}
      <h2>Teams</h2>
      <ul className="chips">
        {event.teams.map((team) => (
          <li key={team.name} className="chip" data-color={team.color}>
            {team.name}
          </li>
        ))}
      </ul>
      <h2>Speakers</h2>
      <ul className="cards">
        {speakers.map((speaker) => (
          <li key={speaker.id} className="card">
            <strong>{speaker.name}</strong>
            <span>{speaker.topic}</span>
            <span>
              {speaker.time} · {speaker.location}
            </span>
            {speaker.linkedinUrl ? (
              <ExternalLink href={speaker.linkedinUrl}>
                LinkedIn profile of {speaker.name}
              </ExternalLink>
            ) : null}
          </li>
        ))}
      </ul>
      <h2>Sponsors</h2>
      <ul className="cards">
        {sponsors.map((sponsor) => (
          <li key={sponsor.id} className="card">
            <strong>{sponsor.Category}</strong>
            <span>{sponsor.Paragraph}</span>
            {Object.entries(sponsor.SocialLinks ?? {}).map(([label, url]) => (
              <ExternalLink key={label} href={url}>
                {label} of the {sponsor.Category.toLowerCase()} sponsor
              </ExternalLink>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
};
