import { marketNodes } from '@engage/domain/store/market';
import { organiserNodes } from '@engage/domain/store/organisers';
import { userNodes } from '@engage/domain/store/users';
import type { Deps } from '@engage/server/deps';
import { saleIdFor } from '@engage/server/sale-id';
import { describe, expect, it } from 'vitest';
import { givePoints } from '../testing/points.ts';
import { caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { allocatePrize, buyPrize } from './market.ts';

/** Nothing of a purchase is left pending on a buyer (the sweeper's index is empty). */
const pendingAt = (name: string) => h.read(`${userNodes.balance(h.key(name))}/pendingAt`);

const give = (deps: Deps, name: string, points: number) => givePoints(deps, h.key(name), points);

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
    expect(await read(`${marketNodes.prize(EVENT, 'mug')}/stock`)).toBe(0);
    expect(await read(userNodes.game(h.key('ann'), 'act04'))).toMatchObject({
      totalPoints: 100,
      spentPoints: 100,
    });
    expect(await read(userNodes.metadata(h.key('ann')))).toMatchObject({
      isPrizePurchased: true,
      purchases: { mug: { qty: 2 } },
    });
    expect(await read(userNodes.badge(h.key('ann'), 'gifts'))).toBe(2);
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
    expect(await read(`${marketNodes.prize(EVENT, 'mug')}/stock`)).toBe(2);
    // A refused sale is on nobody's desk.
    expect(await read(marketNodes.purchases(EVENT))).toBeNull();
    await expect(
      buyPrize(
        stack().deps(),
        { prizeId: 'yacht', qty: 1, requestId: `r${++request}` },
        caller('ann'),
      ),
    ).rejects.toMatchObject({ code: 'not-found' });
  });

  it('50 buys at once of the last one, from three accounts: one sale, one charge kept, every other refunded', async () => {
    await stack().deps().db.ref(marketNodes.stock(EVENT, 'mug')).set(1);
    const buyers = ['ann', 'bob', 'boss'];
    for (const name of buyers.slice(1)) await give(stack().deps(), name, 100);
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
    // A buyer's calls in flight hold the points they charged, so a buyer's third call at once
    // may find the points taken rather than the stock.
    for (const refused of results.filter((r) => r.status === 'rejected'))
      expect(['out-of-stock', 'insufficient-points']).toContain(
        (refused.reason as { code?: string }).code,
      );
    expect(await read(marketNodes.stock(EVENT, 'mug'))).toBe(0);
    const spent = await Promise.all(buyers.map((name) => read(userNodes.spentPoints(h.key(name)))));
    // Exactly one buyer stays charged, once: a call charged before it lost the race was refunded.
    expect(spent.map((s) => s ?? 0).sort()).toEqual([0, 0, 50]);
    const ledgers = await Promise.all(buyers.map((name) => read(userNodes.ledger(h.key(name)))));
    const purchases = ledgers.flatMap((l) =>
      Object.values((l ?? {}) as Record<string, { kind?: string }>).filter(
        (e) => e.kind === 'purchase',
      ),
    );
    expect(purchases).toHaveLength(1);
    for (const name of buyers) expect(await pendingAt(name)).toBeNull();
    // The prize desk has the one sale, by its sale id, for the buyer who was charged.
    const desk = Object.entries(
      ((await read(marketNodes.purchases(EVENT))) ?? {}) as Record<string, { requestId: string }>,
    ).filter(([, purchase]) => purchase.requestId.startsWith('fifty-'));
    expect(desk).toHaveLength(1);
    const charged = buyers[spent.indexOf(50)] ?? '';
    const [saleId, record] = desk[0] ?? [];
    expect(saleId).toBe(saleIdFor(h.key(charged), record?.requestId ?? ''));
    expect(record).toMatchObject({ key: h.key(charged), qty: 1, cost: 50, state: 'bought' });
  });

  it('never sells more than the stock under concurrent buyers', async () => {
    await stack()
      .deps()
      .db.ref(`${marketNodes.prize(EVENT, 'mug')}/stock`)
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
    expect(await read(`${marketNodes.prize(EVENT, 'mug')}/stock`)).toBe(0);
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
    expect(await read(`${marketNodes.prize(EVENT, 'mug')}/stock`)).toBe(1);
    expect(await read(userNodes.spentPoints(h.key('ann')))).toBe(50);
    expect(await read(userNodes.purchaseQty(h.key('ann'), 'mug'))).toBe(1);
    expect(await buyPrize(stack().deps(), order, caller('ann'))).toEqual({ spent: 50 });
    expect(await read(userNodes.spentPoints(h.key('ann')))).toBe(50);
  });

  it('one request id cannot buy two orders at once: every unit taken is paid, never past the points', async () => {
    // An attack from a browser console: the same request id for a mug and for ten caps, and the
    // same id for a prize that does not exist (whose refusal must not let a third purchase in),
    // all at once, with 100 points.
    await stack()
      .deps()
      .db.ref(marketNodes.prize(EVENT, 'cap'))
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
      expect(['invalid-argument', 'out-of-stock', 'not-found', 'insufficient-points']).toContain(
        (refused.reason as { code?: string }).code,
      );
    const mugsTaken = 2 - Number(await read(marketNodes.stock(EVENT, 'mug')));
    const capsTaken = 10 - Number(await read(marketNodes.stock(EVENT, 'cap')));
    const spent = Number((await read(userNodes.spentPoints(h.key('ann')))) ?? 0);
    expect(spent).toBe(mugsTaken * 50 + capsTaken * 10);
    expect(spent).toBeLessThanOrEqual(100);
    expect(await pendingAt('ann')).toBeNull();
  });

  it('the public prize node names no buyer and no request', async () => {
    await buyPrize(
      stack().deps(),
      { prizeId: 'mug', qty: 1, requestId: 'private-request' },
      caller('ann'),
    );
    const prize = JSON.stringify(await read(marketNodes.prize(EVENT, 'mug')));
    expect(prize).not.toContain('private-request');
    expect(prize).not.toContain(h.key('ann'));
  });

  it('does not bring a deleted prize back: a purchase of it is not-found', async () => {
    await stack().deps().db.ref(marketNodes.prize(EVENT, 'mug')).remove();
    await expect(
      buyPrize(stack().deps(), { prizeId: 'mug', qty: 1, requestId: 'gone' }, caller('ann')),
    ).rejects.toMatchObject({ code: 'not-found' });
    expect(await read(marketNodes.prize(EVENT, 'mug'))).toBeNull();
    expect(await read(userNodes.spentPoints(h.key('ann')))).toBe(0);
  });
});

