import {
  cutPage,
  everyonePageQuery,
  type PageCursor,
  type PeoplePageQuery,
  peoplePageQuery,
  type SearchRange,
} from '@engage/domain/people';
import type { SearchRow } from '@engage/domain/store/events';
import { type OrganiserEntry, organiserNodes } from '@engage/domain/store/organisers';
import { type LedgerEntry, type UserMetadata, userNodes } from '@engage/domain/store/users';
import type { Balance, PurchaseRequest } from '@engage/domain/store/users-play';
import { limitToLast } from 'firebase/database';
import { placeAttendee } from './database-client.ts';
import { peopleWebConstraints } from './people-query.ts';
import { read, readChildren, watch, watchChildren } from './read.ts';

/** A row of the people index; one of every event's index also names its event and uid. */
export type PersonRow = SearchRow & {
  readonly key: string;
  readonly eventId?: string;
  readonly uid?: string;
};
export type PeoplePage = { readonly rows: PersonRow[]; readonly next?: PageCursor };
export type { PageCursor };

/**
 * One page of a people index: one indexed query (the domain's page query), ordered by the
 * lowercased name or email, from the prefix (or after the cursor) to the prefix's end, one row
 * more than the page to know whether another page follows.
 */
const fetchPage = async <R extends SearchRow>(
  q: PeoplePageQuery<R>,
  range: SearchRange,
  pageSize: number,
  eventId?: string,
): Promise<PeoplePage> => {
  const rows: PersonRow[] = (await readChildren(q.path, ...peopleWebConstraints(q))).map(
    ([key, row]) => ({ ...row, key }),
  );
  // Each row's own nodes (points, balance) are read in the instance of the event that lists it.
  for (const row of rows) {
    const event = row.eventId ?? eventId;
    if (event !== undefined) placeAttendee(row.key, event);
  }
  return cutPage(rows, pageSize, (last) => ({ value: last[range.field], key: last.key }));
};

/** One page of an event's people, from the event's index. */
export const fetchPeoplePage = (
  eventId: string,
  range: SearchRange,
  cursor: PageCursor | undefined,
  pageSize: number,
): Promise<PeoplePage> =>
  fetchPage(peoplePageQuery(eventId, range, cursor, pageSize), range, pageSize, eventId);

/** One page of every event's people, each with its event and uid (an organiser of all only). */
export const fetchEveryonePage = (
  range: SearchRange,
  cursor: PageCursor | undefined,
  pageSize: number,
): Promise<PeoplePage> => fetchPage(everyonePageQuery(range, cursor, pageSize), range, pageSize);

/** The points game node's two counters, none missing (a missing one is 0). */
export type Points = Required<Pick<Balance, 'totalPoints' | 'spentPoints'>>;

/** A person's points and what they spent, live (one small node). */
export const watchBalance = (key: string, onChange: (balance: Points) => void): (() => void) =>
  watch(userNodes.balance(key), (value) => {
    onChange({ totalPoints: value?.totalPoints ?? 0, spentPoints: value?.spentPoints ?? 0 });
  });

export type PersonPurchase = PurchaseRequest & { readonly id: string };

export type PersonDetail = {
  readonly key: string;
  readonly profile: Readonly<Record<string, unknown>> &
    Partial<
      Pick<
        UserMetadata,
        'name' | 'email' | 'eventId' | 'level' | 'isOnline' | 'isRep' | 'isAdmin' | 'uid'
      >
    >;
  readonly balance: Points;
  readonly purchases: readonly PersonPurchase[];
  readonly connections: number;
  readonly badges: Readonly<Record<string, number>>;
  /** The ledger entries of awards an organiser voided. */
  readonly voided: ReadonlySet<string>;
};

/**
 * A person's node, live: profile, points and balance, purchases, online state, badges. `eventId`
 * is the event the screen is about (the person's), whose instance holds it.
 */
export const watchPerson = (
  key: string,
  eventId: string | undefined,
  onChange: (person: PersonDetail | null) => void,
): (() => void) => {
  if (eventId !== undefined) placeAttendee(key, eventId);
  return watch(userNodes.user(key), (raw) => {
    if (raw?.metadata === undefined) return onChange(null);
    const act04 = raw.games?.act04 ?? {};
    onChange({
      key,
      profile: raw.metadata,
      balance: { totalPoints: act04.totalPoints ?? 0, spentPoints: act04.spentPoints ?? 0 },
      purchases: Object.entries(act04.requests ?? {})
        .map(([id, request]) => ({ ...request, id }))
        .sort((a, b) => b.at - a.at),
      connections: Object.keys(raw.connections ?? {}).length,
      badges: raw.badges ?? {},
      voided: new Set(Object.keys(act04.voided ?? {})),
    });
  });
};

/**
 * A person's organiser rights (their organisers index entry, none without rights), live: the
 * rules let the organisers of the person's event read it.
 */
export const watchRights = (
  uid: string,
  onChange: (entry: OrganiserEntry | null) => void,
  onError: (error: Error) => void,
): (() => void) => watch(organiserNodes.organiser(uid), onChange, onError);

export type PersonLedgerEntry = LedgerEntry & { readonly id: string };

/** The newest 100 entries of a person's points ledger (in `eventId`'s instance), live, newest first. */
export const watchLedger = (
  key: string,
  eventId: string | undefined,
  onChange: (entries: PersonLedgerEntry[]) => void,
) => {
  if (eventId !== undefined) placeAttendee(key, eventId);
  return watchChildren(userNodes.ledger(key), [limitToLast(100)], (children) => {
    onChange(children.map(([id, entry]) => ({ ...entry, id })).reverse());
  });
};

/**
 * A person's name, for a log that names them by key: null when there is no such person (any
 * more). The rules refuse the read for a person outside the organiser's events. `eventId`, when
 * the log is an event's, is the person's event, whose instance holds the profile.
 */
export const fetchPersonName = async (key: string, eventId?: string): Promise<string | null> => {
  if (eventId !== undefined) placeAttendee(key, eventId);
  const name: unknown = await read(userNodes.field(key, 'name'));
  return typeof name === 'string' && name.trim() !== '' ? name : null;
};
