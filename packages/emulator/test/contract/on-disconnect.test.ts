import { spawn } from 'node:child_process';
import { goOffline, onDisconnect, ref, set } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(
    JSON.stringify({
      rules: {
        '.read': true,
        presence: { $uid: { '.write': 'auth != null && auth.uid === $uid' } },
        sessions: { $uid: { '.write': 'auth != null && auth.uid === $uid' } },
        cancelled: { $uid: { '.write': 'auth != null && auth.uid === $uid' } },
      },
    }),
  );
});
afterAll(() => h.close());

const startClient = (uid: string) => {
  const child = spawn(
    process.execPath,
    [
      new URL('./helpers/disconnecting-client.mjs', import.meta.url).pathname,
      h.host,
      h.namespace,
      uid,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise<typeof child>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`client exited early with ${code}`)));
  });
};

describe('onDisconnect', () => {
  it('fires set, update and remove (not cancelled ones) when the client process is killed', async () => {
    const child = await startClient('zoe');
    expect((await h.admin.ref('presence/zoe/online').get()).val()).toBe(true);
    expect((await h.admin.ref('sessions/zoe').get()).val()).toEqual({ device: 'phone' });
    const killedAt = Date.now();
    child.kill('SIGKILL');
    type Presence = { online?: boolean; lastSeen?: number };
    let presence = null as Presence | null;
    const deadline = Date.now() + 10_000;
    while (presence?.online !== false && Date.now() < deadline) {
      presence = (await h.admin.ref('presence/zoe').get()).val() as Presence | null;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(presence).toMatchObject({ online: false });
    expect(Math.abs((presence?.lastSeen ?? 0) - killedAt)).toBeLessThan(10_000);
    expect((await h.admin.ref('sessions/zoe').get()).exists()).toBe(false);
    expect((await h.admin.ref('cancelled/zoe').get()).exists()).toBe(false);
  });

  it('cancels the part of an operation queued above the cancelled location', async () => {
    const db = h.client('kim');
    const at = (path: string) => ref(db, `presence/kim/${path}`);
    await set(ref(db, 'presence/kim'), { a: 'here', b: 'here', c: { d: 'here', e: 'here' } });
    await onDisconnect(ref(db, 'presence/kim')).set({
      a: 'gone',
      b: 'gone',
      c: { d: 'gone', e: 'gone' },
    });
    await onDisconnect(at('a')).cancel();
    await onDisconnect(at('c/d')).cancel();
    goOffline(db);
    let presence: unknown = null;
    const deadline = Date.now() + 10_000;
    while ((presence as { b?: string } | null)?.b !== 'gone' && Date.now() < deadline) {
      presence = (await h.admin.ref('presence/kim').get()).val();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(presence).toEqual({ a: 'here', b: 'gone', c: { d: 'here', e: 'gone' } });
  });

  it('refuses to queue an operation the rules would refuse', async () => {
    const db = h.client('yan');
    await expect(onDisconnect(ref(db, 'presence/someone-else')).set(false)).rejects.toThrow(
      /permission.denied/i,
    );
    await set(ref(db, 'presence/yan'), { online: true });
  });
});
