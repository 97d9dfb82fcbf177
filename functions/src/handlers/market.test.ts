import { type AwardProfile, planAward } from '@engage/domain/awards';
import { type Balance, decideSale, holdPurchase, type PrizeOffer } from '@engage/domain/market';
import { dbPaths } from '@engage/domain/paths';
import { describe, expect, it } from 'vitest';
import { commit, commitClaim } from '../commit.ts';
import { context } from '../deps.ts';
import { caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { allocatePrize, buyPrize, saleIdFor } from './market.ts';

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
    // A refused sale is on nobody's desk.
    expect(await read(dbPaths.purchases(EVENT))).toBeNull();
    await expect(
      buyPrize(
        stack().deps(),
        { prizeId: 'yacht', qty: 1, requestId: `r${++request}` },
        caller('ann'),
      ),
    ).rejects.toMatchObject({ code: 'not-found' });
  });

  it('50 buys at once of the last one, from three accounts: one sale, one charge, no refund', async () => {
    await stack().deps().db.ref(dbPaths.prizeStock(EVENT, 'mug')).set(1);
    const buyers = ['ann', 'bob', 'boss'];
    for (const name of buyers.slice(1)) await give(stack().deps(), name, 100);
    // Every value each buyer's spent points take during the race, as a screen would see them.
    const seen = new Map<string, number[]>(buyers.map((name) => [name, []]));
    const watched = buyers.map((name) => {
      const ref = stack()
        .deps(1)
        .db.ref(dbPaths.userSpentPoints(h.key(name)));
      const listener = ref.on('value', (snap) => seen.get(name)?.push(Number(snap.val() ?? 0)));
      return () => ref.off('value', listener);
    });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        buyPrize(
          stack().deps(i),
          { prizeId: 'mug', qty: 1, requestId: `fifty-${i}` },
          caller(buyers[i % 3] ?? 'ann'),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const refused of results.filter((r) => r.status === 'rejected'))
      expect(['out-of-stock', 'rate-limited']).toContain(
        (refused.reason as { code?: string }).code,
      );
    expect(await read(dbPaths.prizeStock(EVENT, 'mug'))).toBe(0);
    const spent = await Promise.all(
      buyers.map((name) => read(dbPaths.userSpentPoints(h.key(name)))),
    );
    // Exactly one buyer was charged, once; nobody else was charged at any moment.
    expect(spent.map((s) => s ?? 0).sort()).toEqual([0, 0, 50]);
    for (const off of watched) off();
    for (const [name, values] of seen)
      expect(Math.max(...values), name).toBe(Math.max(...values.slice(-1)));
    const ledgers = await Promise.all(buyers.map((name) => read(dbPaths.ledger(h.key(name)))));
    const purchases = ledgers.flatMap((l) =>
      Object.values((l ?? {}) as Record<string, { kind?: string }>).filter(
        (e) => e.kind === 'purchase',
      ),
    );
    expect(purchases).toHaveLength(1);
    for (const name of buyers) expect(await read(dbPaths.userPurchaseHold(h.key(name)))).toBeNull();
    // The prize desk has the one sale, for the buyer who was charged; no refused call left one.
    const desk = Object.entries(
      ((await read(dbPaths.purchases(EVENT))) ?? {}) as Record<string, { key: string }>,
    ).filter(([id]) => id.startsWith('fifty-'));
    expect(desk).toHaveLength(1);
    const charged = buyers[spent.findIndex((s) => s === 50)] ?? '';
    expect(desk[0]?.[1]).toMatchObject({ key: h.key(charged), qty: 1, cost: 50, state: 'bought' });
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

  it('one request id cannot buy two orders at once: every unit taken is paid, never past the points', async () => {
    // An attack from a browser console: the same request id for a mug and for ten caps, and the
    // same id for a prize that does not exist (whose refusal must not let a third purchase in),
    // all at once, with 100 points.
    await stack()
      .deps()
      .db.ref(dbPaths.prize(EVENT, 'cap'))
      .set({ name: 'Cap', cost: 10, stock: 10 });
    const calls = [
      { prizeId: 'mug', qty: 1, requestId: 'same' },
      { prizeId: 'cap', qty: 10, requestId: 'same' },
      { prizeId: 'nothing', qty: 1, requestId: 'same' },
      { prizeId: 'cap', qty: 10, requestId: 'third' },
    ];
    const results = await Promise.allSettled(
      calls.map((order, i) => buyPrize(stack().deps(i), order, caller('ann'))),
    );
    for (const refused of results.filter((r) => r.status === 'rejected'))
      expect(['invalid-argument', 'rate-limited', 'not-found', 'insufficient-points']).toContain(
        (refused.reason as { code?: string }).code,
      );
    const mugsTaken = 2 - Number(await read(dbPaths.prizeStock(EVENT, 'mug')));
    const capsTaken = 10 - Number(await read(dbPaths.prizeStock(EVENT, 'cap')));
    const spent = Number((await read(dbPaths.userSpentPoints(h.key('ann')))) ?? 0);
    expect(spent).toBe(mugsTaken * 50 + capsTaken * 10);
    expect(spent).toBeLessThanOrEqual(100);
    expect(await read(dbPaths.userPurchaseHold(h.key('ann')))).toBeNull();
  });

  it('a sale made before its call died is charged once by the retry, taking no more stock', async () => {
    const order = { prizeId: 'mug', qty: 1, requestId: 'crashed' };
    // The call that died held the buyer and took the stock, then never charged.
    const deps = stack().deps();
    await commitClaim(deps, dbPaths.userBalance(h.key('ann')), (node: Balance | null) =>
      holdPurchase(node, order, 1),
    );
    await commitClaim(deps, dbPaths.prize(EVENT, 'mug'), (node: PrizeOffer | null) =>
      decideSale(node, order, saleIdFor(h.key('ann'), 'crashed'), 100, { key: h.key('ann') }, 1),
    );
    expect(await read(dbPaths.prizeStock(EVENT, 'mug'))).toBe(1);
    expect(await read(dbPaths.userSpentPoints(h.key('ann')))).toBe(0);
    expect(await buyPrize(stack().deps(), order, caller('ann'))).toEqual({ spent: 50 });
    expect(await buyPrize(stack().deps(), order, caller('ann'))).toEqual({ spent: 50 });
    expect(await read(dbPaths.prizeStock(EVENT, 'mug'))).toBe(1);
    expect(await read(dbPaths.userSpentPoints(h.key('ann')))).toBe(50);
    expect(await read(dbPaths.userPurchaseQty(h.key('ann'), 'mug'))).toBe(1);
    expect(await read(dbPaths.userPurchaseHold(h.key('ann')))).toBeNull();
    // The desk's record was written by the charge, once, though the sale was decided before.
    expect(await read(dbPaths.purchase(EVENT, 'crashed'))).toMatchObject({
      key: h.key('ann'),
      prizeName: 'Mug',
      qty: 1,
      state: 'bought',
    });
  });

  it('the public prize node names no buyer and no request', async () => {
    await buyPrize(
      stack().deps(),
      { prizeId: 'mug', qty: 1, requestId: 'private-request' },
      caller('ann'),
    );
    const prize = JSON.stringify(await read(dbPaths.prize(EVENT, 'mug')));
    expect(prize).not.toContain('private-request');
    expect(prize).not.toContain(h.key('ann'));
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

describe('allocatePrize (the prize desk)', () => {
  const boss = caller('boss', { organiser: '*' });

  it('records each sale on the desk, then allocates and marks it claimed, in that order', async () => {
    const requestId = `r${++request}`;
    await buyPrize(stack().deps(), { prizeId: 'mug', qty: 1, requestId }, caller('ann'));
    expect(await read(dbPaths.purchase(EVENT, requestId))).toMatchObject({
      key: h.key('ann'),
      publicId: await h.publicId('ann'),
      name: 'Test User',
      prizeId: 'mug',
      prizeName: 'Mug',
      qty: 1,
      cost: 50,
      at: expect.any(Number),
      state: 'bought',
    });
    const step = (state: 'allocated' | 'claimed') =>
      allocatePrize(stack().deps(), { eventId: EVENT, purchaseId: requestId, state }, boss);
    await expect(step('claimed')).rejects.toMatchObject({ code: 'illegal-transition' });
    expect(await step('allocated')).toEqual({ state: 'allocated' });
    await expect(step('allocated')).rejects.toMatchObject({ code: 'illegal-transition' });
    expect(await step('claimed')).toEqual({ state: 'claimed' });
    expect(await read(dbPaths.userMetadata(h.key('ann')))).toMatchObject({
      isPrizeAllocated: true,
      isPrizeClaimed: true,
    });
    // The attendee sees the step on her own purchase.
    expect(await read(dbPaths.userPurchaseHandover(h.key('ann'), requestId))).toBe('claimed');
    expect(await read(dbPaths.purchase(EVENT, requestId))).toMatchObject({
      state: 'claimed',
      allocatedAt: expect.any(Number),
      claimedAt: expect.any(Number),
    });
    const audit = Object.values(
      (await read(dbPaths.audit({ kind: 'event', id: EVENT }))) as object,
    );
    expect(audit.map((entry) => entry.after)).toEqual([
      '{"state":"allocated"}',
      '{"state":"claimed"}',
    ]);
  });

  it('two desks allocating the same purchase at once: one wins, the other is refused', async () => {
    const requestId = `r${++request}`;
    await buyPrize(stack().deps(), { prizeId: 'mug', qty: 1, requestId }, caller('ann'));
    const results = await Promise.allSettled(
      [0, 1, 2, 3].map((instance) =>
        allocatePrize(
          stack().deps(instance),
          { eventId: EVENT, purchaseId: requestId, state: 'allocated' },
          boss,
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('a purchase the desk does not have is not-found', async () => {
    await expect(
      allocatePrize(
        stack().deps(),
        { eventId: EVENT, purchaseId: 'nope', state: 'allocated' },
        boss,
      ),
    ).rejects.toMatchObject({ code: 'not-found' });
  });

  it('refuses attendees and organisers of another event with not-admin', async () => {
    const requestId = `r${++request}`;
    await buyPrize(stack().deps(), { prizeId: 'mug', qty: 1, requestId }, caller('ann'));
    for (const who of [caller('bob'), caller('olga', { organiser: '|e:other-event|' })])
      await expect(
        allocatePrize(
          stack().deps(),
          { eventId: EVENT, purchaseId: requestId, state: 'allocated' },
          who,
        ),
      ).rejects.toMatchObject({ code: 'not-admin', message: 'Only organisers can do this' });
    expect(await read(dbPaths.purchaseField(EVENT, requestId, 'state'))).toBe('bought');
  });
});
