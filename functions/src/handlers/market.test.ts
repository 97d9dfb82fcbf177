import { type AwardProfile, planAward } from '@engage/domain/awards';
import { dbPaths } from '@engage/domain/paths';
import { describe, expect, it } from 'vitest';
import { commit } from '../commit.ts';
import { context } from '../deps.ts';
import { caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { allocatePrize, buyPrize } from './market.ts';

/** Points earned as a game would pay them: an award plan with its ledger entry. */
const give = async (
  deps: ReturnType<ReturnType<typeof h.stack>['deps']>,
  name: string,
  points: number,
) => {
  const profile = (await h.read(dbPaths.userMetadata(h.key(name)))) as AwardProfile;
  await commit(
    deps,
    planAward(profile, { key: h.key(name), points, reason: 'test', by: 'test' }, context(deps)),
  );
};

const h = useHandlerStack({
  instances: 4,
  users: ['ann', 'bob', 'boss'],
  setup: async (started) => {
    await give(started.deps(), 'ann', 100);
  },
});
const stack = () => h.stack();

const read = h.read;
let request = 0;

describe('buyPrize', () => {
  it('takes stock and points atomically, records the purchase, and keeps the leaderboard score', async () => {
    expect(
      await buyPrize(
        stack().deps(),
        { prizeId: 'mug', qty: 2, requestId: `r${++request}` },
        caller('ann'),
      ),
    ).toEqual({
      spent: 100,
    });
    expect(await read(`${dbPaths.prize(EVENT, 'mug')}/stock`)).toBe(0);
    expect(await read(dbPaths.userGame(h.key('ann'), 'act04'))).toMatchObject({
      totalPoints: 100,
      spentPoints: 100,
    });
    expect(await read(dbPaths.userMetadata(h.key('ann')))).toMatchObject({
      isPrizePurchased: true,
      purchases: { mug: { qty: 2 } },
    });
    expect(await read(dbPaths.userBadge(h.key('ann'), 'gifts'))).toBe(2);
    expect(await h.boardScore('ann')).toBe(100);
  });

  it('refuses out-of-stock and insufficient points, leaving stock and points as they were', async () => {
    await expect(
      buyPrize(
        stack().deps(),
        { prizeId: 'mug', qty: 3, requestId: `r${++request}` },
        caller('ann'),
      ),
    ).rejects.toMatchObject({ code: 'out-of-stock' });
    await expect(
      buyPrize(
        stack().deps(),
        { prizeId: 'mug', qty: 1, requestId: `r${++request}` },
        caller('bob'),
      ),
    ).rejects.toMatchObject({ code: 'insufficient-points' });
    expect(await read(`${dbPaths.prize(EVENT, 'mug')}/stock`)).toBe(2);
    await expect(
      buyPrize(
        stack().deps(),
        { prizeId: 'yacht', qty: 1, requestId: `r${++request}` },
        caller('ann'),
      ),
    ).rejects.toMatchObject({ code: 'not-found' });
  });

  it('never sells more than the stock under concurrent buyers', async () => {
    await stack()
      .deps()
      .db.ref(`${dbPaths.prize(EVENT, 'mug')}/stock`)
      .set(3);
    const buyers = ['ann', 'bob', 'boss'];
    for (const name of buyers.slice(1)) await give(stack().deps(), name, 100);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        buyPrize(
          stack().deps(i),
          { prizeId: 'mug', qty: 1, requestId: `r${++request}` },
          caller(buyers[i % 3] ?? 'ann'),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await read(`${dbPaths.prize(EVENT, 'mug')}/stock`)).toBe(0);
  });
});

describe('buyPrize idempotency', () => {
  it('charges a double tap once: the same request id twice, even at once, buys one', async () => {
    const order = { prizeId: 'mug', qty: 1, requestId: 'tap-1' };
    const results = await Promise.all([
      buyPrize(stack().deps(0), order, caller('ann')),
      buyPrize(stack().deps(1), order, caller('ann')),
    ]);
    expect(results).toEqual([{ spent: 50 }, { spent: 50 }]);
    expect(await read(`${dbPaths.prize(EVENT, 'mug')}/stock`)).toBe(1);
    expect(await read(dbPaths.userSpentPoints(h.key('ann')))).toBe(50);
    expect(await read(dbPaths.userPurchaseQty(h.key('ann'), 'mug'))).toBe(1);
    expect(await buyPrize(stack().deps(), order, caller('ann'))).toEqual({ spent: 50 });
    expect(await read(dbPaths.userSpentPoints(h.key('ann')))).toBe(50);
  });

  it('refunds a charge the stock cannot cover, and answers its replay out-of-stock', async () => {
    await stack().deps().db.ref(dbPaths.prizeStock(EVENT, 'mug')).set(0);
    const order = { prizeId: 'mug', qty: 1, requestId: 'late' };
    // The prize read says in stock (1), the stock transaction finds none left.
    await stack().deps().db.ref(dbPaths.prizeStock(EVENT, 'mug')).set(1);
    const racing = buyPrize(stack().deps(0), order, caller('ann'));
    await stack().deps(1).db.ref(dbPaths.prizeStock(EVENT, 'mug')).set(0);
    await racing.catch(() => undefined);
    await expect(buyPrize(stack().deps(), order, caller('ann'))).rejects.toMatchObject({
      code: 'out-of-stock',
    });
    expect(await read(dbPaths.userSpentPoints(h.key('ann')))).toBe(0);
    expect(await read(dbPaths.prizeStock(EVENT, 'mug'))).toBe(0);
  });

  it('does not bring a deleted prize back: a purchase of it is not-found', async () => {
    await stack().deps().db.ref(dbPaths.prize(EVENT, 'mug')).remove();
    await expect(
      buyPrize(stack().deps(), { prizeId: 'mug', qty: 1, requestId: 'gone' }, caller('ann')),
    ).rejects.toMatchObject({ code: 'not-found' });
    expect(await read(dbPaths.prize(EVENT, 'mug'))).toBeNull();
    expect(await read(dbPaths.userSpentPoints(h.key('ann')))).toBe(0);
  });
});

describe('allocatePrize', () => {
  it('lets an organiser allocate then mark claimed, in that order', async () => {
    await buyPrize(
      stack().deps(),
      { prizeId: 'mug', qty: 1, requestId: `r${++request}` },
      caller('ann'),
    );
    await expect(
      allocatePrize(
        stack().deps(),
        { userKey: h.key('ann'), state: 'claimed' },
        caller('boss', { organiser: '*' }),
      ),
    ).rejects.toMatchObject({
      code: 'illegal-transition',
    });
    await allocatePrize(
      stack().deps(),
      { userKey: h.key('ann'), state: 'allocated' },
      caller('boss', { organiser: '*' }),
    );
    await allocatePrize(
      stack().deps(),
      { userKey: h.key('ann'), state: 'claimed' },
      caller('boss', { organiser: '*' }),
    );
    expect(await read(dbPaths.userMetadata(h.key('ann')))).toMatchObject({
      isPrizeAllocated: true,
      isPrizeClaimed: true,
    });
  });

  it('refuses attendees with not-admin', async () => {
    await expect(
      allocatePrize(stack().deps(), { userKey: h.key('ann'), state: 'allocated' }, caller('bob')),
    ).rejects.toMatchObject({
      code: 'not-admin',
      message: 'Only organisers can do this',
    });
  });
});
