import { Link } from '@tanstack/react-router';
import type { Column } from '../../components/data-table.tsx';
import { formatEventTime } from '../../lib/event-time.ts';
import type { CompanyRecord, EventRecord } from '../../lib/firebase/console-data.ts';
import { companyLabel } from './company-field.tsx';

/** The organiser's events as a table: each starts on its own clock, in its own zone. */
export const eventColumns = (companies: readonly CompanyRecord[]): Column<EventRecord>[] => [
  {
    header: 'Event',
    cell: (event) => (
      <>
        {event.name} <code>{event.id}</code>
      </>
    ),
  },
  {
    header: 'When',
    cell: (event) =>
      event.startsAt === undefined ? '' : formatEventTime(event.startsAt, event.timeZone),
  },
  { header: 'Customer', cell: (event) => companyLabel(event.customerId, companies) },
  { header: 'Registrants', cell: (event) => event.registrants },
  { header: 'Teams', cell: (event) => event.teams.length },
  {
    header: 'Edit',
    cell: (event) => (
      <Link to="/dashboard/events" search={{ event: event.id, edit: event.id }}>
        Edit <span className="visually-hidden">{event.name}</span>
      </Link>
    ),
  },
];
