import { dbPaths } from '@engage/domain/paths';
import type { SearchRow } from '@engage/domain/people';
import { get, limitToFirst, orderByKey, query, ref, startAfter } from 'firebase/database';
import { db } from './database-client.ts';

/**
 * What the exports read, a page at a time, so 10,000 attendees are never one read: the people
 * index by key, then (for the ledger) each person's entries, a few people at once.
 */
const PAGE = 500;
const AT_ONCE = 8;

export type ExportPerson = SearchRow & { readonly key: string };

export async function* peopleOf(eventId: string): AsyncGenerator<ExportPerson[]> {
  let after: string | undefined;
  for (;;) {
    const page = await get(
      query(
        ref(db(), dbPaths.searchIndex(eventId)),
        orderByKey(),
        ...(after === undefined ? [] : [startAfter(after)]),
        limitToFirst(PAGE),
      ),
    );
    const rows: ExportPerson[] = [];
    page.forEach((child) => {
      rows.push({ ...(child.val() as SearchRow), key: child.key ?? '' });
    });
    if (rows.length > 0) yield rows;
    after = rows.at(-1)?.key;
    if (rows.length < PAGE) return;
  }
}

/** The event's scores by public id (what the leaderboard counts), read once. */
export const scoresOf = async (eventId: string): Promise<Record<string, number>> => {
  const board = ((await get(ref(db(), dbPaths.leaderboard(eventId, 'all')))).val() ?? {}) as Record<
    string,
    { score?: number }
  >;
  return Object.fromEntries(Object.entries(board).map(([id, entry]) => [id, entry.score ?? 0]));
};

export type ExportLedgerEntry = {
  readonly points: number;
  readonly reason: string;
  readonly by: string;
  readonly at: number;
};

/** Each person's ledger, a few people at a time, in the order given. */
export async function* ledgersOf(
  people: AsyncIterable<ExportPerson[]>,
): AsyncGenerator<[ExportPerson, ExportLedgerEntry[]][]> {
  for await (const page of people) {
    for (let start = 0; start < page.length; start += AT_ONCE) {
      const group = page.slice(start, start + AT_ONCE);
      yield await Promise.all(
        group.map(async (person): Promise<[ExportPerson, ExportLedgerEntry[]]> => {
          const ledger = ((await get(ref(db(), dbPaths.ledger(person.key)))).val() ?? {}) as Record<
            string,
            ExportLedgerEntry
          >;
          return [person, Object.values(ledger)];
        }),
      );
    }
  }
}

export type ExportLead = {
  readonly repName: string;
  readonly repCompany: string;
  readonly name: string;
  readonly company: string;
  readonly at: number;
};

/** Every booth visit of the event with its representative, read once. */
export const leadsOf = async (eventId: string): Promise<ExportLead[]> => {
  const [reps, leads] = await Promise.all([
    get(ref(db(), dbPaths.reps(eventId))),
    get(ref(db(), dbPaths.eventLeads(eventId))),
  ]);
  const byRep = (reps.val() ?? {}) as Record<string, { name?: string; company?: string }>;
  return Object.entries(
    (leads.val() ?? {}) as Record<
      string,
      Record<string, { name: string; company: string; at: number }>
    >,
  ).flatMap(([rep, visits]) =>
    Object.values(visits).map((visit) => ({
      repName: byRep[rep]?.name ?? rep,
      repCompany: byRep[rep]?.company ?? '',
      ...visit,
    })),
  );
};
