import { addActivity } from './activity.ts';
import type { TeamName } from './colors.ts';
import type { AttendanceMode } from './constants.ts';
import { accept, type Context, type Plan, WriteSet } from './plan.ts';
import { boardFace } from './privacy.ts';
import { type BoardEntry, boardNodes } from './store/boards.ts';
import { eventNodes } from './store/events.ts';
import { SERVER_TIME } from './store/node.ts';
import { type BadgeCounter, type BoardPrivacy, userNodes } from './store/users.ts';

/** What an award needs to know of the attendee it pays. */
export type AwardProfile = {
  readonly eventId: string;
  readonly teamName: TeamName;
  readonly attendance?: AttendanceMode | undefined;
  readonly name: string;
  readonly publicId: string;
  /** The published photo's version (publishPhoto), written along so a new entry shows it. */
  readonly photoVersion?: number | undefined;
  /** Organisers keep a ledger but stay off the attendee boards. */
  readonly isAdmin?: boolean | undefined;
  /** How the person chose to appear on the boards (privacy.ts). */
  readonly privacy?: BoardPrivacy | undefined;
};

/**
 * One award: who gets how many points, why, who gave them, and which badge counters move besides
 * coins (coins follow the points earned).
 */
export type Award = {
  readonly key: string;
  readonly points: number;
  readonly reason: string;
  readonly by: string;
  readonly counters?: Partial<Record<BadgeCounter, number>>;
  /** What a per-partner award would have paid in full, when the partner rule paid less. */
  readonly full?: number;
};

/**
 * An award as writes: the ledger entry (who, what, points, when), the running total, the user's
 * and the event's badge counters, and the three leaderboards it counts on (the event, in-person
 * or online, the team), keyed by the attendee's public id, with the name and team written along,
 * so an entry appears with the first points. Every number moves by a server increment, so
 * concurrent awards never lose one another, and the committer writes it all in one multi-path
 * update: an award is all there or not at all. The total always equals the sum of the ledger.
 */
export const addAward = (
  into: WriteSet,
  profile: AwardProfile,
  award: Award,
  ctx: Pick<Context, 'newId'> & Partial<Pick<Context, 'now'>>,
  options: { readonly totalInClaim?: boolean } = {},
): WriteSet => {
  const mode: AttendanceMode = profile.attendance ?? 'in_person';
  into.set(userNodes.ledgerEntry(award.key, ctx.newId()), {
    points: award.points,
    reason: award.reason,
    at: SERVER_TIME,
    by: award.by,
    ...(award.full === undefined || award.full === award.points ? {} : { full: award.full }),
  });
  // An award decided in a transaction on the balance stores the new total as its claim.
  if (options.totalInClaim !== true) into.increment(userNodes.totalPoints(award.key), award.points);
  // An award the partner rule cut to nothing moves no board: no entry appears with no score.
  if (profile.isAdmin !== true && award.points !== 0) {
    const face = boardFace(profile);
    for (const board of ['all', mode] as const) {
      const field = <F extends keyof BoardEntry>(name: F) =>
        boardNodes.entryField(profile.eventId, board, profile.publicId, name);
      into.set(field('name'), face.name);
      into.set(field('teamName'), profile.teamName);
      if (face.hidden) into.set(field('hidden'), true);
      if (face.photo && profile.photoVersion !== undefined)
        into.set(field('photo'), profile.photoVersion);
      into.increment(field('score'), award.points);
    }
    into.set(boardNodes.teamName(profile.eventId, profile.teamName), profile.teamName);
    into.increment(boardNodes.teamScore(profile.eventId, profile.teamName), award.points);
  }
  // The live overview counts points awarded per minute; an award with no clock (the seed's
  // points from before the event) is not activity.
  if (ctx.now !== undefined && award.points > 0)
    addActivity(into, profile.eventId, ctx.now, 'points', award.points);
  const counters = { coins: Math.max(0, award.points), ...award.counters };
  for (const [counter, by] of Object.entries(counters) as [BadgeCounter, number][]) {
    into.increment(userNodes.badge(award.key, counter), by);
    into.increment(eventNodes.badge(profile.eventId, counter), by);
  }
  return into;
};

/** One award on its own, as a plan (the organiser's and the seed's awards go this way too). */
export const planAward = (
  profile: AwardProfile,
  award: Award,
  ctx: Pick<Context, 'newId'> & Partial<Pick<Context, 'now'>>,
): Plan<{ readonly awarded: number }> =>
  accept({ awarded: award.points }, addAward(new WriteSet(), profile, award, ctx));
