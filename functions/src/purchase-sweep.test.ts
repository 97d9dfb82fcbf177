import { PURCHASE_SETTLE_MS } from '@engage/domain/market-purchases';
import { TOMBSTONE_KEEP_MS } from '@engage/domain/market-tombstones';
import { eventNodes } from '@engage/domain/store/events';
import { marketNodes } from '@engage/domain/store/market';
import { userNodes } from '@engage/domain/store/users';
import type { PurchaseSeams, PurchaseStep } from '@engage/server/purchase-close';
import { settlePurchases } from '@engage/server/purchase-sweep';
import { saleIdFor } from '@engage/server/sale-id';
import { describe, expect, it } from 'vitest';
import { allocatePrize, buyPrize } from './handlers/market.ts';
import { givePoints } from './testing/points.ts';
import { caller, EVENT, useHandlerStack } from './testing/stack.ts';

const h = useHandlerStack({
  instances: 4,
  users: ['ann', 'bob'],
  setup: async (started, keys) => {
    for (const key of Object.values(keys)) await givePoints(started.deps(), key, 100);
  },
});
const read = h.read;

/** The call dies right after `step`, as a lost instance would: nothing after it runs. */
const dieAfter = (step: PurchaseStep): PurchaseSeams => ({
  afterStep: (reached) => {
    if (reached === step) throw new Error(`the call died after it ${step}`);
  },
});

/** The sweeper, on instance `instance`, once the purchases made so far have lapsed. */
const sweep = async (instance = 0, after = PURCHASE_SETTLE_MS + 1) => {
  const deps = h.stack().deps(instance);
  const later = deps.now() + after;
  const { sold, refunded } = await settlePurchases({
    db: deps.db,
    now: () => later,
    log: () => undefined,
  });
  return { sold, refunded };
};

const balance = async (name: string) =>
  (await read(userNodes.balance(h.key(name)))) as {
    spentPoints?: number;
    pendingAt?: number;
    requests?: Record<string, { state: string; error?: string }>;
  };

const purchaseEntries = async (name: string) =>
  Object.values(
    ((await read(userNodes.ledger(h.key(name)))) ?? {}) as Record<string, object>,
  ).filter((entry) => 'kind' in entry && entry.kind === 'purchase');

const order = (requestId: string) => ({ prizeId: 'mug', qty: 1, requestId });

/**
 * `name`'s purchase of one mug, on instance `instance`, whose call dies right after `step`;
 * answers the sale's id.
 */
const buyAndDie = async (requestId: string, step: PurchaseStep, name = 'ann', instance = 0) => {
  await expect(
    buyPrize(h.stack().deps(instance), order(requestId), caller(name), dieAfter(step)),
  ).rejects.toThrow('died');
  return saleIdFor(h.key(name), requestId);
};

/** The prize desk (Bob, an organiser) takes a sale through the hand-over's steps. */
const handOver = async (saleId: string, ...states: readonly ('allocated' | 'claimed')[]) => {
  for (const state of states)
    await allocatePrize(
      h.stack().deps(),
      { eventId: EVENT, purchaseId: saleId, state },
      caller('bob', { organiser: '*' }),
    );
};

