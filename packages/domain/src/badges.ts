import type { BadgeCounter } from './store/users.ts';

/**
 * The badges an attendee earns, and the rule that moves each counter (the spec names the counters;
 * the rules and thresholds are the product's decision):
 * - coins: every point earned (connections, games, organiser awards), never lowered by spending;
 * - super_networker: one per QR connection;
 * - kool_badge: one per game completed (bingo card, trivia, rock-paper-scissors, small talk, QR);
 * - issued_badges: one per game completed, as the badges a completion issues;
 * - gifts: one per prize bought;
 * - booth_crawler: one when the event's booth crawl pays (booth-crawl.ts), so at most one;
 * - sessions: one per session checked in to (session-checkin.ts).
 * A badge is earned when its counter reaches the threshold.
 */
export type Badge = {
  readonly id: string;
  readonly label: string;
  readonly counter: BadgeCounter;
  readonly threshold: number;
  readonly how: string;
};

export const BADGES: readonly Badge[] = [
  {
    id: 'first-points',
    label: 'First points',
    counter: 'coins',
    threshold: 1,
    how: 'Earn any points.',
  },
  {
    id: 'coin-collector',
    label: 'Coin collector',
    counter: 'coins',
    threshold: 250,
    how: 'Earn 250 points in all.',
  },
  {
    id: 'high-roller',
    label: 'High roller',
    counter: 'coins',
    threshold: 1_000,
    how: 'Earn 1,000 points in all.',
  },
  {
    id: 'ice-breaker',
    label: 'Ice breaker',
    counter: 'super_networker',
    threshold: 1,
    how: 'Connect with someone by scanning their QR code.',
  },
  {
    id: 'super-networker',
    label: 'Super networker',
    counter: 'super_networker',
    threshold: 10,
    how: 'Connect with 10 attendees.',
  },
  {
    id: 'kool-kid',
    label: 'Kool kid',
    counter: 'kool_badge',
    threshold: 1,
    how: 'Complete any game.',
  },
  {
    id: 'all-rounder',
    label: 'All-rounder',
    counter: 'issued_badges',
    threshold: 4,
    how: 'Complete four different games.',
  },
  {
    id: 'shopper',
    label: 'Shopper',
    counter: 'gifts',
    threshold: 1,
    how: 'Buy a prize in the market.',
  },
  {
    id: 'booth-crawler',
    label: 'Booth crawler',
    counter: 'booth_crawler',
    threshold: 1,
    how: "Visit the sponsors' booths the event's booth crawl asks for.",
  },
  {
    id: 'session-explorer',
    label: 'Session explorer',
    counter: 'sessions',
    threshold: 3,
    how: 'Check in to 3 sessions by scanning their codes.',
  },
];

export const earnedBadges = (
  counters: Readonly<Partial<Record<BadgeCounter, number>>>,
): readonly Badge[] => BADGES.filter((badge) => (counters[badge.counter] ?? 0) >= badge.threshold);
