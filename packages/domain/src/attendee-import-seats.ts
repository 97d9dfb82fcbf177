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
 * The batch's seats, in one transaction on the company node, marked under each account's uid with
 * the import's `ticket` until the profiles are written (endImportSeats), as a registration's are.
 * A uid already marked by this import (a retried batch) keeps its seat; one marked otherwise (the
 * person registered meanwhile) is refused as `duplicate-user`; past the user limit,
 * `registration-limit-reached`. Answers the uids seated and the refusals by uid.
 */
export const claimImportSeats = <C extends CompanySeats>(
  company: C | null,
  uids: readonly string[],
  ticket: string,
): Claim<
  {
    readonly seated: readonly string[];
    readonly refused: Readonly<Record<string, ErrorCode>>;
  },
  C
> => {
  const seatClaims: Record<string, string | true> = { ...company?.seatClaims };
  let count = company?.userCount ?? 0;
  const limit = company?.metadata?.userLimit ?? 0;
  const seated: string[] = [];
  const refused: Record<string, ErrorCode> = {};
  for (const uid of uids) {
    const held = seatClaims[uid];
    if (held === ticket) seated.push(uid);
    else if (held !== undefined) refused[uid] = 'duplicate-user';
    else if (count >= limit) refused[uid] = 'registration-limit-reached';
    else {
      seatClaims[uid] = ticket;
      count += 1;
      seated.push(uid);
    }
  }
  const answer = accept({ seated, refused });
  if (company === null || count === (company.userCount ?? 0)) return answer;
  return claim({ ...company, userCount: count, seatClaims }, answer);
};

/** The uids of `uids` whose seats the import's `ticket` still marks. */
const markedBy = (company: CompanySeats | null, uids: readonly string[], ticket: string) =>
  uids.filter((uid) => company?.seatClaims?.[uid] === ticket);

/** Once the profiles are written, the batch's seat marks become seated (as endSeatClaim). */
export const endImportSeats = <C extends CompanySeats>(
  company: C | null,
  uids: readonly string[],
  ticket: string,
): Claim<true, C> => {
  const marked = markedBy(company, uids, ticket);
  if (company === null || marked.length === 0) return accept(true);
  const seatClaims: Record<string, string | true> = { ...company.seatClaims };
  for (const uid of marked) seatClaims[uid] = true;
  return claim({ ...company, seatClaims }, accept(true));
};

/** A batch's seats given back while its ticket marks them (the event moved under the import). */
export const returnImportSeats = <C extends CompanySeats>(
  company: C | null,
  uids: readonly string[],
  ticket: string,
): Claim<true, C> => {
  const marked = markedBy(company, uids, ticket);
  if (company === null || marked.length === 0) return accept(true);
  const seatClaims: Record<string, string | true> = { ...company.seatClaims };
  for (const uid of marked) delete seatClaims[uid];
  return claim(
    { ...company, userCount: (company.userCount ?? marked.length) - marked.length, seatClaims },
    accept(true),
  );
};
