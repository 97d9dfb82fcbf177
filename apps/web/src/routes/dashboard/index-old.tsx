import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Overview } from './-overview.tsx';
import { speakersQueryOptions, sponsorsQueryOptions } from '../../features/event/queries.ts';
import { useMe } from '../../lib/session/live.ts';

export const Route = createFileRoute('/dashboard/index-old')({ component: ContentPage });

/** Variant: the event's content as organisers set it: team standings, speakers and sponsors. */
function ContentPage() {
  const { event } = Route.useSearch();
  const { me } = useMe();
  const eventId = event ?? me?.profile.eventId ?? '';
  const speakers = useSuspenseQuery(speakersQueryOptions(eventId)).data;
  const sponsors = useSuspenseQuery(sponsorsQueryOptions(eventId)).data;
  return (
    <section aria-label="Content">
      <Overview eventId={eventId} compact />
      <h2>Speakers</h2>
      <ul>
        {speakers.map((speaker) => (
          <li key={speaker.id}>
            {speaker.time} {speaker.name}: {speaker.topic} ({speaker.location})
          </li>
        ))}
      </ul>
      <h2>Sponsors</h2>
      <ul>
        {sponsors.map((sponsor) => (
          <li key={sponsor.id}>
            {sponsor.Category}: {sponsor.Paragraph}
          </li>
        ))}
      </ul>
    </section>
  );
}
