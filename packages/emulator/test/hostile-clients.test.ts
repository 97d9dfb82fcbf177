import { onValue, ref, set } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, OPEN_RULES, startHarness, waitFor } from './harness.ts';
import { nestedJson, rawClient } from './raw-client.ts';

// What raw clients can send that the SDKs never would: each is refused for that client alone,
// and everyone else goes on being served.
let h: Harness;
const external = Boolean(process.env.CONTRACT_DATABASE_EMULATOR_HOST);

beforeAll(async () => {
  if (external) return;
  h = await startHarness(OPEN_RULES);
});
afterAll(() => h?.close());

/** About 35 KB: enough to overflow any recursive walk or JSON.stringify. */
const HOSTILE = nestedJson(6_000);

const connect = () => rawClient(h.host, h.namespace);
const rest = (path: string, init: RequestInit) =>
  fetch(`http://${h.host}/${path}.json?ns=${h.namespace}`, init);
const keyPath = (levels: number) => Array.from({ length: levels }, (_, i) => `k${i}`).join('/');

/** One SDK client writes, another reads it back: the server still serves everyone. */
const expectStillServing = async (key: string) => {
  await set(ref(h.client(), `alive/${key}`), key);
  expect((await h.admin.ref(`alive/${key}`).get()).val()).toBe(key);
};

describe.skipIf(external)('data nested thousands of levels deep', () => {
  it.each([
    ['set', 'p', `{"p":"/deep","d":${HOSTILE}}`],
    ['update', 'm', `{"p":"/deep","d":{"x":${HOSTILE}}}`],
    ['transaction', 'p', `{"p":"/deep","d":${HOSTILE},"h":""}`],
    ['onDisconnect set', 'o', `{"p":"/deep","d":${HOSTILE}}`],
    ['onDisconnect update', 'om', `{"p":"/deep","d":{"x":${HOSTILE}}}`],
    ['echo', 'echo', `{"d":${HOSTILE}}`],
  ])('in a %s fails that request and nothing else', async (name, action, body) => {
    const client = await connect();
    expect((await client.request(1, action, body)).s).not.toBe('ok');
    expect(await client.request(2, 'p', '{"p":"/alive/raw","d":true}')).toEqual({ s: 'ok', d: '' });
    client.socket.close();
    await client.closed;
    await expectStillServing(name.replace(' ', '-'));
    expect((await h.admin.ref('deep').get()).exists()).toBe(false);
  });

  it('in the claims of an auth token is an invalid token', async () => {
    const encode = (text: string) => Buffer.from(text).toString('base64url');
    const claims = `{"sub":"mallory","user_id":"mallory","x":${HOSTILE}}`;
    const token = `${encode('{"alg":"none"}')}.${encode(claims)}.`;
    const client = await connect();
    expect((await client.request(1, 'auth', JSON.stringify({ cred: token }))).s).toBe(
      'invalid_token',
    );
    expect((await client.request(2, 'g', '{"p":"/alive"}')).s).toBe('ok');
    client.socket.close();
    await expectStillServing('auth');
  });

  it.each(['PUT', 'PATCH', 'POST'])('in a REST %s body is a 400', async (method) => {
    const response = await rest('deep', {
      method,
      body: method === 'PATCH' ? `{"x":${HOSTILE}}` : HOSTILE,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Data is nested too deeply' });
    expect((await h.admin.ref('deep').get()).exists()).toBe(false);
  });
});

describe.skipIf(external)('the 32-level limit, counted from the root', () => {
  it('holds when the levels are split between the path and the value', async () => {
    const client = await connect();
    const write = (r: number, path: string, value: string) =>
      client.request(r, 'p', `{"p":"/${path}","d":${value}}`);
    // 30 keys of path and 2 of value put a leaf at level 32, the deepest Firebase allows.
    expect((await write(1, keyPath(30), nestedJson(2))).s).toBe('ok');
    expect((await write(2, keyPath(30), nestedJson(3))).s).toBe('invalid_data');
    const update = `{"p":"/${keyPath(20)}","d":{"${keyPath(10)}":${nestedJson(3)}}}`;
    expect((await client.request(3, 'm', update)).s).toBe('invalid_data');
    client.socket.close();

    expect((await rest(keyPath(20), { method: 'PUT', body: nestedJson(13) })).status).toBe(400);
    expect((await rest(keyPath(20), { method: 'PUT', body: nestedJson(12) })).status).toBe(200);
    const stored = (await h.admin.ref(keyPath(20)).get()).val() as Record<string, unknown>;
    expect(JSON.stringify(stored)).toBe(nestedJson(12));
  });
});

let locations = 0;

describe.skipIf(external)('a listen with an invalid index', () => {
  it.each(['a#b', '', '$key', '.foo', 'a/../b'])(
    'is refused (index %j) and leaves its empty location healthy',
    async (index) => {
      locations += 1;
      const location = `empty-${locations}`;
      const client = await connect();
      const listen = (r: number, i: string) =>
        client.request(r, 'q', JSON.stringify({ p: `/${location}`, q: { i }, t: r, h: '' }));
      expect((await listen(1, index)).s).not.toBe('ok');
      expect((await listen(2, 'meta/score')).s).toBe('ok');

      const seen: unknown[] = [];
      const stop = onValue(ref(h.client(), location), (snap) => seen.push(snap.val()));
      await waitFor(() => seen.length === 1);
      await set(ref(h.client(), `${location}/k`), { meta: { score: 1 } });
      await waitFor(() => seen.length === 2);
      expect(seen[1]).toEqual({ k: { meta: { score: 1 } } });
      // The raw client's valid listen is told too.
      await waitFor(() =>
        client.frames.some((frame) => frame.d.a === 'm' && frame.d.b?.d !== undefined),
      );
      expect(client.frames.find((frame) => frame.d.a === 'm')?.d.b?.d).toEqual({
        k: { meta: { score: 1 } },
      });
      stop();
      client.socket.close();
    },
  );
});
