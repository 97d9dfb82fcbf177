import { eventNodes } from '@engage/domain/store/events';
import { userNodes } from '@engage/domain/store/users';
import { ref, set, update } from 'firebase/database';
import { expect, it } from 'vitest';
import { DEMO_EVENT_ID } from '../src/seed.ts';
import type { AttackKit } from './attack-kit.ts';
import { refusal } from './web-client.ts';

/**
 * The booth crawl from the web SDK: an attendee writing her own progress, her payment or the
 * Booth crawler badge, or setting the event's challenge, directly or through the organisers'
 * call. Only the award path writes the progress and pays, and only organisers set the crawl.
 */
export const crawlAttacks = (kit: AttackKit): void => {
  it('an attendee writes no crawl progress, payment, badge or challenge of her own', async () => {
    const mallory = await kit.attendee('crawl-forger');
    const paths = [
      userNodes.user(mallory.key),
      userNodes.ledger(mallory.key),
      eventNodes.boothCrawl(DEMO_EVENT_ID),
    ];
    const before = await kit.admin.readAll(paths);
    const db = mallory.client.db;
    const crawl = userNodes.boothCrawl(mallory.key);
    const visited = { 's-a': 'A', 's-b': 'B', 's-c': 'C', 's-d': 'D' };
    expect(
      await Promise.all(
        [
          set(ref(db, crawl), { visited }),
          set(ref(db, `${crawl}/visited/s-a`), 'A'),
          set(ref(db, `${crawl}/paid`), { points: 500, at: Date.now() }),
          set(ref(db, userNodes.badge(mallory.key, 'booth_crawler')), 1),
          update(ref(db, userNodes.user(mallory.key)), { 'badges/booth_crawler': 1 }),
          set(ref(db, eventNodes.boothCrawl(DEMO_EVENT_ID)), {
            on: true,
            sponsors: 2,
            points: 500,
          }),
          set(ref(db, `${eventNodes.boothCrawl(DEMO_EVENT_ID)}/sponsors`), 2),
        ].map(refusal),
      ),
    ).toEqual(Array(7).fill('PERMISSION_DENIED'));
    expect(
      await refusal(
        mallory.client.callRaw('adminSetBoothCrawl', {
          eventId: DEMO_EVENT_ID,
          on: true,
          sponsors: 2,
          points: 500,
        }),
      ),
    ).toBe('not-admin');
    // Her own progress she reads through the call, which pays nothing and writes nothing.
    expect(await mallory.client.call('boothCrawl', {})).toMatchObject({ visited: [], paid: null });
    expect(await kit.admin.readAll(paths)).toEqual(before);
  });
};
