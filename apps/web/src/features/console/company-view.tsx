import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { EventTime } from '../../components/event-time.tsx';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import type { CompanyRecord } from '../../lib/firebase/console-data.ts';
import type { Lead } from '../../lib/firebase/console-desk.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useLeads, useReps } from './use-console.ts';

const words = i18n('companyView', {
  visitor: 'Visitor',
  company: 'Company',
  when: 'When',
  seatsUsed: 'Seats used',
  seats: params('{count} of {limit} seats used'),
  oneEvent: '1 event',
  events: params('{count} events'),
  booths: params('Booths at {event}'),
  loading: 'Loading booths',
  noReps: 'No sponsor representatives at this event yet.',
  noCompany: 'no company',
  oneLead: params('{name} ({company}): 1 lead'),
  leads: params('{name} ({company}): {count} leads'),
});

type Words = ReturnType<typeof words.get>;

const leadColumns = (eventId: string, t: Words): Column<Lead>[] => [
  { header: t.visitor, cell: (visit) => visit.name },
  { header: t.company, cell: (visit) => visit.company },
  { header: t.when, cell: (visit) => <EventTime at={visit.at} eventId={eventId} /> },
];

/**
 * A customer company at a glance: seats used against its limit (live), and for each of its
 * events the sponsor representatives and the booth visits (leads) they collected.
 */
export const CompanyView = ({ company }: { company: CompanyRecord }) => {
  const t = useStore(words);
  return (
    <section aria-labelledby="company-view-title">
      <h2 id="company-view-title">{company.name}</h2>
      <p>
        <meter
          min={0}
          max={Math.max(company.userLimit, 1)}
          value={company.userCount}
          aria-label={t.seatsUsed}
        />{' '}
        <span data-testid="seats">
          {t.seats({ count: company.userCount, limit: company.userLimit })}
        </span>{' '}
        · {company.eventTotal === 1 ? t.oneEvent : t.events({ count: company.eventTotal })}
      </p>
      {company.events.map((eventId) => (
        <EventBooths key={eventId} eventId={eventId} />
      ))}
    </section>
  );
};

const EventBooths = ({ eventId }: { eventId: string }) => {
  const reps = useReps(eventId);
  const leads = useLeads(eventId);
  const t = useStore(words);
  return (
    <>
      <h3>{t.booths({ event: eventId })}</h3>
      {reps === undefined || leads === undefined ? (
        <ListSkeleton label={t.loading} rows={3} />
      ) : reps.length === 0 ? (
        <p>{t.noReps}</p>
      ) : (
        reps.map((rep) => {
          const visits = leads[rep.publicId] ?? [];
          const named = { name: rep.name, company: rep.company || t.noCompany };
          return (
            <DataTable
              key={rep.publicId}
              caption={
                visits.length === 1 ? t.oneLead(named) : t.leads({ ...named, count: visits.length })
              }
              columns={leadColumns(eventId, t)}
              rows={visits}
              rowKey={(visit) => visit.visitorId}
            />
          );
        })
      )}
    </>
  );
};
