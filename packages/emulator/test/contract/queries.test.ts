import {
  endAt,
  endBefore,
  equalTo,
  get,
  limitToFirst,
  limitToLast,
  onValue,
  orderByChild,
  orderByKey,
  orderByValue,
  type QueryConstraint,
  query,
  ref,
  startAfter,
  startAt,
} from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Harness, OPEN_RULES, startHarness, waitFor } from '../harness.ts';

let h: Harness;
const players = {
  ann: { score: 40, team: 'red' },
  ben: { score: 10, team: 'blue' },
  cat: { score: 30, team: 'red' },
  dan: { score: 20, team: 'blue' },
  eve: { score: 30, team: 'green' },
  fay: { team: 'none' },
};

beforeAll(async () => {
  h = await startHarness(OPEN_RULES);
  await h.admin.ref('players').set(players);
  await h.admin.ref('words').set({ b: 'pear', a: 'apple', c: 'fig', 10: 'ten', 9: 'nine' });
});
afterAll(() => h.close());

const keysOf = async (...constraints: QueryConstraint[]) => {
  const snapshot = await get(query(ref(h.client(), 'players'), ...constraints));
  const keys: string[] = [];
  snapshot.forEach((item) => {
    keys.push(item.key ?? '');
  });
  return keys;
};

describe('queries', () => {
  it.each([
    [[orderByChild('score')], ['fay', 'ben', 'dan', 'cat', 'eve', 'ann']],
    [
      [orderByChild('score'), limitToLast(2)],
      ['eve', 'ann'],
    ],
    [
      [orderByChild('score'), limitToFirst(2)],
      ['fay', 'ben'],
    ],
    [
      [orderByChild('score'), equalTo(30)],
      ['cat', 'eve'],
    ],
    [[orderByChild('score'), equalTo(30, 'eve')], ['eve']],
    [
      [orderByChild('score'), startAt(20), endAt(30)],
      ['dan', 'cat', 'eve'],
    ],
    [
      [orderByChild('score'), startAfter(20), endBefore(40)],
      ['cat', 'eve'],
    ],
    [
      [orderByChild('score'), startAt(30, 'dog')],
      ['eve', 'ann'],
    ],
    [
      [orderByChild('team'), equalTo('red')],
      ['ann', 'cat'],
    ],
    [
      [orderByKey(), startAt('c'), limitToFirst(2)],
      ['cat', 'dan'],
    ],
    [[orderByKey(), endAt('b')], ['ann']],
  ])('%#: %j', async (constraints, expected) => {
    expect(await keysOf(...(constraints as QueryConstraint[]))).toEqual(expected);
  });

  it('orders by value and by key with integer keys first', async () => {
    const db = h.client();
    const byValue = await get(query(ref(db, 'words'), orderByValue(), limitToFirst(3)));
    expect(Object.values(byValue.val() as object).sort()).toEqual(['apple', 'fig', 'nine']);
    const byKey: string[] = [];
    (await get(query(ref(db, 'words'), orderByKey()))).forEach((item) => {
      byKey.push(item.key ?? '');
    });
    expect(byKey).toEqual(['9', '10', 'a', 'b', 'c']);
  });

  it('keeps a limited query live: entries move in and out of the window', async () => {
    const db = h.client();
    const windows: string[][] = [];
    const stop = onValue(
      query(ref(db, 'players'), orderByChild('score'), limitToLast(3)),
      (snapshot) => {
        const keys: string[] = [];
        snapshot.forEach((item) => {
          keys.push(item.key ?? '');
        });
        windows.push(keys);
      },
    );
    await waitFor(() => windows.length === 1);
    await h.admin.ref('players/ben/score').set(100);
    await waitFor(() => windows.at(-1)?.join() === 'eve,ann,ben');
    await h.admin.ref('players/ben/score').set(10);
    await waitFor(() => windows.at(-1)?.join() === 'cat,eve,ann');
    stop();
    expect(windows[0]).toEqual(['cat', 'eve', 'ann']);
  });

  it('sends a client only the matching children, then only what changed', async () => {
    await h.admin
      .ref('big')
      .set(Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, { n: i }])));
    const socket = new WebSocket(`ws://${h.host}/.ws?v=5&ns=${h.namespace}`);
    const pushes: { a: string; b: { p: string; d: Record<string, unknown> | null; t?: number } }[] =
      [];
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { t: string; d: { a?: string; b?: unknown } };
      if (message.t === 'd' && message.d.a !== undefined)
        pushes.push(message.d as (typeof pushes)[number]);
    });
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(
      JSON.stringify({
        t: 'd',
        d: { r: 1, a: 'q', b: { p: '/big', q: { i: 'n', l: 3, vf: 'r' }, t: 1, h: '' } },
      }),
    );
    await waitFor(() => pushes.length === 1);
    expect(Object.keys(pushes[0]?.b.d ?? {}).sort()).toEqual(['k197', 'k198', 'k199']);
    await h.admin.ref('big/k5/n').set(1_000);
    await waitFor(() => pushes.length === 2);
    expect(pushes[1]?.b).toEqual({ p: '/big', d: { k5: { n: 1_000 }, k197: null }, t: 1 });
    await h.admin.ref('big/k6/n').set(-1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pushes).toHaveLength(2);
    socket.close();
  });
});
