import { createFileRoute } from '@tanstack/react-router';
import { WithEvent } from '../../features/console/event-picker.tsx';
import { ImportPanel } from '../../features/console/import-panel.tsx';

/** Bulk registration: attendees from a CSV, previewed before anything is written. */
export const Route = createFileRoute('/dashboard/import')({ component: ImportPage });

function ImportPage() {
  return (
    <section aria-labelledby="import-page-title">
      <h1 id="import-page-title">Import</h1>
      <WithEvent>{(eventId) => <ImportPanel eventId={eventId} />}</WithEvent>
    </section>
  );
}
