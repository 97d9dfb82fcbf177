import { get, onValue, ref, set } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, OPEN_RULES, startHarness, waitFor } from './harness.ts';
import { rawClient as connect } from './raw-client.ts';

// Emulator-only: how this server treats clients that break the protocol.
let h: Harness;
const MAX = 64 * 1024;

beforeAll(async () => {
  if (process.env.CONTRACT_DATABASE_EMULATOR_HOST) return;
  h = await startHarness(OPEN_RULES, { maxMessageBytes: MAX });
  await h.admin.ref('safe').set({ value: 42 });
});
afterAll(() => h?.close());

const rawClient = () => connect(h.host, h.namespace);

// Skipped against another emulator: the size limit is this emulator's own setting.
describe.skipIf(Boolean(process.env.CONTRACT_DATABASE_EMULATOR_HOST))(
  'protocol errors reach only the client that made them',
  () => {
    it('answers with a hello first', async () => {
      const { socket, frames } = await rawClient();
      expect(frames[0]).toMatchObject({ t: 'c', d: { t: 'h', d: { v: '5' } } });
      socket.close();
    });

    it.each([
      ['not JSON', '{oops'],
      ['not an object', '42x'],
      ['an unknown layer', JSON.stringify({ t: 'z', d: {} })],
      ['a request without a number', JSON.stringify({ t: 'd', d: { a: 'p', b: {} } })],
    ])('sends a control error for a frame that is %s', async (_name, frame) => {
      const { socket, frames } = await rawClient();
      socket.send(frame);
      await waitFor(() => frames.length === 2);
      expect(frames[1]).toMatchObject({ t: 'c', d: { t: 'e' } });
      socket.close();
    });

    it.each([
      ['an unknown action', { r: 7, a: 'explode', b: {} }, 'invalid_action'],
      ['an invalid path', { r: 7, a: 'p', b: { p: '/safe/a.b', d: 1 } }, 'invalid_request'],
      ['a missing path', { r: 7, a: 'p', b: { d: 1 } }, 'invalid_request'],
      [
        'an invalid key in data',
        { r: 7, a: 'p', b: { p: '/safe', d: { 'a#b': 1 } } },
        'invalid_data',
      ],
      [
        'an invalid query',
        { r: 7, a: 'q', b: { p: '/safe', q: { l: -1 }, t: 1 } },
        'invalid_request',
      ],
    ])('answers %s with an error status for that request', async (_name, request, status) => {
      const { socket, frames } = await rawClient();
      socket.send(JSON.stringify({ t: 'd', d: request }));
      await waitFor(() => frames.length === 2);
      expect(frames[1]).toMatchObject({ t: 'd', d: { r: 7, b: { s: status } } });
      socket.close();
    });

    it('closes a connection that sends an oversized payload, and only that one', async () => {
      const listener = h.client();
      const seen: unknown[] = [];
      const stop = onValue(ref(listener, 'safe'), (snap) => seen.push(snap.val()));
      await waitFor(() => seen.length === 1);
      const { socket, frames, closed } = await rawClient();
      socket.send(
        JSON.stringify({ t: 'd', d: { r: 1, a: 'p', b: { p: '/safe', d: 'x'.repeat(MAX * 2) } } }),
      );
      expect(await closed).toBe(1009);
      expect(frames.at(-1)).toMatchObject({ t: 'c', d: { t: 'e' } });

      const chunked = await rawClient();
      chunked.socket.send('9');
      for (let i = 0; i < 9; i += 1) chunked.socket.send('y'.repeat(MAX / 8));
      expect(await chunked.closed).toBe(1009);

      await set(ref(listener, 'safe/value'), 43);
      await waitFor(() => seen.length === 2);
      stop();
      expect((await get(ref(h.client(), 'safe'))).val()).toEqual({ value: 43 });
    });

    it('loses no data and keeps serving SDK clients after all of the above', async () => {
      expect((await h.admin.ref('safe/value').get()).val()).toBe(43);
      await set(ref(h.client(), 'safe/after'), true);
      expect((await h.admin.ref('safe').get()).val()).toEqual({ value: 43, after: true });
    });

    it('accepts a message split into frames, as the SDK sends large writes', async () => {
      const big = 'z'.repeat(40_000);
      await set(ref(h.client(), 'safe/big'), big);
      expect((await h.admin.ref('safe/big').get()).val()).toBe(big);
      await h.admin.ref('safe/big').remove();
    });
  },
);
