import { addTraitCounts } from './bingo.ts';
import { pickUserColor, type TeamName, validateColorName } from './colors.ts';
import type { AttendanceMode } from './constants.ts';
import { searchRow } from './people.ts';
import {
  accept,
  type Claim,
  type Context,
  claim,
  type Plan,
  type Refused,
  refuse,
  WriteSet,
} from './plan.ts';
import { encodeQrPayload } from './qr-payload.ts';
import { eventNodes } from './store/events.ts';
import { NO_BADGES, type UserMetadata, userNodes } from './store/users.ts';
import { encodeUserKey } from './user-key.ts';

/** What a new attendee is made from: the caller's account and the registration form. */
export type RegistrationInput = {
  readonly uid: string;
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly department: string;
  readonly teamName: TeamName;
  readonly customerId: string;
  readonly eventId: string;
  readonly attendance?: AttendanceMode | undefined;
  /** A colour of the user's own choice (checked by the colour rule), else one of the 7 at random. */
  readonly color?: string | undefined;
};

export type RegisterResult = {
  readonly status: 'created' | 'duplicate';
  readonly key: string;
  readonly user: UserMetadata;
};

/** New users (spec section 5): not admin, not rep, level 0, a colour, their QR code. */
const newUser = (
  input: RegistrationInput,
  ctx: Pick<Context, 'newId' | 'random'>,
): UserMetadata => {
  const color = input.color ?? pickUserColor(ctx.random);
  const publicId = ctx.newId();
  return {
    uid: input.uid,
    name: input.name,
    email: input.email,
    company: input.company,
    department: input.department,
    color,
    qr_code: encodeQrPayload({ uid: publicId, color, isRep: false }),
    isOnline: false,
    isAdmin: false,
    isRep: false,
    isPrizeAllocated: false,
    isPrizeClaimed: false,
    isPrizePurchased: false,
    welcomeVideo: false,
    eventId: input.eventId,
    customerId: input.customerId,
    teamName: input.teamName,
    level: 0,
    isLoggedIn: false,
    attendance: input.attendance ?? 'in_person',
    publicId,
  };
};

/**
 * What registration reads before it decides: the event, its teams (events/{id}/teams), and the
 * company the event belongs to.
 */
export type RegistrationContext = {
  readonly event: { readonly customerId?: string } | null;
  readonly teams: Readonly<Record<string, unknown>> | null;
  readonly company: { readonly userLimit?: number; readonly formId?: string } | null;
};

/**
 * Who may register, and for which company. The key comes from the caller's account email; the
 * company is the one the event belongs to, never the caller's word; the address must be verified
 * (the link Auth sent) unless the caller has the company's invitation code (its form id). The team
 * is one the event has: a team the organisers removed, or never gave it, is not found.
 */
export const decideApplicant = (
  caller: { readonly email: string | undefined; readonly emailVerified: boolean },
  input: {
    readonly teamName: TeamName;
    readonly color?: string | undefined;
    readonly invitationCode?: string | undefined;
  },
  read: RegistrationContext,
): Plan<{ readonly key: string; readonly email: string; readonly customerId: string }> => {
  const { email } = caller;
  const key = email === undefined ? undefined : encodeUserKey(email);
  if (email === undefined || key === undefined || !key.ok) return refuse('invalid-email');
  if (input.color !== undefined && !validateColorName(input.color).ok)
    return refuse('invalid-colour');
  const customerId = read.event?.customerId;
  if (read.event === null || customerId === undefined) return refuse('not-found', 'event');
  if (read.company === null) return refuse('not-found', 'company');
  if (read.teams === null || !Object.hasOwn(read.teams, input.teamName))
    return refuse('not-found', 'team');
  const invited =
    input.invitationCode !== undefined &&
    read.company.formId !== undefined &&
    input.invitationCode === read.company.formId;
  if (!caller.emailVerified && !invited) return refuse('email-not-verified');
  return accept({ key: key.value, email, customerId });
};

/**
 * One profile per account: the uid index is claimed first (a transaction), so a caller who
 * changed their Auth email and registers again gets their existing profile back, not a second
 * profile and a second seat.
 */
export const claimAccount = (
  currentKey: string | null,
  key: string,
): Claim<{ readonly status: 'new' | 'duplicate'; readonly key: string }> =>
  currentKey === null
    ? claim(key, accept({ status: 'new' as const, key }))
    : accept({ status: 'duplicate' as const, key: currentKey });

