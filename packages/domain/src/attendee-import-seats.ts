import type { ErrorCode } from './errors.ts';
import { isDeadImportTicket } from './import-ticket.ts';
import { accept, type Claim, claim } from './plan.ts';
import type { CompanySeats } from './registration-seats.ts';

/**
 * An import's seats (attendee-import.ts), taken in batches in transactions on the company node as
 * a registration's are: marked with the import's ticket (import-ticket.ts) until the profiles are
 * written, or given back. The batch counts as the event's registrants with claimRegistrant, for as
 * many attendees as it seated.
 */

/** The seats a company has left, as the preview and the server count them. */
export const seatsLeft = (company: CompanySeats | null): number =>
  Math.max(0, (company?.metadata?.userLimit ?? 0) - (company?.userCount ?? 0));

/** A batch's seats: the uids seated, those adopted from a dead batch (with its ticket), refusals. */
export type ImportSeats = {
  readonly seated: readonly string[];
  readonly adopted: Readonly<Record<string, string>>;
  readonly refused: Readonly<Record<string, ErrorCode>>;
};

/**
 * The batch's seats, in one transaction on the company node, marked under each account's uid with
 * the import's `ticket` until the profiles are written (endImportSeats), as a registration's are.
 * A uid already marked by this import (a retried batch) keeps its seat, and so does one marked by
 * a dead import batch (a crash before its profiles, retried from a new preview): its seat is taken
 * over under `ticket` and answered in `adopted` with the dead ticket, whose registrant count may
 * already hold it. One marked otherwise (the person's registration under way) is refused as
 * `duplicate-user`; past the user limit, `registration-limit-reached`. A registration that finished
 * has no mark: the handler reads the profiles after this and gives their seats back
 * (returnImportSeats). Answers the uids seated and the refusals by uid.
 */
export const claimImportSeats = <C extends CompanySeats>(
  company: C | null,
  uids: readonly string[],
  ticket: string,
  now: number,
): Claim<ImportSeats, C> => {
  const seatClaims: Record<string, string | true> = { ...company?.seatClaims };
  let count = company?.userCount ?? 0;
  const limit = company?.metadata?.userLimit ?? 0;
  const seated: string[] = [];
  const adopted: Record<string, string> = {};
  const refused: Record<string, ErrorCode> = {};
  for (const uid of uids) {
    const held = seatClaims[uid];
    if (held === ticket) seated.push(uid);
    else if (isDeadImportTicket(held, now)) {
      seatClaims[uid] = ticket;
      adopted[uid] = held;
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
 * The batch's seat marks, once its profiles are written, end (as endSeatClaim), or go back: when
 * the event moved under the import, or for people whose profile was written meanwhile; only the
 * marks its `ticket` still holds.
 */
const settleImportSeats =
  (how: 'end' | 'return') =>
  <C extends CompanySeats>(
    company: C | null,
    uids: readonly string[],
    ticket: string,
  ): Claim<true, C> => {
    const marked = uids.filter((uid) => company?.seatClaims?.[uid] === ticket);
    if (company === null || marked.length === 0) return accept(true);
    const seatClaims: Record<string, string | true> = { ...company.seatClaims };
    for (const uid of marked) delete seatClaims[uid];
    if (how === 'end') return claim({ ...company, seatClaims }, accept(true));
    const userCount = (company.userCount ?? marked.length) - marked.length;
    return claim({ ...company, userCount, seatClaims }, accept(true));
  };

/** Once the profiles are written, the batch's seat marks end. */
export const endImportSeats = settleImportSeats('end');

/** A batch's seats given back while its ticket marks them. */
export const returnImportSeats = settleImportSeats('return');
