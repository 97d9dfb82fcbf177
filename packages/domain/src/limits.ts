import { accept, type Claim, claim, refuse } from './plan.ts';
import type { Bucket } from './store/users.ts';

/**
 * Per-account token buckets on the callables a script could hammer (awards, pairing, games): a
 * bucket holds up to `capacity` calls and refills at `perSecond`; an empty bucket refuses with
 * `rate-limited` and changes nothing else. The figures leave a person playing fast untouched
 * (a scan every few seconds, a move a second) and cap a script at the refill rate.
 */
export const LIMITS = {
  award: { capacity: 10, perSecond: 0.5 },
  pairing: { capacity: 10, perSecond: 0.5 },
  game: { capacity: 20, perSecond: 2 },
  /**
   * Signing in to an event and out, registering, buying a prize and levelling up: a person does
   * each a few times a visit (a retry, a second tab, a few prizes); a script at 100 a second wrote
   * a profile, a purchase or a claim each time. Registering refills slowest: it also answers
   * whether a guessed invitation code is right.
   */
  session: { capacity: 10, perSecond: 0.2 },
  register: { capacity: 10, perSecond: 0.1 },
  market: { capacity: 10, perSecond: 0.5 },
  /**
   * A line to a connection (inbox.ts): small talk's pace of a line a second, counted across all of
   * one's conversations (small talk is one room at a time), after a burst of three for a person
   * answering two or three people at once.
   */
  message: { capacity: 3, perSecond: 1 },
} as const;
export type LimitName = keyof typeof LIMITS;

export const takeToken = (
  bucket: Bucket | null,
  limit: LimitName,
  now: number,
): Claim<true, Bucket> => {
  const { capacity, perSecond } = LIMITS[limit];
  const elapsed = bucket === null ? 0 : Math.max(0, now - bucket.at) / 1_000;
  const tokens = Math.min(capacity, (bucket?.tokens ?? capacity) + elapsed * perSecond);
  if (tokens < 1) return refuse('rate-limited');
  return claim({ tokens: tokens - 1, at: now }, accept(true));
};
