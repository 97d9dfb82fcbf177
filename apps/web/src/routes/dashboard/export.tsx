import { useStore } from '@nanostores/react';
import { createFileRoute } from '@tanstack/react-router';
import { WithEvent } from '../../features/console/event-picker.tsx';
import { ExportPanel } from '../../features/console/export-panel.tsx';
import { ImportPanel } from '../../features/console/import-panel.tsx';
import { routeTitles } from '../../layouts/route-titles.ts';

/**
 * CSV exports (attendees, leads per representative, the points ledger) and the attendee import,
 * on one page: a route of its own would grow every first visit's route table.
 */
export const Route = createFileRoute('/dashboard/export')({ component: ExportPage });

function ExportPage() {
  const titles = useStore(routeTitles);
  return (
    <section aria-labelledby="export-title">
      <h1 id="export-title">{titles['/dashboard/export']}</h1>
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
