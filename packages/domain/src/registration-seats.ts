import { decideAdmission } from './admission.ts';
import { isDeadImportTicket, isImportTicket } from './import-ticket.ts';
import { accept, type Claim, claim, isRefused, type Refused, refuse, WriteSet } from './plan.ts';
import type { AdmissionPolicy, Application } from './store/organisers.ts';
import { userNodes } from './store/users.ts';

/**
 * A company as its seat claim sees it: the limit, the count, and under each uid whose seat is being
 * taken, its mark: the ticket of the registration, approval or import batch under way. A mark ends
 * once the attendee is written, so the node holds only what is under way however many are seated
 * (a mark of `true`, seated, was kept for good before; such a mark is still read as seated).
 */
export type CompanySeats = {
  readonly metadata?: { readonly userLimit?: number; readonly formId?: string };
  readonly admission?: AdmissionPolicy;
  readonly userCount?: number;
  readonly seatClaims?: Readonly<Record<string, string | true>>;
};

/**
 * Before its seat, a registration notes on the user's node the company it takes it in
 * (noteSeatCompany), and one that finds an earlier company there (a try that died, or was
 * overtaken, before its event moved) first gives that company's seat back (releaseMovedSeat), then
 * notes the new one: a crash in between leaves the old note, and the next retry releases nothing
 * twice. The answer is the company to release from, if any.
 */
export const seatToRelease = (heldAt: string | null, customerId: string): string | null =>
  heldAt === null || heldAt === customerId ? null : heldAt;

/** The note itself, in a transaction on it (like the claims before it). */
export const noteSeatCompany = (heldAt: string | null, customerId: string): Claim<true, string> =>
  heldAt === customerId ? accept(true) : claim(customerId, accept(true));

/**
 * The seat of a registration under way (its mark a ticket) goes back; a seated mark (a finished
 * registration) and no mark at all are left as they are, so a seat goes back at most once.
 */
export const releaseMovedSeat = <C extends CompanySeats>(
  company: C | null,
  uid: string,
): Claim<true, C> => {
  if (typeof company?.seatClaims?.[uid] !== 'string') return accept(true);
  const { [uid]: _released, ...seatClaims } = company.seatClaims;
  return claim({ ...company, userCount: (company.userCount ?? 1) - 1, seatClaims }, accept(true));
};

/**
 * What a registration's seat claim answers: a seat under `ticket`, counted by this try (`fresh`) or
 * one it carries on with (an earlier try's, an approval's or a dead import batch's, counted then);
 * or no seat to take: the uid is seated, or an import batch under way is seating it.
 */
export type SeatClaimed =
  | { readonly ticket: string; readonly fresh: boolean }
  | { readonly ticket: null; readonly importing: boolean };

/**
 * Last, a seat in the company (a transaction on the company node), so the limit holds exactly
 * however many register at once. Every company has a limit; a refusal releases both claims. The
 * seat is stored with the count under the caller's uid, with the registration's `ticket`: a retry
 * of a registration that died before its attendee was written finds it and takes no second seat,
 * carrying on with the first try's ticket. A seat an import batch under way is taking for the uid
 * is left to it (the app asks again); a dead batch's is carried on with, as a first try's. A
 * registration that finished has no mark any more: the handler reads the profile after this claim,
 * and a try that finds one gives back a fresh seat (settleLateSeat) or, refused, releases nothing.
 */