/** How long a registration waits for another try of its account, and how often it looks. */
export const SETTLE_WAIT_MS = 10_000;
export const SETTLE_LOOK_MS = 100;

/**
 * A registration that finds its account claimed already (claimAccount's duplicate) waits for the
 * other try to finish: it answers that try's profile once written (a public id is the last thing a
 * registration writes), carries on as the first when the claim was released (the other try was
 * turned away) or the wait is over, and otherwise looks again after SETTLE_LOOK_MS. The wait is
 * over when the clock says so, or when the pauses between its looks alone add up to it (so a clock
 * that runs slow cannot hold a registration longer).
 */
export const decideSettled = (
  read: {
    readonly user: Partial<UserMetadata> | null;
    /** The key the account's uid index holds now. */
    readonly claimedKey: string | null;
  },
  key: string,
  wait: { readonly since: number; readonly now: number; readonly looks: number },
):
  | { readonly status: 'finished'; readonly user: UserMetadata }
  | { readonly status: 'carry-on' | 'wait' } => {
  if (read.user?.publicId !== undefined)
    return { status: 'finished', user: read.user as UserMetadata };
  const over =
    wait.now - wait.since > SETTLE_WAIT_MS || wait.looks * SETTLE_LOOK_MS > SETTLE_WAIT_MS;
  if (read.claimedKey !== key || over) return { status: 'carry-on' };
  return { status: 'wait' };
};

/**
 * Then the key (the email) is claimed for the uid, so two accounts never share a profile; an
 * address another account holds is the spec's duplicate user, and the uid claim is released.
 */
export const claimProfile = (currentUid: string | null, uid: string): Claim<true> => {
  if (currentUid === null) return claim(uid, accept(true));
  if (currentUid === uid) return accept(true);
  return refuse('duplicate-user', undefined, new WriteSet().remove(userNodes.byUid(uid)));
};

/**
 * A company as its seat claim sees it: the limit, the count, and under each uid that took a seat by
 * registering, its mark: the registration's ticket while it is under way, `true` once its attendee
 * is written (until the user is removed, planRemoveUser).
 */
