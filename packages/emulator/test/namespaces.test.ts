import { request } from 'node:http';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectDatabaseEmulator, get, getDatabase, goOffline, ref } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Harness, OPEN_RULES, startHarness } from './harness.ts';

// Which database a request reaches: `?ns=`, else a production host's first label, else none.
let h: Harness;
beforeAll(async () => {
  h = await startHarness(OPEN_RULES);
});
afterAll(() => h.close());

/** A REST request with the Host header a client of a production URL sends (fetch sends the URL's). */
const restVia = (host: string, path: string, method: string, body?: string) =>
  new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port: h.port, path, method, headers: { host } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });

// Emulator-only: another emulator's answers to these are its own.
describe.skipIf(Boolean(process.env.CONTRACT_DATABASE_EMULATOR_HOST))(
  'the database a request names',
  () => {
    it('is required: a REST request with neither ?ns= nor a production host is a 400', async () => {
      const response = await fetch(`http://${h.host}/greeting.json`, {
        method: 'PUT',
        body: '"x"',
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain('?ns=');
      const rules = await fetch(`http://${h.host}/.settings/rules.json`, {
        headers: { authorization: 'Bearer owner' },
      });
      expect(rules.status).toBe(400);
      expect(Object.keys(h.emulator?.exportData() ?? {})).not.toContain('127');
    });

    it('is required for a WebSocket too: the upgrade is refused with a 400', async () => {
      const socket = new WebSocket(`ws://${h.host}/.ws?v=5`);
      socket.on('error', () => undefined);
      const status = await new Promise<number>((resolve) => {
        socket.once('open', () => resolve(101));
        socket.once('unexpected-response', (_request, response) =>
          resolve(response.statusCode ?? 0),
        );
      });
      socket.terminate();
      expect(status).toBe(400);
    });

    it.each(['../../tmp/evil', 'a.b', ''])('must be a database name, not %j', async (name) => {
      const response = await fetch(`http://${h.host}/x.json?ns=${encodeURIComponent(name)}`);
      expect(response.status).toBe(400);
    });

    it.each([
      ['host-a.firebaseio.com', 'host-a'],
      ['host-b.europe-west1.firebasedatabase.app', 'host-b'],
    ])('comes from a production host, %s, when ?ns= is absent', async (host, name) => {
      expect((await restVia(host, '/greeting.json', 'PUT', '"hello"')).status).toBe(200);
      expect((await restVia(`${host}:443`, '/greeting.json', 'GET')).body).toBe('hello');
      const stored = await fetch(`http://${h.host}/greeting.json?ns=${name}`);
      expect(await stored.json()).toBe('hello');

      // The web SDK configured with that production URL reaches the same database.
      const app = initializeApp({ projectId: 'demo-engage', databaseURL: `https://${host}` }, name);
      const db = getDatabase(app);
      connectDatabaseEmulator(db, '127.0.0.1', h.port);
      expect((await get(ref(db, 'greeting'))).val()).toBe('hello');
      goOffline(db);
      await deleteApp(app);
    });

    it('is forgotten once it holds nothing: made-up names do not pile up', async () => {
      const names = Array.from({ length: 300 }, (_, i) => `made-up-${i}`);
      for (const name of names.slice(0, 200)) {
        const response = await fetch(`http://${h.host}/x.json?ns=${name}`);
        expect(response.status).toBe(200);
      }
      for (const name of names.slice(200, 250)) {
        const socket = new WebSocket(`ws://${h.host}/.ws?v=5&ns=${name}`);
        await new Promise((resolve) => socket.once('message', resolve));
        socket.close();
        await new Promise((resolve) => socket.once('close', resolve));
      }
      // One that was written to and emptied again is forgotten too; one that holds data is kept.
      await fetch(`http://${h.host}/x.json?ns=made-up-250`, { method: 'PUT', body: '1' });
      await fetch(`http://${h.host}/x.json?ns=made-up-250`, { method: 'DELETE' });
      await fetch(`http://${h.host}/x.json?ns=made-up-251`, { method: 'PUT', body: '1' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const kept = Object.keys(h.emulator?.exportData() ?? {}).filter((name) =>
        name.startsWith('made-up-'),
      );
      expect(kept).toEqual(['made-up-251']);
      expect((await (await fetch(`http://${h.host}/x.json?ns=made-up-251`)).json()) as number).toBe(
        1,
      );
    });
  },
);

// Each of a deployment's database instances has its own namespace here (docs/instances.md).
describe.skipIf(Boolean(process.env.CONTRACT_DATABASE_EMULATOR_HOST))(
  'namespaces as database instances',
  () => {
    let closed: Harness;
    const RULES = JSON.stringify({ rules: { '.read': 'auth != null', '.write': false } });
    beforeAll(async () => {
      closed = await startHarness(RULES);
    });
    afterAll(() => closed.close());

    it('each starts with the rules the emulator was given, and holds its own data', async () => {
      const owner = { authorization: 'Bearer owner' };
      for (const ns of ['instance-one', 'instance-two']) {
        const rules = await fetch(`http://${closed.host}/.settings/rules.json?ns=${ns}`, {
          headers: owner,
        });
        expect(await rules.json()).toEqual(JSON.parse(RULES));
        // Nobody signed in reads nothing, in either.
        const anonymous = await fetch(`http://${closed.host}/x.json?ns=${ns}`);
        expect(anonymous.status).toBe(401);
      }
      const put = await fetch(`http://${closed.host}/x.json?ns=instance-one`, {
        method: 'PUT',
        headers: owner,
        body: '"one"',
      });
      expect(put.status).toBe(200);
      // The other instance's rules hold over its WebSocket too, and its data is its own.
      const app = initializeApp(
        { projectId: 'demo-engage', databaseURL: `http://${closed.host}?ns=instance-two` },
        'instance-two',
      );
      const db = getDatabase(app);
      connectDatabaseEmulator(db, '127.0.0.1', closed.port);
      await expect(get(ref(db, 'x'))).rejects.toThrow(/permission/i);
      const own = await fetch(`http://${closed.host}/x.json?ns=instance-two`, { headers: owner });
      expect(await own.json()).toBeNull();
      const one = await fetch(`http://${closed.host}/x.json?ns=instance-one`, { headers: owner });
      expect(await one.json()).toBe('one');
      goOffline(db);
      await deleteApp(app);
    });
  },
);
