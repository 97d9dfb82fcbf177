import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { speakersQueryOptions, sponsorsQueryOptions } from '../../features/event/queries.ts';
import { useEventId } from '../../lib/session/use-event-id.ts';
import { Overview } from './-overview.tsx';

export const Route = createFileRoute('/dashboard/index-old')({ component: ContentPage });

/** Variant: the event's content as organisers set it: team standings, speakers and sponsors. */
function ContentPage() {
  const eventId = useEventId();
  return (
    <section aria-label="Content">
      {eventId ? <Content eventId={eventId} /> : <p>No event selected.</p>}
    </section>
  );
}

function Content({ eventId }: { eventId: string }) {
  const speakers = useSuspenseQuery(speakersQueryOptions(eventId)).data;
  const sponsors = useSuspenseQuery(sponsorsQueryOptions(eventId)).data;
  return (
    <>
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
    </>
  );
}
