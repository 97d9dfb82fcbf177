import { NO_PEOPLE_TRACES, type PeopleTraces } from './people-gone.ts';
import type { WriteSet } from './plan.ts';
import { roomNodes } from './store/rooms.ts';
import { type LedgerEntry, userNodes } from './store/users.ts';

/**
 * A person who leaves (removed by an organiser, or deleting their own account) leaves no address
 * behind. Their user key is the encoded email (user-key.ts), so every node named by it names
 * them: the ledger moves to an id that names no one, and the event's pay-once claims that name
 * them as one side of a pair are renamed to it, so every total, board, team total, seat and "paid
 * once" still adds up. What only served their account (scan receipts, the partner rule's log,
 * one-time codes) goes.
 */

/** The prefix of a departed person's id: read as "someone who left", never as anyone. */
export const GONE_PREFIX = 'gone-';

/** What a departed person left that names them, as the server read it before the removal. */
export type Traces = {
  readonly ledger: Readonly<Record<string, LedgerEntry>> | null;
  /** The event's pay-once claims by pair id (`a~b`, each side a user key). */
  readonly pairs: Readonly<Record<string, number>> | null;
  readonly smallTalks: Readonly<Record<string, number>> | null;
  readonly rpsWins: Readonly<Record<string, number>> | null;
  /** Their directory entry, meetings and session check-ins (people-gone.ts). */
  readonly people: PeopleTraces;
};

export const NO_TRACES: Traces = {
  ledger: null,
  pairs: null,
  smallTalks: null,
  rpsWins: null,
  people: NO_PEOPLE_TRACES,
};

/** The id a departed person's ledger goes under: random, with nothing of the key in it. */
export const goneId = (random: string): string => `${GONE_PREFIX}${random}`;

/** A pair id with the departed key replaced, or null when the pair does not name them. */
const renamed = (pair: string, key: string, gone: string): string | null => {
  const sides = pair.split('~');
  return sides.includes(key) ? sides.map((side) => (side === key ? gone : side)).join('~') : null;
};

/**
 * The writes that take `key` out of what it left: the ledger moved under `gone` entry by entry
 * (the same entries, so the sum of the ledger is kept), each claim naming it renamed, and the
 * account's own receipts removed. Added to the removal's own update, so it is all or nothing.
 */
export const addAnonymised = (
  writes: WriteSet,
  key: string,
  eventId: string,
  traces: Traces,
  gone: string,
): WriteSet => {
  for (const [id, entry] of Object.entries(traces.ledger ?? {}))
    writes.set(userNodes.ledgerEntry(gone, id), entry);
  writes
    .remove(userNodes.ledger(key))
    .remove(userNodes.scanReceipts(key))
    .remove(userNodes.partnerLog(key))
    .remove(userNodes.otp(key));
  const tables = [
    [traces.pairs, roomNodes.pair],
    [traces.smallTalks, roomNodes.smallTalk],
    [traces.rpsWins, roomNodes.rpsWin],
  ] as const;
  for (const [claims, claimNode] of tables)
    for (const [pair, at] of Object.entries(claims ?? {})) {
      const next = renamed(pair, key, gone);
      if (next === null) continue;
      writes.remove(claimNode(eventId, pair)).set(claimNode(eventId, next), at);
    }
  return writes;
};
