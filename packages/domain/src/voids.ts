import { type Actor, addAudit } from './audit.ts';
import type { AwardProfile } from './awards.ts';
import type { AttendanceMode } from './constants.ts';
import { told } from './notice-words.ts';
import { addNotification } from './notifications.ts';
import { accept, type Claim, type Context, claim, refuse, WriteSet } from './plan.ts';
import { LEVEL_THRESHOLDS, levelForPoints } from './points.ts';
import { boardFace } from './privacy.ts';
import { type BoardEntry, boardNodes } from './store/boards.ts';
import { SERVER_TIME } from './store/node.ts';
import { type LedgerEntry, userNodes } from './store/users.ts';
import type { Balance } from './store/users-play.ts';

/** An award a void may take back: a ledger entry that gave points. */
export type VoidableAward = {
  readonly id: string;
  readonly points: number;
  readonly reason: string;
  readonly at: number;
};

export type VoidResult = {
  /** How many awards were voided, and their points. */
  readonly voided: number;
  readonly points: number;
  readonly totalPoints: number;
  readonly level: number;
};

/**
 * The awards of a ledger not voided yet: every entry that gave points. Purchases (charges) and
 * voids themselves are not awards; neither is an organiser's deduction.
 */
export const voidableAwards = (
  ledger: Readonly<Record<string, LedgerEntry>> | null,
  voided: Readonly<Record<string, true>> | undefined,
): VoidableAward[] =>
  Object.entries(ledger ?? {})
    .filter(([id, entry]) => entry.kind === undefined && entry.points > 0 && !voided?.[id])
    .map(([id, entry]) => ({ id, points: entry.points, reason: entry.reason, at: entry.at }))
    .sort((x, y) => (x.id < y.id ? -1 : 1));

/**
 * An organiser's void of an attendee's awards, decided in a transaction on the attendee's balance
 * (so two voids at once take each award back once: the second finds them in `voided`): one
 * negative ledger entry per award, naming it; the total, both board entries and the team total
 * come down by their sum in the same commit, so each stays the sum of its ledger. What was spent
 * stays spent (prizes bought are not taken back), so the balance may go below zero: a debt that
 * later points pay first, and that buys nothing. A level the new total no longer reaches comes
 * down; the attendee is told, and the audit log records who voided what and why.
 */
export const decideVoidAwards = (
  balance: Balance | null,
  ledger: Readonly<Record<string, LedgerEntry>> | null,
  user: {
    readonly key: string;
    readonly level?: number | undefined;
    readonly notifications: readonly string[];
    readonly profile: AwardProfile & { readonly attendance?: AttendanceMode | undefined };
  },
  change: Actor & { readonly reason: string },
  ctx: Pick<Context, 'newId'>,
  /** The event's level thresholds (scoring-table.ts). */
  levels: readonly number[] = LEVEL_THRESHOLDS,
): Claim<VoidResult, Balance> => {
  if (change.by === user.key)
    return refuse('not-admin', 'an organiser does not void their own awards');
  const awards = voidableAwards(ledger, balance?.voided);
  if (awards.length === 0) return refuse('nothing-to-void');
  const points = awards.reduce((sum, award) => sum + award.points, 0);
  const total = balance?.totalPoints ?? 0;
  const next = total - points;
  const writes = new WriteSet();
  for (const award of awards) {
    writes.set(userNodes.ledgerEntry(user.key, ctx.newId()), {
      points: -award.points,
      reason: `void: ${change.reason}`,
      at: SERVER_TIME,
      by: change.by,
      kind: 'void',
      voids: award.id,
    });
  }
  const { profile } = user;
  // Organisers are on no board (addAward): their voids move only their own total.
  // The entries' names are written along, as an award writes them, so no entry is left nameless.
  if (profile.isAdmin !== true) {
    for (const board of ['all', profile.attendance ?? 'in_person'] as const) {
      const field = <F extends keyof BoardEntry>(name: F) =>
        boardNodes.entryField(profile.eventId, board, profile.publicId, name);
      writes.set(field('name'), boardFace(profile).name).set(field('teamName'), profile.teamName);
      writes.increment(field('score'), -points);
    }
    writes.set(boardNodes.teamName(profile.eventId, profile.teamName), profile.teamName);
    writes.increment(boardNodes.teamScore(profile.eventId, profile.teamName), -points);
  }
  const level = Math.min(user.level ?? 0, levelForPoints(next, levels));
  if (level !== (user.level ?? 0)) writes.set(userNodes.level(user.key), level);
  addNotification(
    writes,
    user.key,
    user.notifications,
    told({
      message: 'awardsVoided',
      params: { points, awards: awards.length, reason: change.reason },
    }),
    ctx,
  );
  addAudit(
    writes,
    { kind: 'event', id: profile.eventId },
    change,
    {
      action: 'awards.void',
      target: user.key,
      before: { totalPoints: total, level: user.level ?? 0 },
      after: { totalPoints: next, level, voided: awards.length, points, reason: change.reason },
    },
    ctx,
  );
  const voided = {
    ...balance?.voided,
    ...Object.fromEntries(awards.map((a) => [a.id, true as const])),
  };
  return claim(
    { ...balance, totalPoints: next, voided },
    accept({ voided: awards.length, points, totalPoints: next, level }, writes),
  );
};
