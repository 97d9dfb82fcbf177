import { addActivity } from './activity.ts';
import { connectionText } from './award-words.ts';
import { type AwardProfile, addAward } from './awards.ts';
import type { ConnectionPayment, ConnectionResult } from './games.ts';
import { addBoothLead } from './leads.ts';
import { addNotification } from './notifications.ts';
import { atRate, FULL_RATE, type PartnerRate } from './partner-awards.ts';
import { accept, type Claim, type Context, claim, type Plan, refuse, WriteSet } from './plan.ts';
import { type CompletableGame, decideLevelUp, LEVEL_THRESHOLDS, POINTS } from './points.ts';
import type { PointValues } from './scoring-table.ts';
import { eventNodes } from './store/events.ts';
import { SERVER_TIME } from './store/node.ts';
import type { Notice } from './store/notices.ts';
import { userNodes } from './store/users.ts';

export type Attendee = {
  readonly key: string;
  readonly profile: AwardProfile & { readonly isRep?: boolean; readonly company?: string };
};

/** The pair's id does not depend on who scanned whom, so A->B and B->A are the same pair. */
export const pairId = (a: string, b: string): string => (a < b ? `${a}~${b}` : `${b}~${a}`);

/**
 * A QR connection, decided in a transaction on the pair's claim: both attendees get the
 * connection points once per pair, whichever side scans; a sponsor representative's scan also
 * counts a visit for their booth and gives the scanner the booth points. Both are told.
 */
export const decideConnection = (
  claimedAt: number | null,
  me: Attendee & { readonly notifications: readonly string[] },
  other: Attendee & {
    readonly profile: { readonly name: string; readonly color: string };
    readonly notifications: readonly string[];
  },
  ctx: Context,
  /** Each side's share under the partner rule (partner-awards.ts), taken before the claim. */
  rates: { readonly me: PartnerRate; readonly other: PartnerRate } = {
    me: FULL_RATE,
    other: FULL_RATE,
  },
  /** The event's point values (scoring-table.ts). */
  points: PointValues = POINTS,
): Claim<ConnectionResult, number> => {
  if (claimedAt !== null) return refuse('already-connected');
  // A sponsor representative on either side makes it a booth visit: the visitor gets the booth
  // points and the visit counts for the representative's booth, whoever scanned.
  const rep = [me, other].find((side) => side.profile.isRep === true);
  const isVisitor = (side: Attendee) =>
    rep !== undefined && side !== rep && side.profile.isRep !== true;
  const writes = new WriteSet();
  const full = (side: Attendee) => points.qrConnection + (isVisitor(side) ? points.boothVisit : 0);
  const earned = (side: Attendee) => atRate(full(side), side === me ? rates.me : rates.other);
  for (const side of [me, other]) {
    addAward(
      writes,
      side.profile,
      {
        key: side.key,
        points: earned(side),
        full: full(side),
        reason: isVisitor(side) ? 'booth-visit' : 'qr-connection',
        by: 'system',
        counters: { super_networker: 1 },
      },
      ctx,
    );
  }
  const visitor = [me, other].find(isVisitor);
  if (rep !== undefined && visitor !== undefined) {
    writes.increment(eventNodes.boothVisits(rep.profile.eventId, rep.profile.publicId), 1);
    // The representative's lead: who visited, by name and company (never email or uid).
    writes.set(
      eventNodes.lead(rep.profile.eventId, rep.profile.publicId, visitor.profile.publicId),
      {
        name: visitor.profile.name,
        company: visitor.profile.company ?? '',
        at: SERVER_TIME,
      },
    );
    addBoothLead(writes, rep, visitor);
  }
  addActivity(writes, me.profile.eventId, ctx.now, 'connections', 1);
  return claim(
    ctx.now,
    accept(
      {
        awarded: earned(me),
        paid: { connection: earned(me), completion: 0, bingo: 0 },
        partnerAwarded: earned(other),
        partnerPaid: { connection: earned(other), completion: 0, bingo: 0 },
        partner: { name: other.profile.name, color: other.profile.color },
        boothVisit: visitor !== undefined,
      },
      writes,
    ),
  );
};

