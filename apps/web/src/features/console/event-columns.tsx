import { Link } from '@tanstack/react-router';
import type { Column } from '../../components/data-table.tsx';
import { formatEventTime } from '../../lib/event-time.ts';
import type { CompanyRecord, EventRecord } from '../../lib/firebase/console-data.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { companyLabel } from './company-field.tsx';

export const eventColumnWords = i18n('eventColumns', {
  event: 'Event',
  when: 'When',
  customer: 'Customer',
  registrants: 'Registrants',
  teams: 'Teams',
  edit: 'Edit',
});

/** The organiser's events as a table: each starts on its own clock, in its own zone. */
export const eventColumns = (
  companies: readonly CompanyRecord[],
  t: ReturnType<typeof eventColumnWords.get>,
): Column<EventRecord>[] => [
  {
    header: t.event,
    cell: (event) => (
      <>
        {event.name} <code>{event.id}</code>
      </>
    ),
  },
  {
    header: t.when,
    cell: (event) =>
      event.startsAt === undefined ? '' : formatEventTime(event.startsAt, event.timeZone),
  },
  { header: t.customer, cell: (event) => companyLabel(event.customerId, companies) },
  { header: t.registrants, cell: (event) => event.registrants },
  { header: t.teams, cell: (event) => event.teams.length },
  {
    header: t.edit,
    cell: (event) => (
      <Link to="/dashboard/events" search={{ event: event.id, edit: event.id }}>
        {t.edit} <span className="visually-hidden">{event.name}</span>
      </Link>
    ),
  },
];
