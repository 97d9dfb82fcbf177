import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, OPEN_RULES, startHarness } from './harness.ts';
import { type RawClient, rawClient } from './raw-client.ts';

// Clients that stop reading what they are sent: what they leave unread waits in the emulator's
// memory, so each is dropped (and its onDisconnect runs) rather than kept growing.
let h: Harness;
let capped: Harness;
const external = Boolean(process.env.CONTRACT_DATABASE_EMULATOR_HOST);
const IDLE_MS = 1_000;
const CAP = 1024 * 1024;
const CHUNK = 'x'.repeat(256 * 1024);

beforeAll(async () => {
  if (external) return;
  h = await startHarness(OPEN_RULES, { idleTimeoutMs: IDLE_MS });
  capped = await startHarness(OPEN_RULES, { maxBufferedBytes: CAP });
});
afterAll(async () => {
  await h?.close();
  await capped?.close();
});

/** A raw client listening to `feed`, with an onDisconnect at presence/{name}, that stops reading. */
const stalledListener = async (harness: Harness, name: string): Promise<RawClient> => {
  const client = await rawClient(harness.host, harness.namespace);
  expect((await client.request(1, 'q', JSON.stringify({ p: `/feed-${name}`, h: '' }))).s).toBe(
    'ok',
  );
  const queued = await client.request(
    2,
    'o',
    JSON.stringify({ p: `/presence/${name}`, d: 'gone' }),
  );
  expect(queued).toEqual({ s: 'ok', d: '' });
  client.socket.pause();
  return client;
};

const isGone = async (harness: Harness, name: string) =>
  (await harness.admin.ref(`presence/${name}`).get()).val() === 'gone';

describe.skipIf(external)('a client that stops reading', () => {
  it('is dropped once it leaves more than the cap unread, and its onDisconnect runs', async () => {
    const client = await stalledListener(capped, 'flooded');
    let writes = 0;
    // Far more than the network's own buffers hold, so the rest has to wait in the emulator.
    while (writes < 160 && !(await isGone(capped, 'flooded'))) {
      await capped.admin.ref(`feed-flooded/k${writes}`).set(CHUNK);
      writes += 1;
    }
    expect(await isGone(capped, 'flooded')).toBe(true);
    expect(writes).toBeLessThan(160);
    client.socket.terminate();
  });

  it('is dropped after the idle timeout even while it still sends keep-alives', async () => {
    const client = await stalledListener(h, 'stalled');
    const keepAlive = setInterval(() => client.socket.send('0'), 100);
    for (let i = 0; i < 80; i += 1) await h.admin.ref(`feed-stalled/k${i}`).set(CHUNK);
    const stalledAt = Date.now();
    let gone = false;
    while (!gone && Date.now() - stalledAt < 6 * IDLE_MS) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      gone = await isGone(h, 'stalled');
    }
    clearInterval(keepAlive);
    expect(gone).toBe(true);
    client.socket.terminate();
  });
});
