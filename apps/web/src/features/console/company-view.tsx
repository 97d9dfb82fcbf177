import { type Column, DataTable } from '../../components/data-table.tsx';
import { EventTime } from '../../components/event-time.tsx';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import type { CompanyRecord } from '../../lib/firebase/console-data.ts';
import type { Lead } from '../../lib/firebase/console-desk.ts';
import { useLeads, useReps } from './use-console.ts';

const leadColumns = (eventId: string): Column<Lead>[] => [
  { header: 'Visitor', cell: (visit) => visit.name },
  { header: 'Company', cell: (visit) => visit.company },
  { header: 'When', cell: (visit) => <EventTime at={visit.at} eventId={eventId} /> },
];

/**
 * A customer company at a glance: seats used against its limit (live), and for each of its
 * events the sponsor representatives and the booth visits (leads) they collected.
 */
export const CompanyView = ({ company }: { company: CompanyRecord }) => (
  <section aria-labelledby="company-view-title">
    <h2 id="company-view-title">{company.name}</h2>
    <p>
      <meter
        min={0}
        max={Math.max(company.userLimit, 1)}
        value={company.userCount}
        aria-label="Seats used"
      />{' '}
      <span data-testid="seats">
        {company.userCount} of {company.userLimit} seats used
      </span>{' '}
      · {company.eventTotal} event{company.eventTotal === 1 ? '' : 's'}
    </p>
    {company.events.map((eventId) => (
      <EventBooths key={eventId} eventId={eventId} />
    ))}
  </section>
);

const EventBooths = ({ eventId }: { eventId: string }) => {
  const reps = useReps(eventId);
  const leads = useLeads(eventId);
  return (
    <>
      <h3>Booths at {eventId}</h3>
      {reps === undefined || leads === undefined ? (
        <ListSkeleton label="Loading booths" rows={3} />
      ) : reps.length === 0 ? (
        <p>No sponsor representatives at this event yet.</p>
      ) : (
        reps.map((rep) => {
          const visits = leads[rep.publicId] ?? [];
          return (
            <DataTable
              key={rep.publicId}
              caption={`${rep.name} (${rep.company || 'no company'}): ${visits.length} lead${visits.length === 1 ? '' : 's'}`}
              columns={leadColumns(eventId)}
              rows={visits}
              rowKey={(visit) => visit.visitorId}
            />
          );
        })
      )}
    </>
  );
};
