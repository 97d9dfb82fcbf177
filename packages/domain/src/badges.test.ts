import { describe, expect, it } from 'vitest';
import { BADGES, earnedBadges } from './badges.ts';
import { BADGE_COUNTERS } from './store/users.ts';

describe('BADGES', () => {
  it('has unique ids, each on a badge counter with a positive threshold and a way to earn it', () => {
    expect(new Set(BADGES.map((b) => b.id)).size).toBe(BADGES.length);
    for (const badge of BADGES) {
      expect(BADGE_COUNTERS).toContain(badge.counter);
      expect(badge.threshold).toBeGreaterThan(0);
      expect(badge.how.length).toBeGreaterThan(0);
    }
  });
});

describe('earnedBadges', () => {
  const ids = (counters: Parameters<typeof earnedBadges>[0]) =>
    earnedBadges(counters).map((b) => b.id);

  it.each([
    ['no counters yet', {}, []],
    [
      'all at zero',
      { coins: 0, kool_badge: 0, super_networker: 0, issued_badges: 0, gifts: 0 },
      [],
    ],
    ['one point', { coins: 1 }, ['first-points']],
    ['249 points', { coins: 249 }, ['first-points']],
    ['250 points', { coins: 250 }, ['first-points', 'coin-collector']],
    ['1,000 points', { coins: 1_000 }, ['first-points', 'coin-collector', 'high-roller']],
    ['one connection', { super_networker: 1 }, ['ice-breaker']],
    ['ten connections', { super_networker: 10 }, ['ice-breaker', 'super-networker']],
    ['a game completed', { kool_badge: 1, issued_badges: 1 }, ['kool-kid']],
    ['three games', { kool_badge: 3, issued_badges: 3 }, ['kool-kid']],
    ['four games', { kool_badge: 4, issued_badges: 4 }, ['kool-kid', 'all-rounder']],
    ['a prize bought', { gifts: 1 }, ['shopper']],
    ['a booth crawl completed', { booth_crawler: 1 }, ['booth-crawler']],
    ['two sessions', { sessions: 2 }, []],
    ['three sessions', { sessions: 3 }, ['session-explorer']],
    [
      'everything',
      {
        coins: 5_000,
        super_networker: 20,
        kool_badge: 5,
        issued_badges: 5,
        gifts: 2,
        booth_crawler: 1,
        sessions: 3,
      },
      BADGES.map((b) => b.id),
    ],
  ])('%s', (_name, counters, earned) => {
    expect(ids(counters)).toEqual(earned);
  });
});
