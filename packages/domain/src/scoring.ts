import { type AwardProfile, addAward } from './awards.ts';
import { dbPaths } from './paths.ts';
import { accept, type Claim, type Context, claim, type Plan, refuse, WriteSet } from './plan.ts';
import { type CompletableGame, decideLevelUp, POINTS } from './points.ts';
import { decodeQrPayload } from './qr-payload.ts';

export type Attendee = {
  readonly key: string;
  readonly profile: AwardProfile & { readonly isRep?: boolean };
};

/** The pair's id does not depend on who scanned whom, so A->B and B->A are the same pair. */
export const pairId = (a: string, b: string): string => (a < b ? `${a}~${b}` : `${b}~${a}`);

/** A scanned code names whom: a code that is not ours, or the scanner's own, pays nothing. */
export const decideScan = (qr: string, callerUid: string): Plan<{ readonly uid: string }> => {
  const payload = decodeQrPayload(qr);
  if (!payload.ok) return refuse('invalid-qr');
  if (payload.value.uid === callerUid) return refuse('self-scan');
  return accept({ uid: payload.value.uid });
};

/**
 * A QR connection, decided in a transaction on the pair's claim: both attendees get the
 * connection points once per pair, whichever side scans; a sponsor representative's scan also
 * counts a visit for their booth and gives the scanner the booth points.
 */
export const decideConnection = (
  claimedAt: number | null,
  me: Attendee,
  other: Attendee,
  ctx: Context,
): Claim<{ readonly awarded: number }> => {
  if (claimedAt !== null) return refuse('already-connected');
  const isRep = other.profile.isRep === true;
  const boothVisit = isRep ? POINTS.boothVisit : 0;
  const writes = new WriteSet();
  addAward(
    writes,
    me.profile,
    {
      key: me.key,
      points: POINTS.qrConnection + boothVisit,
      reason: isRep ? 'booth-visit' : 'qr-connection',
      by: 'system',
      counters: { super_networker: 1 },
    },
    ctx,
  );
  addAward(
    writes,
    other.profile,
    {
      key: other.key,
      points: POINTS.qrConnection,
      reason: 'qr-connection',
      by: 'system',
      counters: { super_networker: 1 },
    },
    ctx,
  );
  if (isRep) writes.increment(dbPaths.boothVisits(me.profile.eventId, other.profile.publicId), 1);
  return claim(ctx.now, accept({ awarded: POINTS.qrConnection + boothVisit }, writes));
};

export type CompletionResult = { readonly awarded: number; readonly alreadyComplete: boolean };

/** A game's completion pays its points once, decided on the game's isComplete flag. */
export const decideCompletion = (
  isComplete: boolean | null,
  me: Attendee,
  code: CompletableGame,
  ctx: Context,
): Claim<CompletionResult> => {
  if (isComplete === true) return accept({ awarded: 0, alreadyComplete: true });
  const points = POINTS.completion[code];
  const writes = new WriteSet().set(dbPaths.userGameCode(me.key, code), code);
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

/** One level at a time, in a transaction on the level, against the running total read first. */
export const decideLevelUpClaim = (
  level: number | null,
  points: number,
): Claim<{ readonly level: number }> => {
  const decision = decideLevelUp(level ?? 0, points);
  if (!decision.ok)
    return refuse(decision.error === 'max-level' ? 'illegal-transition' : 'level-up-short');
  return claim(decision.value, accept({ level: decision.value }));
};
