import type { ErrorCode } from './errors.ts';
import { accept, type Claim, claim } from './plan.ts';
import type { CompanySeats } from './registration-seats.ts';

/**
 * An import's seats (attendee-import.ts), taken in batches in transactions on the company node as
 * a registration's are: marked with the import's ticket until the profiles are written, then
 * seated, or given back. The batch counts as the event's registrants with claimRegistrant, for as
 * many attendees as it seated.
 */

/** The seats a company has left, as the preview and the server count them. */
export const seatsLeft = (company: CompanySeats | null): number =>
  Math.max(0, (company?.metadata?.userLimit ?? 0) - (company?.userCount ?? 0));

/**
 * An import call ends within a minute (Cloud Functions' default timeout), so a seat its ticket
 * still marks ten minutes later is a batch that died between its seats and its profiles.
 */
export const IMPORT_MARK_DEAD_MS = 10 * 60_000;

/** An import batch's ticket: when it began (base 36) and a unique id. */
export const importTicket = (at: number, id: string): string => `import-${at.toString(36)}-${id}`;

/** The ticket of a dead import batch, if `held` is one. */
const deadImportTicket = (held: string | true | undefined, now: number): string | null => {
  const began = typeof held === 'string' ? /^import-([0-9a-z]+)-/u.exec(held)?.[1] : undefined;
  return began !== undefined && now - Number.parseInt(began, 36) > IMPORT_MARK_DEAD_MS
    ? (held as string)
    : null;
};

/**
 * The batch's seats, in one transaction on the company node, marked under each account's uid with
 * the import's `ticket` until the profiles are written (endImportSeats), as a registration's are.
 * A uid already marked by this import (a retried batch) keeps its seat, and so does one marked by
 * a dead import batch (a crash before its profiles, retried from a new preview): its seat is taken
 * over under `ticket` and answered in `adopted` with the dead ticket, whose registrant count may
 * already hold it. One marked otherwise (the person registered meanwhile) is refused as
 * `duplicate-user`; past the user limit, `registration-limit-reached`. Answers the uids seated and
 * the refusals by uid.
 */
export const claimImportSeats = <C extends CompanySeats>(
  company: C | null,
  uids: readonly string[],
  ticket: string,
  now: number,
): Claim<
  {
    readonly seated: readonly string[];
    readonly adopted: Readonly<Record<string, string>>;
    readonly refused: Readonly<Record<string, ErrorCode>>;
  },
  C
> => {
  const seatClaims: Record<string, string | true> = { ...company?.seatClaims };
  let count = company?.userCount ?? 0;
  const limit = company?.metadata?.userLimit ?? 0;
  const seated: string[] = [];
  const adopted: Record<string, string> = {};
  const refused: Record<string, ErrorCode> = {};
  for (const uid of uids) {
    const held = seatClaims[uid];
    const dead = deadImportTicket(held, now);
    if (held === ticket) seated.push(uid);
    else if (dead !== null) {
      seatClaims[uid] = ticket;
      adopted[uid] = dead;
      seated.push(uid);
    } else if (held !== undefined) refused[uid] = 'duplicate-user';
    else if (count >= limit) refused[uid] = 'registration-limit-reached';
    else {
      seatClaims[uid] = ticket;
      count += 1;
      seated.push(uid);
    }
  }
  const answer = accept({ seated, adopted, refused });
  const changed = count !== (company?.userCount ?? 0) || Object.keys(adopted).length > 0;
  if (company === null || !changed) return answer;
  return claim({ ...company, userCount: count, seatClaims }, answer);
};

/**
 * How many of the seated a batch counts as the event's registrants: not those adopted from a dead
 * batch whose count (its mark in the event's `registering`) already holds them.
 */
export const registrantsToCount = (
  seated: readonly string[],
  adopted: Readonly<Record<string, string>>,
  registering: Readonly<Record<string, true>> | undefined,
): number =>
  seated.filter((uid) => {
    const dead = adopted[uid];
    return dead === undefined || registering?.[dead] === undefined;
  }).length;

/**
 * The batch's seat marks, once its profiles are written, become seated (as endSeatClaim), or, when
 * the event moved under the import, go back; only the marks its `ticket` still holds.
 */
const settleImportSeats =
  (how: 'seat' | 'return') =>
  <C extends CompanySeats>(
    company: C | null,
    uids: readonly string[],
    ticket: string,
  ): Claim<true, C> => {
    const marked = uids.filter((uid) => company?.seatClaims?.[uid] === ticket);
    if (company === null || marked.length === 0) return accept(true);
    const seatClaims: Record<string, string | true> = { ...company.seatClaims };
    for (const uid of marked) {
      if (how === 'seat') seatClaims[uid] = true;
      else delete seatClaims[uid];
    }
    if (how === 'seat') return claim({ ...company, seatClaims }, accept(true));
    const userCount = (company.userCount ?? marked.length) - marked.length;
    return claim({ ...company, userCount, seatClaims }, accept(true));
  };

/** Once the profiles are written, the batch's seat marks become seated. */
export const endImportSeats = settleImportSeats('seat');

/** A batch's seats given back while its ticket marks them (the event moved under the import). */
export const returnImportSeats = settleImportSeats('return');
