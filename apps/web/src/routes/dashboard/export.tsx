import { createFileRoute } from '@tanstack/react-router';
import { WithEvent } from '../../features/console/event-picker.tsx';
import { ExportPanel } from '../../features/console/export-panel.tsx';

/** CSV exports: attendees, leads per representative, the points ledger. */
export const Route = createFileRoute('/dashboard/export')({ component: ExportPage });

function ExportPage() {
  return (
    <section aria-labelledby="export-title">
      <h1 id="export-title">Export</h1>
      <WithEvent>{(eventId) => <ExportPanel eventId={eventId} />}</WithEvent>
    </section>
  );
}