describe('a purchase whose call died', () => {
  it('after the sale: the sweeper charges it once, with its desk record by sale id', async () => {
    const saleId = await buyAndDie('sold-then-died', 'decided');
    // Paid for at once (charge first), the stock taken, but not yet on the desk.
    expect(await read(marketNodes.stock(EVENT, 'mug'))).toBe(1);
    expect(await balance('ann')).toMatchObject({
      spentPoints: 50,
      requests: { 'sold-then-died': { state: 'pending' } },
    });
    expect(await read(marketNodes.purchase(EVENT, saleId))).toBeNull();
    // Not before the call's time is up: a live call may still close it itself.
    expect(await settlePurchases({ ...h.stack().deps(), log: () => undefined })).toMatchObject({
      sold: 0,
      refunded: 0,
    });

    expect(await sweep()).toEqual({ sold: 1, refunded: 0 });
    expect(await sweep()).toEqual({ sold: 0, refunded: 0 });
    expect(await balance('ann')).toMatchObject({
      spentPoints: 50,
      requests: { 'sold-then-died': { state: 'sold' } },
    });
    expect((await balance('ann')).pendingAt).toBeUndefined();
    expect(await read(marketNodes.purchase(EVENT, saleId))).toMatchObject({
      key: h.key('ann'),
      requestId: 'sold-then-died',
      qty: 1,
      cost: 50,
      state: 'bought',
    });
    expect(await purchaseEntries('ann')).toHaveLength(1);
    expect(await read(userNodes.badge(h.key('ann'), 'gifts'))).toBe(1);
    // The retry the screen makes later answers as it was sold, charging and taking nothing more.
    expect(await buyPrize(h.stack().deps(), order('sold-then-died'), caller('ann'))).toEqual({
      spent: 50,
    });
    expect(await read(userNodes.spentPoints(h.key('ann')))).toBe(50);
    expect(await read(marketNodes.stock(EVENT, 'mug'))).toBe(1);
  });

  it("after the desk record, before the close: the sweeper closes it, keeping the desk's hand-over", async () => {
    const saleId = await buyAndDie('recorded-then-died', 'recorded');
    expect(await read(marketNodes.purchase(EVENT, saleId))).toMatchObject({ state: 'bought' });
    // The desk hands the mug over before the sweep closes the purchase.
    await handOver(saleId, 'allocated');
    expect(await sweep()).toEqual({ sold: 1, refunded: 0 });
    expect(await read(marketNodes.purchase(EVENT, saleId))).toMatchObject({ state: 'allocated' });
    expect(await balance('ann')).toMatchObject({
      spentPoints: 50,
      requests: { 'recorded-then-died': { state: 'sold', handover: 'allocated' } },
    });
    expect(await purchaseEntries('ann')).toHaveLength(1);
    expect(await read(userNodes.badge(h.key('ann'), 'gifts'))).toBe(1);
    expect(await read(userNodes.purchaseQty(h.key('ann'), 'mug'))).toBe(1);
  });

  it("after the desk record's transaction, before its writes: the sweeper adds the gift counters once", async () => {
    const saleId = await buyAndDie('marked-then-died', 'marked');
    // The record is on the desk, marked, but its ledger entry and counters were never written.
    expect(await read(marketNodes.purchase(EVENT, saleId))).toMatchObject({ state: 'bought' });
    expect(await read(`${marketNodes.purchase(EVENT, saleId)}/countsDue`)).toEqual(
      expect.any(Number),
    );
    expect(await read(userNodes.badge(h.key('ann'), 'gifts'))).toBe(0);
    // A retry at once finds the mark fresh: the sale answers as made, and is left to its closer.
    expect(await buyPrize(h.stack().deps(), order('marked-then-died'), caller('ann'))).toEqual({
      spent: 50,
    });
    expect(await balance('ann')).toMatchObject({
      requests: { 'marked-then-died': { state: 'pending' } },
    });

    expect(await sweep()).toEqual({ sold: 1, refunded: 0 });
    expect(await sweep()).toEqual({ sold: 0, refunded: 0 });
    expect(await balance('ann')).toMatchObject({
      spentPoints: 50,
      requests: { 'marked-then-died': { state: 'sold' } },
    });
    expect(await read(`${marketNodes.purchase(EVENT, saleId)}/countsDue`)).toBeNull();
    expect(await purchaseEntries('ann')).toHaveLength(1);
    expect(await read(userNodes.badge(h.key('ann'), 'gifts'))).toBe(1);
    expect(await read(eventNodes.badge(EVENT, 'gifts'))).toBe(1);
    expect(await read(userNodes.purchaseQty(h.key('ann'), 'mug'))).toBe(1);
    expect(await read(marketNodes.stock(EVENT, 'mug'))).toBe(1);
  });

  it('after the charge, before the sale: refunded once, and a later retry is refused without selling', async () => {
    await buyAndDie('charged-then-died', 'charged');
    expect(await read(userNodes.spentPoints(h.key('ann')))).toBe(50);
    expect(await read(marketNodes.stock(EVENT, 'mug'))).toBe(2);

    expect(await sweep()).toEqual({ sold: 0, refunded: 1 });
    expect(await sweep()).toEqual({ sold: 0, refunded: 0 });
    expect(await balance('ann')).toMatchObject({
      spentPoints: 0,
      requests: { 'charged-then-died': { state: 'refunded', error: 'request-expired' } },
    });
    await expect(
      buyPrize(h.stack().deps(), order('charged-then-died'), caller('ann')),
    ).rejects.toMatchObject({ code: 'request-expired' });
    expect(await read(marketNodes.stock(EVENT, 'mug'))).toBe(2);
    expect(await read(userNodes.spentPoints(h.key('ann')))).toBe(0);
    expect(await read(marketNodes.purchases(EVENT))).toBeNull();
    expect(await purchaseEntries('ann')).toHaveLength(0);
  });

  it('drops a refused sale id from the prize once no call of it can still run, keeping the sales', async () => {
    const refusedId = await buyAndDie('pruned', 'charged');
    await buyPrize(h.stack().deps(), order('kept'), caller('bob'));
    expect(await sweep()).toEqual({ sold: 0, refunded: 1 });
    const sales = `${marketNodes.prize(EVENT, 'mug')}/sales`;
    const soldId = saleIdFor(h.key('bob'), 'kept');
    expect(Object.keys((await read(sales)) as object).sort()).toEqual([refusedId, soldId].sort());
    // The refusal is listed for the sweep, which reads that index rather than every prize.
    const listed = marketNodes.tombstone(EVENT, 'mug', refusedId);
    expect(await read(listed)).toEqual(expect.any(Number));
    // A prize with no listed tombstone (written before the index, or its listing lost in a
    // crash) is not read: its tombstone stays.
    const unlisted = { refused: 'out-of-stock', at: 1 };
    const hat = { name: 'Hat', cost: 10, stock: 1, sales: { unlisted } };
    await h.stack().deps().db.ref(marketNodes.prize(EVENT, 'hat')).set(hat);
    const deps = h.stack().deps();
    const later = deps.now() + TOMBSTONE_KEEP_MS + PURCHASE_SETTLE_MS;
    const tidy = () => settlePurchases({ db: deps.db, now: () => later, log: () => undefined });
    expect(await tidy()).toEqual({ sold: 0, refunded: 0, pruned: 1, failed: 0 });
    expect(await tidy()).toEqual({ sold: 0, refunded: 0, pruned: 0, failed: 0 });
    expect(Object.keys((await read(sales)) as object)).toEqual([soldId]);
    expect(await read(marketNodes.prize(EVENT, 'hat'))).toEqual(hat);
    expect(await read(marketNodes.tombstones())).toBeNull();
    // The request stays refunded: a retry is still refused, and sells nothing.
    await expect(buyPrize(h.stack().deps(), order('pruned'), caller('ann'))).rejects.toMatchObject({
      code: 'request-expired',
    });
    expect(await read(marketNodes.stock(EVENT, 'mug'))).toBe(1);
  });

  it('a call that charged, then stalled past the sweep, cannot sell after its refund', async () => {
    // The sweep runs while the call is between its charge and its sale.
    const stalled: PurchaseSeams = {
      afterStep: async (step) => {
        if (step === 'charged') expect(await sweep(1)).toEqual({ sold: 0, refunded: 1 });
      },
    };
    await expect(
      buyPrize(h.stack().deps(), order('stalled'), caller('ann'), stalled),
    ).rejects.toMatchObject({ code: 'request-expired' });
    expect(await read(marketNodes.stock(EVENT, 'mug'))).toBe(2);
    expect(await read(userNodes.spentPoints(h.key('ann')))).toBe(0);
    expect(await read(marketNodes.purchases(EVENT))).toBeNull();
  });

  it('for a prize deleted meanwhile: refunded, and the prize is not brought back', async () => {
    await buyAndDie('deleted', 'charged');
    await h.stack().deps().db.ref(marketNodes.prize(EVENT, 'mug')).remove();
    expect(await sweep()).toEqual({ sold: 0, refunded: 1 });
    expect(await read(marketNodes.prize(EVENT, 'mug'))).toBeNull();
    expect(await balance('ann')).toMatchObject({
      spentPoints: 0,
      requests: { deleted: { state: 'refunded', error: 'not-found' } },
    });
  });

  it('for a prize deleted after its sale was handed over: closed as sold, the desk record kept', async () => {
    const saleId = await buyAndDie('handed-over', 'recorded');
    await handOver(saleId, 'allocated', 'claimed');
    await h.stack().deps().db.ref(marketNodes.prize(EVENT, 'mug')).remove();
    expect(await sweep()).toEqual({ sold: 1, refunded: 0 });
    expect(await read(marketNodes.purchase(EVENT, saleId))).toMatchObject({ state: 'claimed' });
    expect(await balance('ann')).toMatchObject({
      spentPoints: 50,
      requests: { 'handed-over': { state: 'sold', handover: 'claimed' } },
    });
    expect(await purchaseEntries('ann')).toHaveLength(1);
    expect(await read(marketNodes.prize(EVENT, 'mug'))).toBeNull();
  });

  it("one user's failure is logged and counted, and the sweep pages past it to settle the rest", async () => {
    await buyAndDie('ann-broken', 'charged');
    await buyAndDie('bob-later', 'charged', 'bob');
    const { db } = h.stack().deps();
    // Ann first in the index, and her profile without its event: settling her fails outside any
    // rule, and she stays in the index, ahead of Bob, on every page.
    await db.ref(`${userNodes.balance(h.key('ann'))}/pendingAt`).set(1);
    await db.ref(`${userNodes.metadata(h.key('ann'))}/eventId`).remove();
    const logged: string[] = [];
    const later = h.stack().deps().now() + PURCHASE_SETTLE_MS + 1;
    const run = () =>
      settlePurchases(
        { db, now: () => later, log: (message) => logged.push(message) },
        { pageSize: 1 },
      );
    expect(await run()).toEqual({ sold: 0, refunded: 1, failed: 1, pruned: 0 });
    expect(logged).toContain('purchase sweep failed for a user');
    expect(await balance('bob')).toMatchObject({
      spentPoints: 0,
      requests: { 'bob-later': { state: 'refunded' } },
    });
    expect(await balance('ann')).toMatchObject({
      spentPoints: 50,
      requests: { 'ann-broken': { state: 'pending' } },
    });
    expect(await run()).toEqual({ sold: 0, refunded: 0, failed: 1, pruned: 0 });
  });

  it('two sweeps at once settle each purchase once', async () => {
    const soldId = await buyAndDie('a-sold', 'decided');
    await buyAndDie('b-unsold', 'charged', 'bob', 1);
    const [first, second] = await Promise.all([sweep(2), sweep(3)]);
    // Each purchase is counted by every sweep that saw it; what matters is what was written.
    expect((first?.sold ?? 0) + (second?.sold ?? 0)).toBeGreaterThanOrEqual(1);
    expect(await read(userNodes.spentPoints(h.key('ann')))).toBe(50);
    expect(await read(userNodes.spentPoints(h.key('bob')))).toBe(0);
    expect(await purchaseEntries('ann')).toHaveLength(1);
    expect(await purchaseEntries('bob')).toHaveLength(0);
    expect(await read(userNodes.badge(h.key('ann'), 'gifts'))).toBe(1);
    expect(await read(eventNodes.badge(EVENT, 'gifts'))).toBe(1);
    expect(await read(marketNodes.stock(EVENT, 'mug'))).toBe(1);
    expect(Object.keys((await read(marketNodes.purchases(EVENT))) as object)).toEqual([soldId]);
  });
});
