import { marketNodes } from '@engage/domain/store/market';
import { userNodes } from '@engage/domain/store/users';
import { expect, it } from 'vitest';
import { DEMO_EVENT_ID } from '../src/seed.ts';
import type { AttackKit } from './attack-kit.ts';
import { refusal } from './web-client.ts';

/** Points moved where they may not go: below what was spent, a purchase charged twice. */
export const pointsAttacks = (kit: AttackKit): void => {
  const { attendee, credit } = kit;
  it('an adjustment below what was spent is refused', async () => {
    const spender = await attendee('spender');
    await credit(spender, 100);
    await spender.client.call('buyPrize', { prizeId: 'mug', qty: 1, requestId: 'spend-mug' });
    const paths = [
      userNodes.balance(spender.key),
      userNodes.level(spender.key),
      userNodes.ledger(spender.key),
    ];
    const before = await kit.admin.readAll(paths);
    expect(before[userNodes.balance(spender.key)]).toMatchObject({
      totalPoints: 100,
      spentPoints: 50,
    });
    for (const delta of [-60, -51, -100])
      expect(await refusal(credit(spender, delta)), String(delta)).toBe('below-spent');
    expect(await kit.admin.readAll(paths)).toEqual(before);
    // Down to exactly what was spent is allowed.
    expect(await credit(spender, -50)).toMatchObject({ totalPoints: 50 });
  });

  it('buying twice with the same request id charges once', async () => {
    const buyer = await attendee('double-buy');
    await credit(buyer, 200);
    const stock = marketNodes.stock(DEMO_EVENT_ID, 'mug');
    const stockBefore = (await kit.admin.read(stock)) as number;
    const order = { prizeId: 'mug', qty: 1, requestId: `order-${Date.now()}` };
    const answers = await Promise.all([
      buyer.client.call('buyPrize', order),
      buyer.client.call('buyPrize', order),
    ]);
    answers.push(await buyer.client.call('buyPrize', order));
    for (const answer of answers) expect(answer).toMatchObject({ spent: 50 });
    expect(await kit.admin.read(userNodes.balance(buyer.key))).toMatchObject({
      totalPoints: 200,
      spentPoints: 50,
    });
    expect(await kit.admin.read(stock)).toBe(stockBefore - 1);
    // Another request id is another purchase.
    await buyer.client.call('buyPrize', { ...order, requestId: `${order.requestId}-2` });
    expect(await kit.admin.read(userNodes.spentPoints(buyer.key))).toBe(100);
    expect(await kit.admin.read(stock)).toBe(stockBefore - 2);
  });
};
