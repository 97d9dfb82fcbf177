import { get, ref, set, onValue, query, orderByChild, limitToLast, increment, runTransaction, update } from 'firebase/database';
import { expect, it } from 'vitest';
import { OPEN_RULES, startHarness, waitFor } from './harness.ts';

it('smoke', async () => {
  const h = await startHarness(OPEN_RULES);
  const c = h.client('alice');
  await set(ref(c, 'a/b'), { x: 1 });
  expect((await get(ref(c, 'a'))).val()).toEqual({ b: { x: 1 } });
  await h.admin.ref('scores').set({ a: { s: 5 }, b: { s: 9 }, c: { s: 1 }, d: { s: 7 } });
  const seen: unknown[] = [];
  onValue(query(ref(c, 'scores'), orderByChild('s'), limitToLast(2)), (snap) => seen.push(snap.val()));
  await waitFor(() => seen.length > 0);
  expect(seen.at(-1)).toEqual({ b: { s: 9 }, d: { s: 7 } });
  await h.admin.ref('scores/c/s').set(100);
  await waitFor(() => JSON.stringify(seen.at(-1)) === JSON.stringify({ b: { s: 9 }, c: { s: 100 } }));
  await Promise.all(Array.from({ length: 50 }, () => set(ref(c, 'n'), increment(1))));
  expect((await h.admin.ref('n').get()).val()).toBe(50);
  const c2 = h.client('bob');
  await Promise.all([
    ...Array.from({ length: 20 }, () => runTransaction(ref(c, 't'), (v) => (v ?? 0) + 1)),
    ...Array.from({ length: 20 }, () => runTransaction(ref(c2, 't'), (v) => (v ?? 0) + 1)),
  ]);
  expect((await get(ref(c, 't'))).val()).toBe(40);
  await update(ref(c, 'm'), { 'x/y': 1, z: 2 });
  expect((await h.admin.ref('m').get()).val()).toEqual({ x: { y: 1 }, z: 2 });
  await h.close();
}, 30_000);
