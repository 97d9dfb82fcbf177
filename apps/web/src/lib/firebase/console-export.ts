import { boardNodes } from '@engage/domain/store/boards';
import { eventNodes, type SearchRow } from '@engage/domain/store/events';
import { userNodes } from '@engage/domain/store/users';
import { get, limitToFirst, orderByKey, query, ref, startAfter } from 'firebase/database';
import { db } from './database-client.ts';

/**
 * What the exports read, a page at a time, so 10,000 attendees are never one read: the people
 * index by key, then (for the ledger) each person's entries, a few people at once.
 */
const PAGE = 250;
const AT_ONCE = 8;

export type ExportPerson = SearchRow & { readonly key: string };

/**
 * The children of a wide node, a page at a time in key order. Each page is its own read and its
 * own short task: one read of 10,000 children is one message that the SDK parses and sorts in one
 * go, which held the page's main thread for a few hundred milliseconds. The next page is asked
 * for before this one is handed on, so its round trip overlaps the work on this one.
 */
async function* pagesOf<T>(path: string): AsyncGenerator<[string, T][]> {
  const read = async (after: string | undefined) => {
    const page = await get(
      query(
        ref(db(), path),
        orderByKey(),
        ...(after === undefined ? [] : [startAfter(after)]),
        limitToFirst(PAGE),
      ),
    );
    const children: [string, T][] = [];
    page.forEach((child) => {
      children.push([child.key ?? '', child.val() as T]);
    });
    return children;
  };
  let next = read(undefined);
  for (;;) {
    const children = await next;
    const last = children.at(-1)?.[0];
    if (children.length === PAGE) next = read(last);
    if (children.length > 0) yield children;
    if (children.length < PAGE) return;
  }
}

export async function* peopleOf(eventId: string): AsyncGenerator<ExportPerson[]> {
  for await (const page of pagesOf<SearchRow>(eventNodes.search(eventId)))
    yield page.map(([key, row]) => ({ ...row, key }));
}

/** The event's scores by public id (what the leaderboard counts), read a page at a time. */
export const scoresOf = async (eventId: string): Promise<Record<string, number>> => {
  const scores: Record<string, number> = {};
  for await (const page of pagesOf<{ score?: number }>(boardNodes.board(eventId, 'all')))
    for (const [publicId, entry] of page) scores[publicId] = entry.score ?? 0;
  return scores;
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
          const ledger = ((await get(ref(db(), userNodes.ledger(person.key)))).val() ??
            {}) as Record<string, ExportLedgerEntry>;
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
    get(ref(db(), eventNodes.reps(eventId))),
    get(ref(db(), eventNodes.leads(eventId))),
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
