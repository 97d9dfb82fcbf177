import { type SearchBy, searchRange } from '@engage/domain/people';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { type EventTeams, teamLabel, useEventTeams } from '../../lib/event-teams.ts';
import type { PageCursor, PersonRow } from '../../lib/firebase/console-people.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { eventsQueryOptions, everyonePageQueryOptions, peoplePageQueryOptions } from './queries.ts';
import { useBalance } from './use-console.ts';
import { useOrganiser } from './use-organiser.ts';

const words = i18n('peopleSearch', {
  search: 'Search people',
  startsWith: 'Name or email starts with',
  by: 'Search by',
  auto: 'Name (email when it holds @)',
  name: 'Name',
  email: 'Email',
  in: 'Search in',
  thisEvent: 'This event',
  everyEvent: 'Every event',
  searchButton: 'Search',
  captionThisByName: 'People of the event, by name',
  captionThisByEmail: 'People of the event, by email',
  captionEveryByName: 'People of every event, by name',
  captionEveryByEmail: 'People of every event, by email',
  loading: 'Loading people',
  nobody: params('Nobody matches “{query}”.'),
  previous: 'Previous page',
  page: params('Page {n}'),
  next: 'Next page',
  organiser: 'organiser',
  rep: 'sponsor rep',
  attendee: 'attendee',
  team: 'Team',
  points: 'Points',
  balance: 'Balance',
  role: 'Role',
  uid: 'User id',
  event: 'Event',
});

type Words = ReturnType<typeof words.get>;

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
  const t = useStore(words);
  const byEmail = range.field === 'e';

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
        <form onSubmit={onSearch} className="toolbar" aria-label={t.search}>
          <label>
            {t.startsWith}
            <input name="q" type="search" defaultValue={query} maxLength={100} />
          </label>
          <label>
            {t.by}
            <select name="by" defaultValue={by}>
              <option value="auto">{t.auto}</option>
              <option value="name">{t.name}</option>
              <option value="email">{t.email}</option>
            </select>
          </label>
          {ofAll ? (
            <label>
              {t.in}
              <select name="in" defaultValue={everywhere ? 'every' : 'this'}>
                <option value="this">{t.thisEvent}</option>
                <option value="every">{t.everyEvent}</option>
              </select>
            </label>
          ) : null}
          <button type="submit">{t.searchButton}</button>
        </form>
      </search>
      <DataTable
        caption={
          everywhere
            ? byEmail
              ? t.captionEveryByEmail
              : t.captionEveryByName
            : byEmail
              ? t.captionThisByEmail
              : t.captionThisByName
        }
        loadingLabel={t.loading}
        columns={everywhere ? everyoneColumns(t) : peopleColumns(teams, t)}
        rows={page.data?.rows}
        rowKey={(row) => row.key}
        empty={<p>{t.nobody({ query })}</p>}
      />
      <p className="toolbar">
        <button
          type="button"
          disabled={cursors.length === 1}
          onClick={() => setCursors(cursors.slice(0, -1))}
        >
          {t.previous}
        </button>
        <span>{t.page({ n: cursors.length })}</span>
        <button
          type="button"
          disabled={page.data?.next === undefined}
          onClick={() => setCursors([...cursors, page.data?.next])}
        >
          {t.next}
        </button>
      </p>
    </>
  );
};

const roleOf = (row: PersonRow): string => {
  const t = words.get();
  return (
    [row.isAdmin ? t.organiser : null, row.isRep ? t.rep : null]
      .filter((role) => role !== null)
      .join(', ') || t.attendee
  );
};

/** Points and balance of a row on screen, live. */
const Points = ({ userKey, spendable }: { userKey: string; spendable: boolean }) => {
  const balance = useBalance(userKey);
  if (balance === undefined) return '…';
  return spendable ? balance.totalPoints - balance.spentPoints : balance.totalPoints;
};

/** A person's name, linking to their page. */
const nameColumn = (t: Words): Column<PersonRow> => ({
  header: t.name,
  cell: (row) => (
    <Link
      to="/dashboard/index-x"
      search={{ user: row.key, ...(row.eventId === undefined ? {} : { event: row.eventId }) }}
    >
      {row.name}
    </Link>
  ),
});

/** The people table's columns, each team by the name its organisers gave it. */
const peopleColumns = (teams: EventTeams | undefined, t: Words): Column<PersonRow>[] => [
  nameColumn(t),
  { header: t.email, cell: (row) => row.email },
  { header: t.team, cell: (row) => teamLabel(teams, row.teamName) },
  { header: t.points, cell: (row) => <Points userKey={row.key} spendable={false} /> },
  { header: t.balance, cell: (row) => <Points userKey={row.key} spendable /> },
  { header: t.role, cell: roleOf },
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
const everyoneColumns = (t: Words): Column<PersonRow>[] => [
  nameColumn(t),
  { header: t.email, cell: (row) => row.email },
  { header: t.uid, cell: (row) => <code>{row.uid}</code> },
  { header: t.event, cell: (row) => <EventName eventId={row.eventId} /> },
  { header: t.role, cell: roleOf },
];
