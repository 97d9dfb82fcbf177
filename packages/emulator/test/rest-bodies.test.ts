import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, OPEN_RULES, startHarness } from './harness.ts';

// REST bodies: as large as production takes them, and a refused one leaves the client's next
// request answered.
let h: Harness;
let small: Harness;
const external = Boolean(process.env.CONTRACT_DATABASE_EMULATOR_HOST);
const SMALL_LIMIT = 64 * 1024;

beforeAll(async () => {
  if (external) return;
  h = await startHarness(OPEN_RULES);
  small = await startHarness(OPEN_RULES, { maxRestBodyBytes: SMALL_LIMIT });
});
afterAll(async () => {
  await h?.close();
  await small?.close();
});

/** A PUT through `agent`, answered with its status, or `timeout` if none comes in time. */
const put = (harness: Harness, agent: Agent, path: string, body: string) =>
  new Promise<number | 'timeout'>((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port: harness.port,
        path: `/${path}.json?ns=${harness.namespace}`,
        method: 'PUT',
        agent,
        headers: { 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sent.setTimeout(3_000, () => {
      sent.destroy();
      resolve('timeout');
    });
    sent.on('error', reject);
    sent.end(body);
  });

describe.skipIf(external)('REST request bodies', () => {
  it('take a write over the 16 MB an SDK may send, as production takes up to 256 MB', async () => {
    const chunk = 'x'.repeat(100_000);
    const value = Object.fromEntries(Array.from({ length: 180 }, (_, i) => [`k${i}`, chunk]));
    const body = JSON.stringify(value);
    expect(body.length).toBeGreaterThan(17 * 1024 * 1024);
    const agent = new Agent();
    expect(await put(h, agent, 'big', body)).toBe(200);
    expect(Object.keys((await h.admin.ref('big').get()).val())).toHaveLength(180);
    agent.destroy();
  });

  it('over the limit are a 413 that leaves a keep-alive client served', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const tooBig = JSON.stringify('x'.repeat(4 * SMALL_LIMIT));
    expect(await put(small, agent, 'refused', tooBig)).toBe(413);
    expect(await put(small, agent, 'after', '1')).toBe(200);
    expect(await put(small, agent, 'after', '2')).toBe(200);
    expect((await small.admin.ref('after').get()).val()).toBe(2);
    expect((await small.admin.ref('refused').get()).exists()).toBe(false);
    agent.destroy();
  });
});
