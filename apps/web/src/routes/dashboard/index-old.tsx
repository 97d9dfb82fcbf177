import { createFileRoute } from '@tanstack/react-router';
import { ContentEditor } from '../../features/console/content-editor.tsx';
import { WithEvent } from '../../features/console/event-picker.tsx';

/** Variant: the event's content: speakers, sponsors and prizes. */
export const Route = createFileRoute('/dashboard/index-old')({ component: ContentPage });

function ContentPage() {
  return (
    <section aria-labelledby="content-title">
      <h1 id="content-title">Content</h1>
      <WithEvent>{(eventId) => <ContentEditor key={eventId} eventId={eventId} />}</WithEvent>
    </section>
  );
}
