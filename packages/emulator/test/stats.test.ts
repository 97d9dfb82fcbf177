import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DatabaseEmulator } from '../src/database/server.ts';
import { Traffic } from '../src/database/traffic.ts';
import { OPEN_RULES, waitFor } from './harness.ts';

/**
 * Fan-out counters: what a namespace's clients were sent, counted by the clients themselves
 * (raw protocol sockets, so every data message is seen) and compared with GET /.stats.
 */
let emulator: DatabaseEmulator;
let port: number;

beforeAll(async () => {
  emulator = new DatabaseEmulator({ port: 0, rules: OPEN_RULES });
  port = await emulator.start();
});
afterAll(() => emulator.stop());

type Received = { pushes: number; replies: number; bytes: number };

const connect = async (ns: string) => {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/.ws?v=5&ns=${ns}`);
  const received: Received = { pushes: 0, replies: 0, bytes: 0 };
  socket.on('message', (raw) => {
    const text = raw.toString();
    const message = JSON.parse(text) as { t: string; d: { r?: number; a?: string } };
    if (message.t !== 'd') return;
    if (message.d.r !== undefined) received.replies += 1;
    else received.pushes += 1;
    received.bytes += Buffer.byteLength(text);
  });
  await new Promise((resolve) => socket.once('open', resolve));
  let r = 0;
  const send = (a: string, b: Record<string, unknown>) => {
    r += 1;
    socket.send(JSON.stringify({ t: 'd', d: { r, a, b } }));
  };
  return { socket, received, send };
};

const stats = (ns: string, credential: string | null = 'owner') =>
  fetch(`http://127.0.0.1:${port}/.stats?ns=${ns}`, {
    headers: credential === null ? {} : { authorization: `Bearer ${credential}` },
  });

describe('fan-out stats', () => {
  it('count every response and byte sent to a namespace, as its clients received them', async () => {
    const ns = 'fan-out';
    const [a, b, writer] = await Promise.all([connect(ns), connect(ns), connect(ns)]);
    a.send('q', { p: '/scores', h: '' });
    b.send('q', { p: '/scores', h: '' });
    await waitFor(() => a.received.replies === 1 && b.received.replies === 1);
    for (let i = 0; i < 5; i += 1) writer.send('p', { p: `/scores/s${i}`, d: i + 1 });
    await waitFor(
      () => writer.received.replies === 5 && a.received.pushes === 6 && b.received.pushes === 6,
    );

    const response = await stats(ns);
    expect(response.status).toBe(200);
    const body = (await response.json()) as ReturnType<DatabaseEmulator['stats']>;
    const clients = [a, b, writer].map((client) => client.received);
    const sum = (pick: (r: Received) => number) => clients.reduce((t, r) => t + pick(r), 0);
    expect(body.namespace).toBe(ns);
    expect(body.connections).toBe(3);
    expect(body.totals).toEqual({
      responses: sum((r) => r.pushes + r.replies),
      pushes: sum((r) => r.pushes),
      replies: sum((r) => r.replies),
      bytes: sum((r) => r.bytes),
    });
    expect(body.totals.pushes).toBe(12);
    // By source: every push is about /scores; the replies are acknowledgements.
    expect(body.bySource.scores).toEqual({
      responses: 12,
      pushes: 12,
      replies: 0,
      bytes: sum((r) => r.bytes) - (body.bySource['(acks)']?.bytes ?? 0),
    });
    expect(body.bySource['(acks)']).toMatchObject({ pushes: 0, replies: 7 });
    expect(body.windowSeconds).toBeGreaterThan(0);
    expect(emulator.stats(ns).totals).toEqual(body.totals);

    // Another namespace is counted apart.
    const elsewhere = (await (await stats('elsewhere')).json()) as typeof body;
    expect(elsewhere.totals.responses).toBe(0);

    a.socket.close();
    await waitFor(() => emulator.stats(ns).connections === 2);
    b.socket.close();
    writer.socket.close();
  });

  it('are for the admin credential only', async () => {
    expect((await stats('fan-out', null)).status).toBe(401);
    const userToken = [
      Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url'),
      Buffer.from(JSON.stringify({ sub: 'u1', user_id: 'u1' })).toString('base64url'),
      '',
    ].join('.');
    expect((await stats('fan-out', userToken)).status).toBe(401);
  });

  it('give per-second rates over the whole seconds of the window', () => {
    let now = 100_000;
    const traffic = new Traffic(() => now, 4);
    traffic.record('push', 10);
    now += 1_000;
    traffic.record('push', 30);
    traffic.record('reply', 2);
    // [ms later, responses, pushes, replies, bytes per second]: the second still under way is
    // not part of the rate yet, and a second leaves the rate once the window has passed it.
    const rates: [number, number, number, number, number][] = [
      [0, 0.25, 0.25, 0, 2.5],
      [1_000, 0.75, 0.5, 0.25, 10.5],
      [4_000, 0, 0, 0, 0],
    ];
    for (const [later, responses, pushes, replies, bytes] of rates) {
      now += later;
      expect(traffic.stats().perSecond).toEqual({ responses, pushes, replies, bytes });
    }
    expect(traffic.stats().totals).toEqual({ responses: 3, pushes: 2, replies: 1, bytes: 42 });
  });

  it('count by the first segment of the path a message is about', () => {
    const traffic = new Traffic(() => 0, 4);
    traffic.record('push', 10, '/boardSnapshots/e/all');
    traffic.record('reply', 5, 'boardSnapshots/e/teams');
    traffic.record('push', 7, '/users/k/notifications');
    traffic.record('reply', 2);
    traffic.record('push', 1, '/');
    expect(traffic.stats().bySource).toEqual({
      boardSnapshots: { responses: 2, pushes: 1, replies: 1, bytes: 15 },
      users: { responses: 1, pushes: 1, replies: 0, bytes: 7 },
      '(acks)': { responses: 1, pushes: 0, replies: 1, bytes: 2 },
      '(root)': { responses: 1, pushes: 1, replies: 0, bytes: 1 },
    });
  });
});