export type CompanySeats = {
  readonly metadata?: { readonly userLimit?: number };
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
export const noteSeatCompany = (heldAt: string | null, customerId: string): Claim<true> =>
  heldAt === customerId ? accept(true) : claim(customerId, accept(true));

/**
 * The seat of a registration under way (its mark a ticket) goes back; a seated mark (a finished
 * registration) and no mark at all are left as they are, so a seat goes back at most once.
 */
export const releaseMovedSeat = (company: CompanySeats | null, uid: string): Claim<true> => {
  if (typeof company?.seatClaims?.[uid] !== 'string') return accept(true);
  const { [uid]: _released, ...seatClaims } = company.seatClaims;
  return claim({ ...company, userCount: (company.userCount ?? 1) - 1, seatClaims }, accept(true));
};

/**
 * Last, a seat in the company (a transaction on the company node), so the limit holds exactly
 * however many register at once. Every company has a limit; a refusal releases both claims. The
 * seat is stored with the count under the caller's uid, with the registration's `ticket`: a retry
 * of a registration that died before its attendee was written finds it and takes no second seat,
 * carrying on with the first try's ticket. A mark of `true` is a registration that finished: the
 * account's attendee is written, so a late second try takes nothing (`ticket` null) and answers the
 * profile, however long the first one took.
 */
export const claimSeat = (
  company: CompanySeats | null,
  claimed: { readonly key: string; readonly uid: string },
  ticket: string,
): Claim<{ readonly ticket: string | null }> => {
  const held = company?.seatClaims?.[claimed.uid];
  if (held !== undefined) return accept({ ticket: held === true ? null : held });
  const seats = company?.userCount ?? 0;
  if (company === null || seats >= (company.metadata?.userLimit ?? 0)) {
    const release = new WriteSet()
      .remove(userNodes.user(claimed.key))
      .remove(userNodes.byUid(claimed.uid));
    return refuse('registration-limit-reached', undefined, release);
  }
  const seatClaims = { ...company.seatClaims, [claimed.uid]: ticket };
  return claim({ ...company, userCount: seats + 1, seatClaims }, accept({ ticket }));
};

/**
 * Then the attendee counts as a registrant, in a transaction on the event's metadata, only while
 * the event is still with the company the seat was taken in: an event that moved meanwhile
 * (claimEventWrite decides a move on the same node) is refused, and the refusal carries no writes:
 * the seat goes back in a transaction on the company node (releaseSeat), then both claims. Counting
 * here, not with the profile, is what lets a move see every registration that took a seat under the
 * company it leaves. The count is marked with the registration's ticket, so a retry that finds the
 * mark counts nothing again (an event with a registrant cannot have moved since).
 */
export const claimRegistrant = (
  metadata: {
    readonly customerId?: string;
    readonly registrants?: number;
    readonly registering?: Readonly<Record<string, true>>;
  } | null,
  customerId: string,
  ticket: string,
): Claim<true> => {
  if (metadata?.registering?.[ticket] !== undefined) return accept(true);
  if (metadata?.customerId !== customerId)
    return refuse('illegal-transition', 'the event moved to another company: try again');
  const registering = { ...metadata.registering, [ticket]: true };
  return claim(
    { ...metadata, registrants: (metadata.registrants ?? 0) + 1, registering },
    accept(true),
  );
};

/**
 * A registration refused after its seat (`why`) gives the seat back in a transaction on the company
 * node, only while the uid's mark still holds this registration's ticket: two tries of one account
 * share one seat, and the second to be refused finds the mark gone and gives back nothing, so the
 * count never drops below the seats held. Then both claims are released and the refusal stands.
 */
export const releaseSeat = (
  company: CompanySeats | null,
  claimed: { readonly key: string; readonly uid: string; readonly ticket: string },
  why: Refused,
): Claim<never> => {
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
 * that node start again). The seat's mark becomes `true` (seated) while it still holds the ticket,
 * and stays until the user is removed (planRemoveUser): a second try of the account that reaches
 * claimSeat after this finds it and takes no second seat. The registrant's mark goes
 * (endRegistering). A mark left by a crash in between is harmless: the retry finds the profile.
 */
export const endSeatClaim = (
  company: CompanySeats | null,
  uid: string,
  ticket: string,
): Claim<true> => {
  if (company?.seatClaims?.[uid] !== ticket) return accept(true);
  return claim({ ...company, seatClaims: { ...company.seatClaims, [uid]: true } }, accept(true));
};

export const endRegistering = (
  metadata: { readonly registering?: Readonly<Record<string, true>> } | null,
  ticket: string,
): Claim<true> => {
  if (metadata?.registering?.[ticket] === undefined) return accept(true);
  const { [ticket]: _ended, ...registering } = metadata.registering;
  return claim({ ...metadata, registering }, accept(true));
};

/**
 * A new attendee as writes: the profile, the points game at zero, the badge counters, the uid
 * index and the registrant counter. Leaderboard entries come with the first points (addAward).
 * The dev seed and the benchmarks make their attendees through this too, so an attendee is
 * spelled once.
 */
export const planNewAttendee = (
  key: string,
  input: RegistrationInput,
  ctx: Pick<Context, 'newId' | 'random'>,
  /** Whether claimRegistrant already counted the attendee (a registration does; a seed does not). */
  options: { readonly registrantCounted?: boolean } = {},
): Plan<RegisterResult> => {
  const user = newUser(input, ctx);
  const writes = new WriteSet()
    .set(userNodes.metadata(key), user)
    .set(userNodes.balance(key), {
      code: 'act04',
      isComplete: false,
      totalPoints: 0,
      spentPoints: 0,
    })
    .set(userNodes.badges(key), NO_BADGES)
    .set(userNodes.byUid(input.uid), key)
    .set(userNodes.byPublicId(user.publicId), key)
    .set(eventNodes.searchRow(input.eventId, key), searchRow(user));
  if (options.registrantCounted !== true)
    writes.increment(eventNodes.registrants(input.eventId), 1);
  addTraitCounts(writes, input.eventId, user);
  return accept({ status: 'created', key, user }, writes);
};

/**
 * An organiser's own profile: what an attendee's has, with isAdmin, but not counted as a
 * registrant and not on the attendee leaderboards.
 */
export const planOrganiserProfile = (
  key: string,
  input: RegistrationInput,
  ctx: Pick<Context, 'newId' | 'random'>,
): Plan<UserMetadata> => {
  // An organiser's own profile takes no seat: removing it gives none back.
  const user = { ...newUser(input, ctx), isAdmin: true, takesSeat: false };
  const writes = new WriteSet()
    .set(userNodes.metadata(key), user)
    .set(userNodes.balance(key), {
      code: 'act04',
      isComplete: false,
      totalPoints: 0,
      spentPoints: 0,
    })
    .set(userNodes.byUid(input.uid), key)
    .set(eventNodes.searchRow(input.eventId, key), searchRow(user));
  return accept(user, writes);
};