/**
 * The connection's result with what the same call paid after the pair's claim, each in its own
 * transaction (the QR networking completion, bingo squares): the caller is told every point.
 */
export const withFollowUps = (
  result: ConnectionResult,
  mine: Pick<ConnectionPayment, 'completion' | 'bingo'>,
  theirs: Pick<ConnectionPayment, 'completion' | 'bingo'>,
): ConnectionResult => {
  const paid = { ...result.paid, completion: mine.completion, bingo: mine.bingo };
  const partnerPaid = { ...result.partnerPaid, completion: theirs.completion, bingo: theirs.bingo };
  return {
    ...result,
    paid,
    awarded: paid.connection + paid.completion + paid.bingo,
    partnerPaid,
    partnerAwarded: partnerPaid.connection + partnerPaid.completion + partnerPaid.bingo,
  };
};

/**
 * Both sides told of a connection once the call has paid everything (the connection, then the
 * QR networking completion and the bingo squares, each in its own transaction): every point each
 * side was paid, and what for.
 */
/**
 * A connection told to one side: the partner, what this side was paid, a booth visit or not. The
 * sentence is the award's words (award-words.ts), the same noticeText tells a `connected` notice
 * in (notice-words.test holds the two together): scoring is loaded by the inbox's rules on the
 * web's first visit, so it does not bring every notice's words.
 */
const connectionNotice = (
  partner: string,
  paid: ConnectionPayment,
  boothVisit: boolean,
): Notice & { readonly kind: 'award'; readonly text: string } => ({
  kind: 'award',
  text: connectionText(partner, paid, boothVisit),
  message: boothVisit ? 'boothVisit' : 'connected',
  params: { partner, connection: paid.connection, completion: paid.completion, bingo: paid.bingo },
});

export const notifyConnection = (
  result: ConnectionResult,
  me: Attendee & { readonly notifications: readonly string[] },
  other: Attendee & { readonly notifications: readonly string[] },
  ctx: Pick<Context, 'newId'>,
): Plan<ConnectionResult> => {
  const writes = new WriteSet();
  addNotification(
    writes,
    me.key,
    me.notifications,
    {
      ...connectionNotice(
        other.profile.name,
        result.paid,
        result.boothVisit && me.profile.isRep !== true,
      ),
      points: result.awarded,
    },
    ctx,
  );
  addNotification(
    writes,
    other.key,
    other.notifications,
    {
      ...connectionNotice(
        me.profile.name,
        result.partnerPaid,
        result.boothVisit && other.profile.isRep !== true,
      ),
      points: result.partnerAwarded,
    },
    ctx,
  );
  return accept(result, writes);
};

type CompletionResult = { readonly awarded: number; readonly alreadyComplete: boolean };

/** A game's completion pays its points once, decided on the game's isComplete flag. */
export const decideCompletion = (
  isComplete: boolean | null,
  me: Attendee,
  code: CompletableGame,
  ctx: Context,
  /** The event's point values (scoring-table.ts). */
  values: PointValues = POINTS,
): Claim<CompletionResult, boolean> => {
  if (isComplete === true) return accept({ awarded: 0, alreadyComplete: true });
  const points = values.completion[code];
  const writes = new WriteSet().set(userNodes.gameCode(me.key, code), code);
  addAward(
    writes,
    me.profile,
    {
      key: me.key,
      points,
      reason: `complete-${code}`,
      by: 'system',
      counters: { kool_badge: 1, issued_badges: 1 },
    },
    ctx,
  );
  return claim(true, accept({ awarded: points, alreadyComplete: false }, writes));
};

/**
 * One level at a time, in a transaction on the level, against the running total read first and
 * the event's thresholds (scoring-table.ts).
 */
export const decideLevelUpClaim = (
  level: number | null,
  points: number,
  levels: readonly number[] = LEVEL_THRESHOLDS,
): Claim<{ readonly level: number }, number> => {
  const decision = decideLevelUp(level ?? 0, points, levels);
  if (!decision.ok)
    return refuse(decision.error === 'max-level' ? 'illegal-transition' : 'level-up-short');
  return claim(decision.value, accept({ level: decision.value }));
};
