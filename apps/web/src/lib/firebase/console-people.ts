import { cutPage, type PageCursor, peoplePageQuery, type SearchRange } from '@engage/domain/people';
import type { SearchRow } from '@engage/domain/store/events';
import { type PurchaseRequest, userNodes } from '@engage/domain/store/users';
import { get, limitToLast, onValue, query, ref } from 'firebase/database';
import { db } from './database-client.ts';
import { peopleWebQuery } from './people-query.ts';

export type PersonRow = SearchRow & { readonly key: string };
export type PeoplePage = { readonly rows: PersonRow[]; readonly next?: PageCursor };
export type { PageCursor };

/**
 * One page of an event's people from the server's index: one indexed query (peoplePageQuery),
 * ordered by the lowercased name or email, from the prefix (or after the cursor) to the prefix's
 * end, one row more than the page to know whether another page follows.
 */
export const fetchPeoplePage = async (
  eventId: string,
  range: SearchRange,
  cursor: PageCursor | undefined,
  pageSize: number,
): Promise<PeoplePage> => {
  const snapshot = await get(
    peopleWebQuery(db(), peoplePageQuery(eventId, range, cursor, pageSize)),
  );
  const rows: PersonRow[] = [];
  snapshot.forEach((child) => {
    rows.push({ ...(child.val() as SearchRow), key: child.key ?? '' });
  });
  return cutPage(rows, pageSize, (last) => ({ value: last[range.field], key: last.key }));
};

export type Balance = { readonly totalPoints: number; readonly spentPoints: number };

/** A person's points and what they spent, live (one small node). */
export const watchBalance = (key: string, onChange: (balance: Balance) => void): (() => void) =>
  onValue(ref(db(), userNodes.balance(key)), (snapshot) => {
    const value = (snapshot.val() ?? {}) as Partial<Balance>;
    onChange({ totalPoints: value.totalPoints ?? 0, spentPoints: value.spentPoints ?? 0 });
  });

export type PersonPurchase = PurchaseRequest & { readonly id: string };

export type PersonDetail = {
  readonly key: string;
  readonly profile: Readonly<Record<string, unknown>> & {
    readonly name?: string;
    readonly email?: string;
    readonly eventId?: string;
    readonly level?: number;
    readonly isOnline?: boolean;
    readonly isRep?: boolean;
    readonly isAdmin?: boolean;
    readonly uid?: string;
  };
  readonly balance: Balance;
  readonly purchases: readonly PersonPurchase[];
  readonly connections: number;
  readonly badges: Readonly<Record<string, number>>;
};

type RawUser = {
  metadata?: PersonDetail['profile'];
  games?: {
    act04?: Partial<Balance> & { requests?: Record<string, PurchaseRequest> };
  };
  connections?: Record<string, boolean>;
  badges?: Record<string, number>;
};

/** A person's node, live: profile, points and balance, purchases, online state, badges. */
export const watchPerson = (
  key: string,
  onChange: (person: PersonDetail | null) => void,
): (() => void) =>
  onValue(ref(db(), userNodes.user(key)), (snapshot) => {
    const raw = snapshot.val() as RawUser | null;
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
    });
  });

export type LedgerEntry = {
  readonly id: string;
  readonly points: number;
  readonly reason: string;
  readonly by: string;
  readonly at: number;
};

/** The newest 100 entries of a person's points ledger, live, newest first. */
export const watchLedger = (key: string, onChange: (entries: LedgerEntry[]) => void) =>
  onValue(query(ref(db(), userNodes.ledger(key)), limitToLast(100)), (snapshot) => {
    const entries: LedgerEntry[] = [];
    snapshot.forEach((child) => {
      entries.push({ ...(child.val() as Omit<LedgerEntry, 'id'>), id: child.key ?? '' });
    });
    onChange(entries.reverse());
  });

/**
 * A person's name, for a log that names them by key: null when there is no such person (any
 * more). The rules refuse the read for a person outside the organiser's events.
 */
export const fetchPersonName = async (key: string): Promise<string | null> => {
  const name = (await get(ref(db(), userNodes.field(key, 'name')))).val() as unknown;
  return typeof name === 'string' && name.trim() !== '' ? name : null;
};
