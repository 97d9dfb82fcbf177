import { type SearchBy, searchRange } from '@engage/domain/people';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { type EventTeams, teamLabel, useEventTeams } from '../../lib/event-teams.ts';
import type { PageCursor, PersonRow } from '../../lib/firebase/console-people.ts';
import { peoplePageQueryOptions } from './queries.ts';
import { useBalance } from './use-console.ts';

/**
 * An event's people, searched by name or email prefix and paged on the server: each page is one
 * indexed query of the people index, so it stays fast at 10,000 attendees. Points and balance
 * are read live for the rows on screen only.
 */
export const PeopleSearch = ({ eventId }: { eventId: string }) => {
  const teams = useEventTeams(eventId);
  const [query, setQuery] = useState('');
  const [by, setBy] = useState<SearchBy>('auto');
  const [cursors, setCursors] = useState<(PageCursor | undefined)[]>([undefined]);
  const range = searchRange(query, by);
  const page = useQuery(peoplePageQueryOptions(eventId, range, cursors.at(-1)));

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setQuery(String(form.get('q')));
    setBy(String(form.get('by')) as SearchBy);
    setCursors([undefined]);
  };

  return (
    <>
      <search>
        <form onSubmit={onSearch} className="toolbar" aria-label="Search people">
          <label>
            Name or email starts with
            <input name="q" type="search" defaultValue={query} maxLength={100} />
          </label>
          <label>
            Search by
            <select name="by" defaultValue={by}>
              <option value="auto">Name (email when it holds @)</option>
              <option value="name">Name</option>
              <option value="email">Email</option>
            </select>
          </label>
          <button type="submit">Search</button>
        </form>
      </search>
      <DataTable
        caption={`People of the event, by ${range.field === 'e' ? 'email' : 'name'}`}
        loadingLabel="Loading people"
        columns={peopleColumns(teams)}
        rows={page.data?.rows}
        rowKey={(row) => row.key}
        empty={<p>Nobody matches “{query}”.</p>}
      />
      <p className="toolbar">
        <button
          type="button"
          disabled={cursors.length === 1}
          onClick={() => setCursors(cursors.slice(0, -1))}
        >
          Previous page
        </button>
        <span>Page {cursors.length}</span>
        <button
          type="button"
          disabled={page.data?.next === undefined}
          onClick={() => setCursors([...cursors, page.data?.next])}
        >
          Next page
        </button>
      </p>
    </>
  );
};

const roleOf = (row: PersonRow): string =>
  [row.isAdmin ? 'organiser' : null, row.isRep ? 'sponsor rep' : null]
    .filter((role) => role !== null)
    .join(', ') || 'attendee';

/** Points and balance of a row on screen, live. */
const Points = ({ userKey, spendable }: { userKey: string; spendable: boolean }) => {
  const balance = useBalance(userKey);
  if (balance === undefined) return '…';
  return spendable ? balance.totalPoints - balance.spentPoints : balance.totalPoints;
};

/** The people table's columns, each team by the name its organisers gave it. */
const peopleColumns = (teams: EventTeams | undefined): Column<PersonRow>[] => [
  {
    header: 'Name',
    cell: (row) => (
      <Link to="/dashboard/index-x" search={{ user: row.key }}>
        {row.name}
      </Link>
    ),
  },
  { header: 'Email', cell: (row) => row.email },
  { header: 'Team', cell: (row) => teamLabel(teams, row.teamName) },
  { header: 'Points', cell: (row) => <Points userKey={row.key} spendable={false} /> },
  { header: 'Balance', cell: (row) => <Points userKey={row.key} spendable /> },
  { header: 'Role', cell: roleOf },
];
