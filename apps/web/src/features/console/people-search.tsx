import { type SearchBy, searchRange } from '@engage/domain/people';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { type EventTeams, teamLabel, useEventTeams } from '../../lib/event-teams.ts';
import type { PageCursor, PersonRow } from '../../lib/firebase/console-people.ts';
import { eventsQueryOptions, everyonePageQueryOptions, peoplePageQueryOptions } from './queries.ts';
import { useBalance } from './use-console.ts';
import { useOrganiser } from './use-organiser.ts';

/**
 * An event's people, searched by name or email prefix and paged on the server: each page is one
 * indexed query of the people index, so it stays fast at 10,000 attendees. Points and balance
 * are read live for the rows on screen only. An organiser of every event can search every
 * event's people at once (the spec's list of all users: name, email, uid, and their event).
 */
export const PeopleSearch = ({ eventId }: { eventId: string }) => {
  const teams = useEventTeams(eventId);
  const [query, setQuery] = useState('');
  const [by, setBy] = useState<SearchBy>('auto');
  const [everywhere, setEverywhere] = useState(false);
  const [cursors, setCursors] = useState<(PageCursor | undefined)[]>([undefined]);
  const ofAll = useOrganiser().scope.all;
  const range = searchRange(query, by);
  const eventPage = useQuery({
    ...peoplePageQueryOptions(eventId, range, cursors.at(-1)),
    enabled: !everywhere,
  });
  const everyonePage = useQuery({
    ...everyonePageQueryOptions(range, cursors.at(-1)),
    enabled: everywhere,
  });
  const page = everywhere ? everyonePage : eventPage;

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setQuery(String(form.get('q')));
    setBy(String(form.get('by')) as SearchBy);
    setEverywhere(ofAll && form.get('in') === 'every');
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
          {ofAll ? (
            <label>
              Search in
              <select name="in" defaultValue={everywhere ? 'every' : 'this'}>
                <option value="this">This event</option>
                <option value="every">Every event</option>
              </select>
            </label>
          ) : null}
          <button type="submit">Search</button>
        </form>
      </search>
      <DataTable
        caption={`People of ${everywhere ? 'every event' : 'the event'}, by ${range.field === 'e' ? 'email' : 'name'}`}
        loadingLabel="Loading people"
        columns={everywhere ? EVERYONE_COLUMNS : peopleColumns(teams)}
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

/** A person's name, linking to their page. */
const NAME_COLUMN: Column<PersonRow> = {
  header: 'Name',
  cell: (row) => (
    <Link to="/dashboard/index-x" search={{ user: row.key }}>
      {row.name}
    </Link>
  ),
};

/** The people table's columns, each team by the name its organisers gave it. */
const peopleColumns = (teams: EventTeams | undefined): Column<PersonRow>[] => [
  NAME_COLUMN,
  { header: 'Email', cell: (row) => row.email },
  { header: 'Team', cell: (row) => teamLabel(teams, row.teamName) },
  { header: 'Points', cell: (row) => <Points userKey={row.key} spendable={false} /> },
  { header: 'Balance', cell: (row) => <Points userKey={row.key} spendable /> },
  { header: 'Role', cell: roleOf },
];

/** An event by its name, as the organiser's event list has it (its id until that is read). */
const EventName = ({ eventId }: { eventId: string | undefined }) => {
  const { claim, scope } = useOrganiser();
  const events = useQuery({
    ...eventsQueryOptions(claim, { all: scope.all, events: [...scope.events] }),
    enabled: claim !== '',
  }).data;
  return events?.find((event) => event.id === eventId)?.name ?? eventId ?? '';
};

/** Every event's people: who they are to Auth (uid) and which event they are at. */
const EVERYONE_COLUMNS: Column<PersonRow>[] = [
  NAME_COLUMN,
  { header: 'Email', cell: (row) => row.email },
  { header: 'User id', cell: (row) => <code>{row.uid}</code> },
  { header: 'Event', cell: (row) => <EventName eventId={row.eventId} /> },
  { header: 'Role', cell: roleOf },
];
