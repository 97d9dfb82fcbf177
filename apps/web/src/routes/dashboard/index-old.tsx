import { useStore } from '@nanostores/react';
import { createFileRoute } from '@tanstack/react-router';
import { ContentEditor } from '../../features/console/content-editor.tsx';
import { WithEvent } from '../../features/console/event-picker.tsx';
import { TriviaEditor } from '../../features/console/trivia-editor.tsx';
import { routeTitles } from '../../layouts/route-titles.ts';

/** Variant: the event's content: speakers, sponsors, prizes and picture trivia. */
export const Route = createFileRoute('/dashboard/index-old')({ component: ContentPage });

function ContentPage() {
  const titles = useStore(routeTitles);
  return (
    <section aria-labelledby="content-title">
      <h1 id="content-title">{titles['/dashboard/index-old']}</h1>
      <WithEvent>
        {(eventId) => (
          <>
            <ContentEditor key={eventId} eventId={eventId} />
            <TriviaEditor key={`trivia-${eventId}`} eventId={eventId} />
          </>
        )}
      </WithEvent>
    </section>
  );
}
