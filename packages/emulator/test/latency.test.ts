import { get, ref, runTransaction, set } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, OPEN_RULES, startHarness, waitFor } from './harness.ts';
import { rawClient } from './raw-client.ts';

// A database a region away (`latencyMs`): every request is handled that long after it arrives,
// so each round trip takes at least that long, and requests keep the order they were sent in.
let h: Harness;
const external = Boolean(process.env.CONTRACT_DATABASE_EMULATOR_HOST);
const LATENCY_MS = 60;

beforeAll(async () => {
  if (external) return;
  h = await startHarness(OPEN_RULES, { latencyMs: LATENCY_MS });
});
afterAll(() => h?.close());

describe.skipIf(external)('a database with latency', () => {
  it('answers each round trip no sooner than the latency', async () => {
    const db = h.client('far');
    await set(ref(db, 'warm'), true);
    for (const path of ['a', 'b', 'c']) {
      const started = performance.now();
      await set(ref(db, path), 1);
      expect(performance.now() - started).toBeGreaterThanOrEqual(LATENCY_MS - 1);
    }
    const started = performance.now();
    expect((await h.admin.ref('a').get()).val()).toBe(1);
    expect(performance.now() - started).toBeGreaterThanOrEqual(LATENCY_MS - 1);
  });

  it('handles a client’s requests in the order it sent them, transactions included', async () => {
    const db = h.client('ordered');
    const writes = Array.from({ length: 20 }, (_, i) => set(ref(db, 'order/last'), i));
    await Promise.all(writes);
    expect((await h.admin.ref('order/last').get()).val()).toBe(19);
    const counts = await Promise.all(
      Array.from({ length: 5 }, () =>
        runTransaction(ref(h.client('counter'), 'order/count'), (n: number | null) => (n ?? 0) + 1),
      ),
    );
    expect(counts.every((result) => result.committed)).toBe(true);
    expect((await get(ref(db, 'order/count'))).val()).toBe(5);
  });

  it('runs what a client sent before it went before its onDisconnect', async () => {
    const seen: unknown[] = [];
    const state = h.admin.ref('leaving/state');
    state.on('value', (snap) => seen.push(snap.val()));
    const leaving = await rawClient(h.host, h.namespace);
    await leaving.request(1, 'o', JSON.stringify({ p: '/leaving/state', d: 'gone' }));
    // Sent, still in flight (the latency), when the socket closes.
    leaving.socket.send(
      JSON.stringify({ t: 'd', d: { r: 2, a: 'p', b: { p: '/leaving/state', d: 'here' } } }),
    );
    leaving.socket.close();
    await waitFor(() => seen.at(-1) === 'gone', 5_000);
    expect(seen).toEqual([null, 'here', 'gone']);
    state.off();
  });
});
