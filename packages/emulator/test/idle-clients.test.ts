import { onDisconnect, ref, set } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, OPEN_RULES, startHarness, waitFor } from './harness.ts';
import { rawClient } from './raw-client.ts';

// Clients that stop talking: one that is gone must be dropped (so its onDisconnect runs), one
// that is only quiet must be kept. The timeout is this emulator's setting, made short here.
let h: Harness;
const external = Boolean(process.env.CONTRACT_DATABASE_EMULATOR_HOST);
const IDLE_MS = 1_000;

beforeAll(async () => {
  if (external) return;
  h = await startHarness(OPEN_RULES, { idleTimeoutMs: IDLE_MS });
});
afterAll(() => h?.close());

describe.skipIf(external)('idle connections', () => {
  it('drop a client that vanished without closing, and run its onDisconnect', async () => {
    const seen: unknown[] = [];
    const presence = h.admin.ref('presence/ghost');
    presence.on('value', (snap) => seen.push(snap.val()));
    await presence.set('online');
    // Not answering pings and sending nothing is all a dead network looks like from here.
    const ghost = await rawClient(h.host, h.namespace, { autoPong: false });
    // Taken before the client's last message leaves: the server's idle clock starts when it
    // arrives, a little later, so the drop can come no sooner than IDLE_MS after this instant.
    const silentSince = Date.now();
    const queued = await ghost.request(1, 'o', JSON.stringify({ p: '/presence/ghost', d: 'gone' }));
    expect(queued).toEqual({ s: 'ok', d: '' });

    await waitFor(() => seen.at(-1) === 'gone', 5 * IDLE_MS);
    expect(Date.now() - silentSince).toBeGreaterThanOrEqual(IDLE_MS);
    expect(await ghost.closed).toBe(1006);
    presence.off();
  });

  it('keep a quiet SDK client, which answers pings', async () => {
    const db = h.client('quiet');
    await set(ref(db, 'presence/quiet'), 'online');
    await onDisconnect(ref(db, 'presence/quiet')).set('dropped');
    await new Promise((resolve) => setTimeout(resolve, 3 * IDLE_MS));
    expect((await h.admin.ref('presence/quiet').get()).val()).toBe('online');
  });
});
