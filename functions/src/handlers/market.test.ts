import { dbPaths } from '@engage/domain/paths';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  baseData,
  caller,
  EVENT,
  registerAll,
  startStack,
  type TestStack,
} from '../testing/stack.ts';
import { allocatePrize, buyPrize } from './market.ts';
import { completeGame } from './scoring.ts';

let stack: TestStack;
let keys: Record<string, string>;
beforeAll(async () => {
  stack = await startStack(4);
});
afterAll(() => stack.close());
beforeEach(async () => {
  await stack.reset(baseData(100));
  keys = await registerAll(stack, ['ann', 'bob', 'boss']);
  await stack
    .deps()
    .db.ref(dbPaths.userField(keys.boss ?? '', 'isAdmin'))
    .set(true);
  await completeGame(stack.deps(), { code: 'act01' }, caller('ann'));
});

const read = async (path: string) => (await stack.deps().db.ref(path).get()).val();

describe('buyPrize', () => {
  it('takes stock and points atomically, records the purchase, and keeps the leaderboard score', async () => {
    expect(await buyPrize(stack.deps(), { prizeId: 'mug', qty: 2 }, caller('ann'))).toEqual({
      spent: 100,
    });
    expect(await read(`${dbPaths.prize(EVENT, 'mug')}/stock`)).toBe(0);
    expect(await read(dbPaths.userGame(keys.ann ?? '', 'act04'))).toMatchObject({
      totalPoints: 100,
      spentPoints: 100,
    });
    expect(await read(dbPaths.userMetadata(keys.ann ?? ''))).toMatchObject({
      isPrizePurchased: true,
      purchases: { mug: { qty: 2 } },
    });
    expect(await read(dbPaths.userBadge(keys.ann ?? '', 'gifts'))).toBe(2);
    expect(await read(`${dbPaths.eventLeaderboardEntry(EVENT, keys.ann ?? '')}/score`)).toBe(100);
  });

  it('refuses out-of-stock and insufficient points, leaving stock and points as they were', async () => {
    await expect(
      buyPrize(stack.deps(), { prizeId: 'mug', qty: 3 }, caller('ann')),
    ).rejects.toMatchObject({ code: 'out-of-stock' });
    await expect(
      buyPrize(stack.deps(), { prizeId: 'mug', qty: 1 }, caller('bob')),
    ).rejects.toMatchObject({ code: 'insufficient-points' });
    expect(await read(`${dbPaths.prize(EVENT, 'mug')}/stock`)).toBe(2);
    await expect(
      buyPrize(stack.deps(), { prizeId: 'yacht', qty: 1 }, caller('ann')),
    ).rejects.toMatchObject({ code: 'not-found' });
  });

  it('never sells more than the stock under concurrent buyers', async () => {
    await stack
      .deps()
      .db.ref(`${dbPaths.prize(EVENT, 'mug')}/stock`)
      .set(3);
    const buyers = ['ann', 'bob', 'boss'];
    for (const name of buyers.slice(1))
      await completeGame(stack.deps(), { code: 'act01' }, caller(name));
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        buyPrize(stack.deps(i), { prizeId: 'mug', qty: 1 }, caller(buyers[i % 3] ?? 'ann')),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await read(`${dbPaths.prize(EVENT, 'mug')}/stock`)).toBe(0);
  });
});

describe('allocatePrize', () => {
  it('lets an organiser allocate then mark claimed, in that order', async () => {
    await buyPrize(stack.deps(), { prizeId: 'mug', qty: 1 }, caller('ann'));
    await expect(
      allocatePrize(stack.deps(), { userKey: keys.ann ?? '', state: 'claimed' }, caller('boss')),
    ).rejects.toMatchObject({
      code: 'illegal-transition',
    });
    await allocatePrize(
      stack.deps(),
      { userKey: keys.ann ?? '', state: 'allocated' },
      caller('boss'),
    );
    await allocatePrize(
      stack.deps(),
      { userKey: keys.ann ?? '', state: 'claimed' },
      caller('boss'),
    );
    expect(await read(dbPaths.userMetadata(keys.ann ?? ''))).toMatchObject({
      isPrizeAllocated: true,
      isPrizeClaimed: true,
    });
  });

  it('refuses attendees with not-admin', async () => {
    await expect(
      allocatePrize(stack.deps(), { userKey: keys.ann ?? '', state: 'allocated' }, caller('bob')),
    ).rejects.toMatchObject({
      code: 'not-admin',
      message: 'Only organisers can do this',
    });
  });
});
