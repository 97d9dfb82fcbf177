import WebSocket, { type ClientOptions } from 'ws';
import { waitFor } from './harness.ts';

/** A client speaking the wire protocol by hand, to send what the SDKs never would. */
export type Frame = {
  t: string;
  d: { t?: string; d?: unknown; r?: number; a?: string; b?: { s: string; d: unknown } };
};

export type RawClient = {
  readonly socket: WebSocket;
  /** Every message received, the hello first. */
  readonly frames: Frame[];
  readonly closed: Promise<number>;
  /**
   * Sends request `r` with the body `b` (JSON text, so that it can be what JSON.stringify could
   * not make), in 16 KB frames as the SDK splits long messages, and waits for its reply.
   */
  request(r: number, a: string, b: string): Promise<{ s: string; d: unknown }>;
};

const FRAME_SIZE = 16_384;

export const rawClient = async (
  host: string,
  namespace: string,
  options: ClientOptions = {},
): Promise<RawClient> => {
  const socket = new WebSocket(`ws://${host}/.ws?v=5&ns=${namespace}`, options);
  const frames: Frame[] = [];
  // A long message comes as its frame count, then that many frames to join.
  let expected = 0;
  let parts: string[] = [];
  socket.on('message', (raw) => {
    const text = raw.toString();
    if (expected === 0 && /^\d+$/.test(text)) {
      expected = Number(text);
      parts = [];
      return;
    }
    if (expected > 0) {
      parts.push(text);
      if (parts.length < expected) return;
      expected = 0;
      frames.push(JSON.parse(parts.join('')) as Frame);
      return;
    }
    frames.push(JSON.parse(text) as Frame);
  });
  await new Promise((resolve) => socket.once('open', resolve));
  await waitFor(() => frames.length === 1);
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return {
    socket,
    frames,
    closed,
    async request(r, a, b) {
      const text = `{"t":"d","d":{"r":${r},"a":${JSON.stringify(a)},"b":${b}}}`;
      if (text.length > FRAME_SIZE) socket.send(String(Math.ceil(text.length / FRAME_SIZE)));
      for (let at = 0; at < text.length; at += FRAME_SIZE)
        socket.send(text.slice(at, at + FRAME_SIZE));
      const isReply = (frame: Frame) => frame.t === 'd' && frame.d.r === r;
      await waitFor(() => frames.some(isReply));
      const reply = frames.find(isReply)?.d.b;
      if (reply === undefined) throw new Error(`Reply ${r} has no body`);
      return reply;
    },
  };
};

/** JSON text of `levels` objects nested in each other around `leaf`, built without recursion. */
export const nestedJson = (levels: number, leaf = '1'): string =>
  `${'{"a":'.repeat(levels)}${leaf}${'}'.repeat(levels)}`;