export const claimSeat = <C extends CompanySeats>(
  company: C | null,
  claimed: {
    readonly key: string;
    readonly uid: string;
    /** What admitted the registrant, checked again here against the policy as it is now. */
    readonly email: string;
    readonly invitationCode?: string | undefined;
    readonly application?: Pick<Application, 'state' | 'seat'> | null;
  },
  ticket: string,
  now: number,
): Claim<SeatClaimed, C> => {
  const held = company?.seatClaims?.[claimed.uid];
  // The seat an approval holds is taken over under this registration's ticket, so a decline
  // racing the registration (returnMarkedSeat) no longer finds the approval's mark to give back.
  if (held !== undefined && held === claimed.application?.seat && company !== null)
    return claim(
      { ...company, seatClaims: { ...company.seatClaims, [claimed.uid]: ticket } },
      accept({ ticket, fresh: false }),
    );
  if (held === true) return accept({ ticket: null, importing: false });
  // A live batch's seat is left to it; a dead batch's is carried on with under its ticket, as a
  // retry carries on with its first try's, so the registrant the batch may have counted is not
  // counted again (claimRegistrant finds the ticket's mark).
  if (isImportTicket(held) && !isDeadImportTicket(held, now))
    return accept({ ticket: null, importing: true });
  if (held !== undefined) return accept({ ticket: held, fresh: false });
  const seats = company?.userCount ?? 0;
  const release = new WriteSet()
    .remove(userNodes.user(claimed.key))
    .remove(userNodes.byUid(claimed.uid));
  if (company === null || seats >= (company.metadata?.userLimit ?? 0))
    return refuse('registration-limit-reached', undefined, release);
  // The policy read here is the one the seat is taken under: an organiser's change of it is
  // decided on the same node, so no seat is taken under a way the company no longer admits by.
  const admission = decideAdmission(company.admission, company.metadata?.formId, {
    email: claimed.email,
    invitationCode: claimed.invitationCode,
    application: claimed.application ?? null,
  });
  if (isRefused(admission)) return { ...admission, writes: release.writes() };
  if (admission.kind !== 'admitted') return refuse('not-admitted', undefined, release);
  const seatClaims = { ...company.seatClaims, [claimed.uid]: ticket };
  return claim({ ...company, userCount: seats + 1, seatClaims }, accept({ ticket, fresh: true }));
};

/**
 * An approval holds a seat (docs/registration.md, "Approval"): taken in a transaction on the
 * company node as a registration's is, under the limit, and marked with the approval's `ticket`
 * under the registrant's uid; the registration that follows takes that seat over (claimSeat). A
 * uid that holds a seat already (an approval racing this one, a registration under way) takes no
 * second one and answers that seat's ticket (null for a seated mark). A registration that finished
 * has no mark: the handler reads the profile after this and gives the seat back if it finds one.
 * With every seat taken the approval is refused, `seats-full`: the organiser releases a seat or
 * raises the limit first.
 */
export const reserveApprovalSeat = <C extends CompanySeats>(
  company: C | null,
  uid: string,
  ticket: string,
): Claim<{ readonly ticket: string | null }, C> => {
  const held = company?.seatClaims?.[uid];
  if (held !== undefined) return accept({ ticket: held === true ? null : held });
  const seats = company?.userCount ?? 0;
  if (company === null || seats >= (company.metadata?.userLimit ?? 0)) return refuse('seats-full');
  const seatClaims = { ...company.seatClaims, [uid]: ticket };
  return claim({ ...company, userCount: seats + 1, seatClaims }, accept({ ticket }));
};

/**
 * A seat goes back while `ticket` still marks it: an approval's (the application declined, or gone
 * before it was approved; a registration that took it over keeps it), or one counted by a try that
 * then found the account's attendee written by another (settleLateSeat).
 */
export const returnMarkedSeat = <C extends CompanySeats>(
  company: C | null,
  uid: string,
  ticket: string,
): Claim<true, C> => {
  if (company?.seatClaims?.[uid] !== ticket) return accept(true);
  const { [uid]: _returned, ...seatClaims } = company.seatClaims;
  return claim({ ...company, userCount: (company.userCount ?? 1) - 1, seatClaims }, accept(true));
};

/**
 * Then the attendee counts as a registrant, in a transaction on the event's metadata, only while
 * the event is still with the company the seat was taken in: an event that moved meanwhile
 * (claimEventWrite decides a move on the same node) is refused, and the refusal carries no writes:
 * the seat goes back in a transaction on the company node (releaseSeat), then both claims. Counting
 * here, not with the profile, is what lets a move see every registration that took a seat under the
 * company it leaves. The count is marked with the registration's ticket, so a retry that finds the
 * mark counts nothing again (an event with a registrant cannot have moved since). An import's batch
 * counts `count` attendees under one ticket.
 */
