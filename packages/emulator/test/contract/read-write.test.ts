import {
  child,
  get,
  onChildAdded,
  onValue,
  push,
  ref,
  remove,
  set,
  update,
} from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, OPEN_RULES, startHarness, waitFor } from '../harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(OPEN_RULES);
});
afterAll(() => h.close());

describe('handshake and namespaces', () => {
  it('keeps namespaces apart', async () => {
    const other = await startHarness(OPEN_RULES);
    try {
      await set(ref(h.client(), 'open/where'), 'first');
      await set(ref(other.client(), 'open/where'), 'second');
      expect((await h.admin.ref('open/where').get()).val()).toBe('first');
      expect((await other.admin.ref('open/where').get()).val()).toBe('second');
    } finally {
      await other.close();
    }
  });

  it('serves unauthenticated clients and signed-in clients side by side', async () => {
    const anonymous = h.client();
    const signedIn = h.client('erin');
    await set(ref(anonymous, 'open/a'), 1);
    await set(ref(signedIn, 'open/b'), 2);
    expect((await get(ref(anonymous, 'open'))).val()).toMatchObject({ a: 1, b: 2 });
  });
});

describe('set, update, remove, push, get', () => {
  it('sets and gets nested values, and a set replaces what was there', async () => {
    const db = h.client();
    await set(ref(db, 'rw/a'), { b: { c: 1 }, d: 'x' });
    await set(ref(db, 'rw/a'), { e: true });
    expect((await get(ref(db, 'rw/a'))).val()).toEqual({ e: true });
  });

  it('stores arrays as objects with integer keys and drops nulls and empty objects', async () => {
    const db = h.client();
    await set(ref(db, 'rw/list'), ['a', 'b']);
    await set(ref(db, 'rw/sparse'), { keep: 1, gone: null, empty: {} });
    expect((await h.admin.ref('rw/list').get()).val()).toEqual(['a', 'b']);
    expect((await h.admin.ref('rw/sparse').get()).val()).toEqual({ keep: 1 });
  });

  it('applies a multi-path update atomically: a listener sees one change, not two', async () => {
    const db = h.client();
    await set(ref(db, 'rw/pair'), { left: 0, right: 0 });
    const listener = h.client();
    const seen: unknown[] = [];
    const stop = onValue(ref(listener, 'rw/pair'), (snap) => seen.push(snap.val()));
    await waitFor(() => seen.length === 1);
    await update(ref(db, 'rw'), { 'pair/left': 1, 'pair/right': 1 });
    await waitFor(() => seen.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    expect(seen).toEqual([
      { left: 0, right: 0 },
      { left: 1, right: 1 },
    ]);
  });

  it('removes a value, and removing the last child removes the parent', async () => {
    const db = h.client();
    await set(ref(db, 'rw/only/child'), 1);
    await remove(ref(db, 'rw/only/child'));
    expect((await h.admin.ref('rw/only').get()).exists()).toBe(false);
  });

  it('push ids are unique and sort in creation order', async () => {
    const db = h.client();
    const keys: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const node = push(ref(db, 'rw/log'));
      keys.push(node.key ?? '');
      await set(node, i);
    }
    expect(new Set(keys).size).toBe(20);
    const stored = (await h.admin.ref('rw/log').get()).val() as Record<string, number>;
    expect(Object.keys(stored).sort()).toEqual(keys);
    expect(
      Object.keys(stored)
        .sort()
        .map((key) => stored[key]),
    ).toEqual([...Array(20).keys()]);
  });

  it('get() of a missing location is null', async () => {
    expect((await get(ref(h.client(), 'rw/nothing/here'))).exists()).toBe(false);
  });

  it('a listener gets the current value, then each change, then child events', async () => {
    const db = h.client();
    const writer = h.client();
    await set(ref(writer, 'rw/live'), { a: 1 });
    const values: unknown[] = [];
    const added: string[] = [];
    const stopValue = onValue(ref(db, 'rw/live'), (snap) => values.push(snap.val()));
    const stopAdded = onChildAdded(ref(db, 'rw/live'), (snap) => added.push(snap.key ?? ''));
    await waitFor(() => values.length === 1);
    await set(child(ref(writer, 'rw/live'), 'b'), 2);
    await waitFor(() => added.length === 2);
    await set(ref(writer, 'rw'), { live: { c: 3 } });
    await waitFor(() => JSON.stringify(values.at(-1)) === JSON.stringify({ c: 3 }));
    stopValue();
    stopAdded();
    expect(values).toEqual([{ a: 1 }, { a: 1, b: 2 }, { c: 3 }]);
    expect(added).toEqual(['a', 'b', 'c']);
  });
});
