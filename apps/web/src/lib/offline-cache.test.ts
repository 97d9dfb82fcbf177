import { describe, expect, it } from 'vitest';
import { keptOffline } from './offline-cache.ts';

const query = (queryKey: readonly unknown[], status: 'success' | 'error' | 'pending' = 'success') =>
  ({ queryKey, state: { status } }) as unknown as Parameters<typeof keptOffline>[0];

describe('the queries kept for offline use', () => {
  it.each([
    ['who is signed in', ['session']],
    ['my own profile', ['me', 'u1']],
    ['my latest QR token', ['connect', 'qr-token', 'u1']],
    ['an event’s programme', ['events', 'summit', 'speakers']],
    ['an event’s theme', ['events', 'summit', 'theme']],
  ])('keeps %s', (_name, key) => {
    expect(keptOffline(query(key), 'u1')).toBe(true);
  });

  it.each([
    ['another account’s profile', ['me', 'u2']],
    ['another account’s QR token', ['connect', 'qr-token', 'u2']],
    ['a followed link’s answer', ['connect', 'link', 'u1', 'engage:2:…']],
    ['the scans waiting to be sent (kept on their own)', ['connect', 'queue', 'u1']],
    ['a live leaderboard', ['leaderboard', 'summit', 'all']],
    ['the console', ['console', 'events', '*']],
  ])('does not keep %s', (_name, key) => {
    expect(keptOffline(query(key), 'u1')).toBe(false);
  });

  it('keeps no query that has not succeeded', () => {
    expect(keptOffline(query(['me', 'u1'], 'error'), 'u1')).toBe(false);
    expect(keptOffline(query(['session'], 'pending'), 'u1')).toBe(false);
  });
});
