import { boardNodes } from '@engage/domain/store/boards';
import { eventNodes, type Lead, type SearchRow } from '@engage/domain/store/events';
import { marketNodes } from '@engage/domain/store/market';
import type { Node } from '@engage/domain/store/node';
import { type LedgerEntry, userNodes } from '@engage/domain/store/users';
import { limitToFirst, orderByKey, startAfter } from 'firebase/database';
import { placeAttendee } from './database-client.ts';
import { type Children, read, readChildren } from './read.ts';

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
async function* pagesOf<T>(node: Node<Readonly<Record<string, T>>>): AsyncGenerator<Children<T>> {
  const page = (after: string | undefined) =>
    readChildren(
      node,
      orderByKey(),
      ...(after === undefined ? [] : [startAfter(after)]),
      limitToFirst(PAGE),
    );
  let next = page(undefined);
  for (;;) {
    const children = await next;
    const last = children.at(-1)?.[0];
    if (children.length === PAGE) next = page(last);
    if (children.length > 0) yield children;
    if (children.length < PAGE) return;
  }
}

/** The event's people, a page at a time; each one's ledger is then read in the event's instance. */
export async function* peopleOf(eventId: string): AsyncGenerator<ExportPerson[]> {
  for await (const page of pagesOf(eventNodes.search(eventId)))
    yield page.map(([key, row]) => {
      placeAttendee(key, eventId);
      return { ...row, key };
    });
}

/** The event's teams by key, with the names its organisers gave them (one small read). */
export const teamsOf = async (eventId: string) => (await read(eventNodes.teams(eventId))) ?? {};

/** The event's scores by public id (what the leaderboard counts), read a page at a time. */
export const scoresOf = async (eventId: string): Promise<Record<string, number>> => {
  const scores: Record<string, number> = {};
  for await (const page of pagesOf(boardNodes.board(eventId, 'all')))
    for (const [publicId, entry] of page) scores[publicId] = entry.score ?? 0;
  return scores;
};

/** Each person's ledger, a few people at a time, in the order given. */
export async function* ledgersOf(
  people: AsyncIterable<ExportPerson[]>,
): AsyncGenerator<[ExportPerson, LedgerEntry[]][]> {
  for await (const page of people) {
    for (let start = 0; start < page.length; start += AT_ONCE) {
      const group = page.slice(start, start + AT_ONCE);
      yield await Promise.all(
        group.map(async (person): Promise<[ExportPerson, LedgerEntry[]]> => {
          const ledger = (await read(userNodes.ledger(person.key))) ?? {};
          return [person, Object.values(ledger)];
        }),
      );
    }
  }
}

export type ExportLead = Lead & { readonly repName: string; readonly repCompany: string };

/** Every booth visit of the event with its representative, read once. */
export const leadsOf = async (eventId: string): Promise<ExportLead[]> => {
  const [reps, leads] = await Promise.all([
    read(eventNodes.reps(eventId)),
    read(eventNodes.leads(eventId)),
  ]);
  const byRep = reps ?? {};
  return Object.entries(leads ?? {}).flatMap(([rep, visits]) =>
    Object.values(visits).map((visit) => ({
      repName: byRep[rep]?.name ?? rep,
      repCompany: byRep[rep]?.company ?? '',
      ...visit,
    })),
  );
};

/**
 * A person's name, for the ledger's organisers (null when they have none); the rules refuse it
 * outside the organiser's events.
 */
export { fetchPersonName as personNameOf } from './console-people.ts';

/** A prize's name as the event's prize list holds it now: null when it is gone (or has none). */
export const prizeNameOf = async (eventId: string, prizeId: string): Promise<string | null> => {
  const name: unknown = await read(marketNodes.prizeName(eventId, prizeId));
  return typeof name === 'string' && name.trim() !== '' ? name : null;
};
