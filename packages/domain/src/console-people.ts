import { addAnonymised, goneId, type Traces } from './anonymise.ts';
import { type Actor, addAudit } from './audit.ts';
import { type AwardProfile, addAward } from './awards.ts';
import type { AttendanceMode } from './constants.ts';
import { mayOrganise, type OrganiserScope } from './organiser.ts';
import { addPeopleGone } from './people-gone.ts';
import { accept, type Claim, type Context, claim, type Plan, refuse, WriteSet } from './plan.ts';
import { LEVEL_THRESHOLDS, levelForPoints } from './points.ts';
import { boardNodes } from './store/boards.ts';
import { eventNodes } from './store/events.ts';
import { everyoneNodes } from './store/everyone.ts';
import { organiserNodes } from './store/organisers.ts';
import { userNodes } from './store/users.ts';
import type { Balance } from './store/users-play.ts';

/**
 * An organiser's point adjustment, decided in a transaction on the attendee's balance: a deduction
 * may not take the total below what was already spent (the balance never goes negative), and a
 * level the new total no longer reaches comes down with it. The ledger entry names the reason and
 * the organiser.
 */
export const decideAdjustPoints = (
  balance: Balance | null,
  user: { readonly key: string; readonly level?: number; readonly profile: AwardProfile },
  change: {
    readonly delta: number;
    readonly reason: string;
    readonly by: string;
    readonly email?: string | undefined;
  },
  ctx: Pick<Context, 'newId'> & Partial<Pick<Context, 'now'>>,
  /** The event's level thresholds (scoring-table.ts). */
  levels: readonly number[] = LEVEL_THRESHOLDS,
): Claim<
  { readonly delta: number; readonly totalPoints: number; readonly level: number },
  Balance
> => {
  // Points are what attendees earn: an organiser does not pay themselves (another organiser may).
  if (change.by === user.key)
    return refuse('not-admin', 'an organiser does not adjust their own points');
  const total = balance?.totalPoints ?? 0;
  const spent = balance?.spentPoints ?? 0;
  const next = total + change.delta;
  // A bonus is paid even to a balance a void left below zero (voids.ts): it only lessens the debt.
  if (change.delta < 0 && next < spent) return refuse('below-spent');
  const writes = new WriteSet();
  addAward(
    writes,
    user.profile,
    { key: user.key, points: change.delta, reason: `admin: ${change.reason}`, by: change.by },
    ctx,
    { totalInClaim: true },
  );
  const level = Math.min(user.level ?? 0, levelForPoints(next, levels));
  if (level !== (user.level ?? 0)) writes.set(userNodes.level(user.key), level);
  addAudit(
    writes,
    { kind: 'event', id: user.profile.eventId },
    { by: change.by, email: change.email },
    {
      action: 'points.adjust',
      target: user.key,
      before: { totalPoints: total, level: user.level ?? 0 },
      after: { totalPoints: next, level, reason: change.reason },
    },
    ctx,
  );
  return claim(
    { ...balance, totalPoints: next },
    accept({ delta: change.delta, totalPoints: next, level }, writes),
  );
};

/** A profile as its removal or its seat's release sees it. */
type SeatHolder = {
  readonly uid: string;
  readonly name?: string | undefined;
  readonly email?: string | undefined;
  readonly eventId: string;
  readonly customerId: string;
  readonly teamName: string;
  readonly attendance?: AttendanceMode | undefined;
  readonly publicId?: string | undefined;
  readonly takesSeat?: boolean | undefined;
};

/**
 * The profile and everything that follows from it, as writes: the profile, the uid index, the
 * people index, their board entries and their place on the representatives list go, the
 * company's user count and the event's registrants come down by one, and their points leave the
 * team total (which stays the sum of its members). The ledger stays, for the record, under an id
 * that names no one (anonymise.ts), when the caller read what the person left.
 */
const removeProfile = (
  writes: WriteSet,
  key: string,
  user: SeatHolder,
  totalPoints: number,
): WriteSet => {
  writes
    .remove(userNodes.user(key))
    .remove(userNodes.byUid(user.uid))
    .remove(eventNodes.searchRow(user.eventId, key))
    .remove(everyoneNodes.row(key))
    // A removed account holds no rights: a later event move must not look for it.
    .remove(organiserNodes.organiser(user.uid));
  if (user.publicId !== undefined) {
    writes.remove(userNodes.byPublicId(user.publicId));
    writes.remove(eventNodes.rep(user.eventId, user.publicId));
  }
  // Profiles made by registration hold a seat and points on the boards, promoted or not. The
  // seat's mark, if a crash left it after the profile was written, goes with it (endSeatClaim).
  if (user.takesSeat !== false) {
    writes
      .remove(organiserNodes.seatClaim(user.customerId, user.uid))
      .increment(organiserNodes.userCount(user.customerId), -1)
      .increment(eventNodes.registrants(user.eventId), -1);
  }
  if (user.publicId !== undefined) {
    writes.remove(boardNodes.entry(user.eventId, 'all', user.publicId));
    writes.remove(boardNodes.entry(user.eventId, user.attendance ?? 'in_person', user.publicId));
  }
  if (user.takesSeat !== false)
    writes.increment(boardNodes.teamScore(user.eventId, user.teamName), -totalPoints);
  return writes;
};

/** The removal's writes: the profile, the leads' details, and (with traces) what names them. */
const removeAll = (
  key: string,
  user: SeatHolder,
  totalPoints: number,
  boothsVisited: readonly string[],
  traces: Traces | undefined,
  gone: string | undefined,
): WriteSet => {
  const writes = removeProfile(new WriteSet(), key, user, totalPoints);
  if (user.publicId !== undefined)
    for (const rep of boothsVisited)
      writes.remove(eventNodes.boothLeadContact(user.eventId, rep, user.publicId));
  if (traces !== undefined && gone !== undefined)
    addAnonymised(writes, key, user.eventId, traces, gone);
  if (traces !== undefined && user.publicId !== undefined)
    addPeopleGone(writes, key, { eventId: user.eventId, publicId: user.publicId }, traces.people);
  return writes;
};