describe('allocatePrize (the prize desk)', () => {
  const boss = caller('boss', { organiser: '*' });

  it('records each sale on the desk, then allocates and marks it claimed, in that order', async () => {
    const requestId = `r${++request}`;
    await buyPrize(stack().deps(), { prizeId: 'mug', qty: 1, requestId }, caller('ann'));
    const saleId = saleIdFor(h.key('ann'), requestId);
    expect(await read(marketNodes.purchase(EVENT, requestId))).toBeNull();
    expect(await read(marketNodes.purchase(EVENT, saleId))).toMatchObject({
      requestId,
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
      allocatePrize(stack().deps(), { eventId: EVENT, purchaseId: saleId, state }, boss);
    await expect(step('claimed')).rejects.toMatchObject({ code: 'illegal-transition' });
    expect(await step('allocated')).toEqual({ state: 'allocated' });
    await expect(step('allocated')).rejects.toMatchObject({ code: 'illegal-transition' });
    expect(await step('claimed')).toEqual({ state: 'claimed' });
    expect(await read(userNodes.metadata(h.key('ann')))).toMatchObject({
      isPrizeAllocated: true,
      isPrizeClaimed: true,
    });
    // The attendee sees the step on her own purchase, and was told once that the prize waits.
    expect(await read(userNodes.handover(h.key('ann'), requestId))).toBe('claimed');
    const notices = Object.values((await read(userNodes.notifications(h.key('ann')))) ?? {});
    expect(notices.filter((notice) => notice.kind === 'prize')).toEqual([
      {
        kind: 'prize',
        text: 'Your Mug is set aside for you: collect it at the prize desk.',
        message: 'prizeSetAside',
        params: { prize: 'Mug' },
        at: expect.any(Number),
      },
    ]);
    expect(await read(marketNodes.purchase(EVENT, saleId))).toMatchObject({
      state: 'claimed',
      allocatedAt: expect.any(Number),
      claimedAt: expect.any(Number),
    });
    const audit = Object.values(
      (await read(organiserNodes.audit({ kind: 'event', id: EVENT }))) as object,
    );
    expect(audit.map((entry) => entry.after)).toEqual([
      '{"name":"Mug","state":"allocated"}',
      '{"name":"Mug","state":"claimed"}',
    ]);
  });

  it('two desks allocating the same purchase at once: one wins, the other is refused', async () => {
    const requestId = `r${++request}`;
    await buyPrize(stack().deps(), { prizeId: 'mug', qty: 1, requestId }, caller('ann'));
    const results = await Promise.allSettled(
      [0, 1, 2, 3].map((instance) =>
        allocatePrize(
          stack().deps(instance),
          { eventId: EVENT, purchaseId: saleIdFor(h.key('ann'), requestId), state: 'allocated' },
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
          { eventId: EVENT, purchaseId: saleIdFor(h.key('ann'), requestId), state: 'allocated' },
          who,
        ),
      ).rejects.toMatchObject({ code: 'not-admin', message: 'Only organisers can do this' });
    expect(
      await read(marketNodes.purchaseField(EVENT, saleIdFor(h.key('ann'), requestId), 'state')),
    ).toBe('bought');
  });
});
