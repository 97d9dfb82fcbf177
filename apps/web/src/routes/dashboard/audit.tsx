import { useStore } from '@nanostores/react';
import { createFileRoute } from '@tanstack/react-router';
import { AuditLog } from '../../features/console/audit-log.tsx';
import { WithEvent } from '../../features/console/event-picker.tsx';
import { useEventRecord } from '../../features/console/use-console.ts';
import { routeTitles } from '../../layouts/route-titles.ts';

/** Every organiser action, listed and filterable. */
export const Route = createFileRoute('/dashboard/audit')({ component: AuditPage });

function AuditPage() {
  const titles = useStore(routeTitles);
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">{titles['/dashboard/audit']}</h1>
      <WithEvent>{(eventId) => <Audit eventId={eventId} />}</WithEvent>
    </section>
  );
}

function Audit({ eventId }: { eventId: string }) {
  const event = useEventRecord(eventId);
  return <AuditLog key={eventId} eventId={eventId} customerId={event?.customerId} />;
}
