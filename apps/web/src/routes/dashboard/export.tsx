import { createFileRoute } from '@tanstack/react-router';
import { WithEvent } from '../../features/console/event-picker.tsx';
import { ExportPanel } from '../../features/console/export-panel.tsx';
import { ImportPanel } from '../../features/console/import-panel.tsx';

/**
 * CSV exports (attendees, leads per representative, the points ledger) and the attendee import,
 * on one page: a route of its own would grow every first visit's route table.
 */
export const Route = createFileRoute('/dashboard/export')({ component: ExportPage });

function ExportPage() {
  return (
    <section aria-labelledby="export-title">
      <h1 id="export-title">Export</h1>
      <WithEvent>
        {(eventId) => (
          <>
            <ExportPanel eventId={eventId} />
            <ImportPanel eventId={eventId} />
          </>
        )}
      </WithEvent>
    </section>
  );
}
