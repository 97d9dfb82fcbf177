import { accept, type Claim, claim, type Plan, WriteSet } from './plan.ts';
import { type PartnerLog, userNodes } from './store/users.ts';

/**
 * The partner rule: how much of a per-partner award (a QR connection, a small talk, a
 * rock-paper-scissors win, and the bingo square a connection fills) an attendee is paid. A ring of
 * cooperating accounts earns by playing each other over and over as fast as the limits allow; a
 * person meets different people at human speed. So:
 *
 * - An attendee is paid for at most `perHour` per-partner awards in any hour; later ones that hour
 *   pay nothing (the connection or game still happens and counts once per pair, as before).
 * - Of those, at most `newcomersPerHour` may be with a newcomer: a partner who has met nobody else
 *   yet. A ring's members all meet one of them first, who would otherwise be paid in full for
 *   every one of them (and fill a bingo card with them) before any pair shares a partner.
 * - A closed pair (two attendees who already share `closedShared` or more partners, and those shared
 *   partners are at least `closedShare` of the smaller of their two partner lists: people who only
 *   play each other) is paid `closedRate` of the award.
 *
 * The numbers and why they are what they are: docs/points.md.
 */
export const PARTNER_RULE = {
  perHour: 20,
  windowMs: 60 * 60_000,
  newcomersPerHour: 3,
  closedShared: 1,
  closedShare: 0.5,
  closedRate: 0.25,
} as const;

export type PartnerRate = {
  /** The share of the award that is paid: 1, `closedRate` or 0. */
  readonly rate: number;
  readonly why: 'full' | 'closed-pair' | 'hourly-cap' | 'newcomer-cap';
};

export const FULL_RATE: PartnerRate = { rate: 1, why: 'full' };

/** The partners two attendees have both met through per-partner awards, besides each other. */
export const sharedPartners = (
  mine: PartnerLog['met'],
  theirs: PartnerLog['met'],
  me: string,
  them: string,
): { readonly shared: number; readonly smaller: number } => {
  const own = Object.keys(mine ?? {}).filter((id) => id !== them);
  const other = new Set(Object.keys(theirs ?? {}).filter((id) => id !== me));
  return {
    shared: own.filter((id) => other.has(id)).length,
    smaller: Math.min(own.length, other.size),
  };
};

/** Whether a partner has met nobody yet but `me` (a meeting given back leaves a count of 0). */
export const isNewcomer = (theirs: PartnerLog['met'], me: string): boolean =>
  Object.entries(theirs ?? {}).every(([id, count]) => id === me || count <= 0);

/** Whether two attendees only play each other: enough shared partners, and mostly those. */
export const isClosedPair = (shared: number, smaller: number): boolean =>
  shared >= PARTNER_RULE.closedShared && shared >= PARTNER_RULE.closedShare * smaller;

/** The award's points at a rate, in whole points (a cut award never pays more than in full). */
export const atRate = (points: number, rate: PartnerRate): number => Math.floor(points * rate.rate);

/**
 * One per-partner award's rate for one attendee, decided in a transaction on their partner log
 * (so concurrent awards cannot all slip under the cap): the log forgets what is older than the
 * window, records the partner met, and records the award when it pays (and a newcomer paid for
 * the first time, as one of the hour's newcomers). `partner.met` is the partner's own log, read before (a stale read only changes which side of the line a pair is on
 * for one award). An award that then does not happen (the pair was already paid) gives back
 * what it took (releasePartnerAward).
 */
export const takePartnerAward = (
  log: PartnerLog | null,
  me: string,
  partner: { readonly publicId: string; readonly met: PartnerLog['met'] },
  id: string,
  now: number,
): Claim<PartnerRate, PartnerLog> => {
  const within = (stamps: PartnerLog['recent']) =>
    Object.fromEntries(
      Object.entries(stamps ?? {}).filter(([, at]) => at > now - PARTNER_RULE.windowMs),
    );
  const recent = within(log?.recent);
  const newcomers = within(log?.newcomers);
  // A newcomer already paid this hour keeps their place: the cap counts people, not awards.
  const newcomer = isNewcomer(partner.met, me) && newcomers[partner.publicId] === undefined;
  const { shared, smaller } = sharedPartners(log?.met, partner.met, me, partner.publicId);
  const rate: PartnerRate =
    Object.keys(recent).length >= PARTNER_RULE.perHour
      ? { rate: 0, why: 'hourly-cap' }
      : newcomer && Object.keys(newcomers).length >= PARTNER_RULE.newcomersPerHour
        ? { rate: 0, why: 'newcomer-cap' }
        : isClosedPair(shared, smaller)
          ? { rate: PARTNER_RULE.closedRate, why: 'closed-pair' }
          : FULL_RATE;
  const met = { ...log?.met, [partner.publicId]: (log?.met?.[partner.publicId] ?? 0) + 1 };
  const paid = rate.rate > 0;
  const withNewcomer = paid && newcomer ? { ...newcomers, [partner.publicId]: now } : newcomers;
  const next: PartnerLog = {
    recent: paid ? { ...recent, [id]: now } : recent,
    ...(Object.keys(withNewcomer).length > 0 ? { newcomers: withNewcomer } : {}),
    met,
  };
  return claim(next, accept(rate));
};

/**
 * What an award taken but not made gives back: its place under the cap and the meeting. A
 * newcomer's place stays: the award that is made with them (the other of a double tap) holds it.
 */
export const releasePartnerAward = (key: string, partner: string, id: string): Plan<null> =>
  accept(
    null,
    new WriteSet()
      .remove(userNodes.partnerRecent(key, id))
      .increment(userNodes.partnerMet(key, partner), -1),
  );