/**
 * An attendee deletes their own account (decideDeleteConfirmed in my-data.ts said they may):
 * everything a removal takes goes the same way, the seat given back and the ledger and claims
 * moved under a random id, and no audit keeps their name.
 */
export const planDeleteOwnAccount = (
  key: string,
  user: SeatHolder,
  totalPoints: number,
  boothsVisited: readonly string[],
  traces: Traces,
  ctx: Pick<Context, 'newId'>,
): Plan<{ readonly deleted: true }> =>
  accept(
    { deleted: true as const },
    removeAll(key, user, totalPoints, boothsVisited, traces, goneId(ctx.newId())),
  );

/**
 * Removing an attendee frees their seat: their profile goes (removeProfile), and is audited; their
 * contact details leave every rep's lead they were shared on (the visit stays, anonymous). With
 * what they left read (`traces`), nothing names them after: the ledger and claims move under a
 * random id (anonymise.ts), and the audit keeps that id and their name, never the key or email.
 */
export const planRemoveUser = (
  key: string,
  user: SeatHolder,
  totalPoints: number,
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
  /** The reps whose booths the attendee visited (leads.ts): their details leave those leads. */
  boothsVisited: readonly string[] = [],
  /** What the person left that names them (anonymise.ts): moved under an id naming no one. */
  traces?: Traces,
): Plan<{ readonly removed: string }> => {
  const gone = traces === undefined ? undefined : goneId(ctx.newId());
  const writes = removeAll(key, user, totalPoints, boothsVisited, traces, gone);
  addAudit(
    writes,
    { kind: 'event', id: user.eventId },
    actor,
    {
      action: 'user.remove',
      target: gone ?? key,
      before:
        gone === undefined
          ? { name: user.name ?? '', email: user.email ?? '', totalPoints }
          : { name: user.name ?? '', totalPoints },
      after: null,
    },
    ctx,
  );
  return accept({ removed: key }, writes);
};

/**
 * An organiser gives a seat back: the attendee's profile goes as on removal, in one update, so the
 * seat count and the registrants come down together, once (the handler holds the user's turn,
 * takeSeatTurn, so two releases of one seat do not both count); their account stays, and may register again under
 * the company's policy (an approval given goes with the seat). An organiser's own profile holds no
 * seat to release. Audited under the company.
 */
/** How long a release holds the user's turn if it dies before it lets go (its update frees it). */
const RELEASE_TURN_MS = 30_000;

/**
 * A release takes the user's release turn, in a transaction and without waiting: one that finds
 * the turn held is refused as the seat not found, since the release holding it decides that seat.
 * A turn left by a release that died runs out; a release that is done removes it with the user.
 */
export const takeSeatTurn = (
  heldUntil: number | null,
  now: number,
  what: 'seat' | 'user' = 'seat',
): Claim<true, number> =>
  heldUntil !== null && heldUntil > now
    ? refuse('not-found', what)
    : claim(now + RELEASE_TURN_MS, accept(true as const));

/**
 * A release of a user with no profile (released or removed already, or never registered): an
 * organiser is told the seat is not found, anyone else only that organisers do this.
 */
export const refuseGoneSeat = (scope: OrganiserScope): Plan<never> =>
  scope.all || scope.events.size > 0 || scope.customers.size > 0
    ? refuse('not-found', 'seat')
    : refuse('not-admin');

/**
 * Who may release a seat of the company `customerId` (null: the key has no profile). Someone
 * without rights over that company is answered as for a key nobody registered, as every user
 * callable answers (decideUserLookup): not-admin, or not-found to an organiser of everything, so an
 * organiser of one company cannot tell another company's user keys from keys never registered.
 */
export const decideSeatReach = (scope: OrganiserScope, customerId: string | null): Plan<true> =>
  customerId !== null && mayOrganise(scope, { kind: 'company', customerId })
    ? accept(true)
    : scope.all
      ? refuse('not-found', 'seat')
      : refuse('not-admin');

/**
 * A removal whose user's turn is taken finds the profile as it is then: none (a release or another
 * removal finished first) refuses as the user not found, and lets the turn go.
 */
export const refuseGoneUser = (key: string): Plan<never> =>
  refuse('not-found', 'user', new WriteSet().remove(userNodes.releasing(key)));

/** A removal that failed after taking the user's turn lets it go, so a retry need not wait. */
export const planTurnLetGo = (key: string): Plan<true> =>
  accept(true, new WriteSet().remove(userNodes.releasing(key)));

export const planSeatRelease = (
  key: string,
  user: SeatHolder | null,
  totalPoints: number,
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Plan<{ readonly released: string }> => {
  // Refused, the release lets the user's turn go (takeSeatTurn); done, the turn goes with the user.
  if (user === null || user.takesSeat === false)
    return refuse('not-found', 'seat', new WriteSet().remove(userNodes.releasing(key)));
  const writes = removeProfile(new WriteSet(), key, user, totalPoints).remove(
    organiserNodes.application(user.customerId, user.uid),
  );
  addAudit(
    writes,
    { kind: 'company', id: user.customerId },
    actor,
    {
      action: 'seat.release',
      target: key,
      before: {
        name: user.name ?? '',
        email: user.email ?? '',
        eventId: user.eventId,
        totalPoints,
      },
      after: null,
    },
    ctx,
  );
  return accept({ released: key }, writes);
};
