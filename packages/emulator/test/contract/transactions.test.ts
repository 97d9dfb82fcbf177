import { get, increment, ref, runTransaction, serverTimestamp, set } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, OPEN_RULES, startHarness } from '../harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(OPEN_RULES);
});
afterAll(() => h.close());

describe('transactions', () => {
  it('retries on conflict: 5 clients x 20 increments by transaction give exactly 100', async () => {
    const clients = Array.from({ length: 5 }, () => h.client());
    await Promise.all(
      clients.flatMap((db) =>
        Array.from({ length: 20 }, () =>
          runTransaction(ref(db, 'tx/counter'), (current: number | null) => (current ?? 0) + 1),
        ),
      ),
    );
    expect((await h.admin.ref('tx/counter').get()).val()).toBe(100);
  });

  it('compares whole objects: concurrent read-modify-write of a record loses no field', async () => {
    const clients = Array.from({ length: 4 }, () => h.client());
    await Promise.all(
      clients.map((db, index) =>
        runTransaction(ref(db, 'tx/record'), (current: Record<string, number> | null) => ({
          ...(current ?? {}),
          [`by${index}`]: index,
        })),
      ),
    );
    expect((await h.admin.ref('tx/record').get()).val()).toEqual({
      by0: 0,
      by1: 1,
      by2: 2,
      by3: 3,
    });
  });

  it('aborts without writing when the update function returns undefined', async () => {
    const db = h.client();
    await set(ref(db, 'tx/stock'), 0);
    const result = await runTransaction(ref(db, 'tx/stock'), (stock: number | null) =>
      stock !== null && stock > 0 ? stock - 1 : undefined,
    );
    expect(result.committed).toBe(false);
    expect((await h.admin.ref('tx/stock').get()).val()).toBe(0);
  });

  it('admin transactions conflict with client writes like any other', async () => {
    const db = h.client();
    await Promise.all([
      ...Array.from({ length: 10 }, () =>
        h.admin.ref('tx/mixed').transaction((n: number | null) => (n ?? 0) + 1),
      ),
      ...Array.from({ length: 10 }, () =>
        runTransaction(ref(db, 'tx/mixed'), (n: number | null) => (n ?? 0) + 1),
      ),
    ]);
    expect((await get(ref(db, 'tx/mixed'))).val()).toBe(20);
  });
});

describe('server values', () => {
  it('increment under 100 concurrent writers gives the exact total', async () => {
    const writers = Array.from({ length: 100 }, () => h.client());
    await Promise.all(writers.map((db, index) => set(ref(db, 'sv/total'), increment(index + 1))));
    expect((await h.admin.ref('sv/total').get()).val()).toBe(5_050);
  });

  it('increment of a missing or non-numeric value starts from 0', async () => {
    const db = h.client();
    await set(ref(db, 'sv/word'), 'text');
    await set(ref(db, 'sv/word'), increment(3));
    await set(ref(db, 'sv/fresh'), increment(-2));
    expect((await h.admin.ref('sv').get()).val()).toMatchObject({ word: 3, fresh: -2 });
  });

  it('timestamp is the server clock at the write', async () => {
    const before = Date.now();
    await set(ref(h.client(), 'sv/at'), serverTimestamp());
    const at = (await h.admin.ref('sv/at').get()).val() as number;
    expect(at).toBeGreaterThanOrEqual(before - 1_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1_000);
  });
});