export const claimRegistrant = <
  M extends {
    readonly customerId?: string;
    readonly registrants?: number;
    readonly registering?: Readonly<Record<string, true>>;
  },
>(
  metadata: M | null,
  customerId: string,
  ticket: string,
  count = 1,
): Claim<true, M> => {
  if (metadata?.registering?.[ticket] !== undefined || count === 0) return accept(true);
  if (metadata?.customerId !== customerId)
    return refuse('illegal-transition', 'the event moved to another company: try again');
  const registering = { ...metadata.registering, [ticket]: true };
  return claim(
    { ...metadata, registrants: (metadata.registrants ?? 0) + count, registering },
    accept(true),
  );
};

/**
 * A registration refused after its seat (`why`) gives the seat back in a transaction on the company
 * node, only while the uid's mark still holds this registration's ticket: two tries of one account
 * share one seat, and the second to be refused finds the mark gone and gives back nothing, so the
 * count never drops below the seats held. Then both claims are released and the refusal stands.
 */
export const releaseSeat = <C extends CompanySeats>(
  company: C | null,
  claimed: { readonly key: string; readonly uid: string; readonly ticket: string },
  why: Refused,
): Claim<never, C> => {
  const release = new WriteSet()
    .remove(userNodes.user(claimed.key))
    .remove(userNodes.byUid(claimed.uid));
  const refused = refuse(why.error, why.detail, release);
  if (company?.seatClaims?.[claimed.uid] !== claimed.ticket) return refused;
  const { [claimed.uid]: _released, ...seatClaims } = company.seatClaims;
  return claim({ ...company, userCount: (company.userCount ?? 1) - 1, seatClaims }, refused);
};

/**
 * Once the attendee is written, their registration's marks end, each in a transaction on its node
 * like the count it marked (a plain write there would make every registration then counting on
 * that node start again), while it still holds the ticket: the seat's mark goes, so the company
 * node holds only seats under way (its transaction reads all of it: 5,091 seated marks were
 * 183 KB, and the registration rush slowed to a crawl); the registrant's mark goes
 * (endRegistering). A second try of the account that reaches claimSeat after this finds the
 * profile after its seat and takes nothing: a seat it counted goes back (settleLateSeat), a seat
 * refused to it releases nothing. A mark left by a crash in between is harmless: the retry finds
 * the profile.
 */
export const endSeatClaim = <C extends CompanySeats>(
  company: C | null,
  uid: string,
  ticket: string,
): Claim<true, C> => {
  if (company?.seatClaims?.[uid] !== ticket) return accept(true);
  const { [uid]: _ended, ...seatClaims } = company.seatClaims;
  return claim({ ...company, seatClaims }, accept(true));
};

/**
 * A try that took its seat and then finds the account's attendee written (another try finished
 * meanwhile; the profile is read after the seat's transaction, so it sees any try whose mark was
 * gone) takes nothing: a seat it counted goes back, one it carried on with is the written
 * attendee's, and only the mark ends. Either only while its ticket still marks the seat.
 */
export const settleLateSeat = <C extends CompanySeats>(
  company: C | null,
  uid: string,
  seat: { readonly ticket: string; readonly fresh: boolean },
): Claim<true, C> =>
  seat.fresh
    ? returnMarkedSeat(company, uid, seat.ticket)
    : endSeatClaim(company, uid, seat.ticket);

export const endRegistering = <M extends { readonly registering?: Readonly<Record<string, true>> }>(
  metadata: M | null,
  ticket: string,
): Claim<true, M> => {
  if (metadata?.registering?.[ticket] === undefined) return accept(true);
  const { [ticket]: _ended, ...registering } = metadata.registering;
  return claim({ ...metadata, registering }, accept(true));
};
