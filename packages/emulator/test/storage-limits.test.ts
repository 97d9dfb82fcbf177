import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageEmulator } from '../src/storage/server.ts';

// What hostile or careless clients can leave in the storage emulator: each is bounded.
const BUCKET = 'demo-engage.appspot.com';
const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /uploads/{uid}/photo {
      allow read, write: if request.auth != null && request.auth.uid == uid
        && request.resource.size < 1024 * 1024;
    }
  }
}`;
const TTL_MS = 300;
const MAX_UPLOAD = 512 * 1024;
let emulator: StorageEmulator;
let port: number;

beforeAll(async () => {
  emulator = new StorageEmulator({
    port: 0,
    rules: RULES,
    uploadSessionTtlMs: TTL_MS,
    maxUploadBytes: MAX_UPLOAD,
  });
  port = await emulator.start();
});
afterAll(() => emulator.stop());

/** An unsigned ID token for `uid`, as the SDKs' mock tokens are. */
const tokenFor = (uid: string) => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none' })}.${encode({ sub: uid, user_id: uid })}.`;
};

const BOUNDARY = 'b0undary';
/** The metadata part and the media part's headers; `metadata` as an object or as JSON text. */
const multipartHead = (metadata: unknown, contentType = 'image/png') =>
  `--${BOUNDARY}\r\ncontent-type: application/json; charset=utf-8\r\n\r\n${typeof metadata === 'string' ? metadata : JSON.stringify(metadata)}\r\n--${BOUNDARY}\r\ncontent-type: ${contentType}\r\n\r\n`;
const multipartBody = (metadata: unknown, media: Buffer) =>
  Buffer.concat([Buffer.from(multipartHead(metadata)), media, Buffer.from(`\r\n--${BOUNDARY}--`)]);

type Answer = { status: number; body: string; closed: boolean };

/**
 * A request as the web SDK makes it, through `agent`; the body may be sent only in part
 * (`declared` larger than `body`), as a client still sending would. Answers `timeout` when no
 * answer comes in time.
 */
const send = (
  path: string,
  options: {
    method?: string;
    uid?: string;
    headers?: Record<string, string>;
    body?: Buffer;
    declared?: number;
    agent?: Agent;
  },
) =>
  new Promise<Answer | 'timeout'>((resolve, reject) => {
    const body = options.body ?? Buffer.alloc(0);
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'POST',
        agent: options.agent ?? false,
        headers: {
          'content-length': String(options.declared ?? body.length),
          ...(options.uid ? { authorization: `Firebase ${tokenFor(options.uid)}` } : {}),
          ...options.headers,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            closed: response.headers.connection === 'close',
          }),
        );
      },
    );
    outgoing.setTimeout(3_000, () => {
      outgoing.destroy();
      resolve('timeout');
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return;
      reject(error);
    });
    outgoing.write(body);
    if (options.declared === undefined) outgoing.end();
  });

const upload = (name: string, uid: string, metadata: unknown, media: Buffer, agent?: Agent) =>
  send(`/v0/b/${BUCKET}/o?name=${encodeURIComponent(name)}`, {
    uid,
    body: multipartBody(metadata, media),
    headers: {
      'content-type': `multipart/related; boundary=${BOUNDARY}`,
      'x-goog-upload-protocol': 'multipart',
    },
    ...(agent ? { agent } : {}),
  });

const statusOf = (answer: Answer | 'timeout') => (answer === 'timeout' ? answer : answer.status);

describe('storage emulator bounds', () => {
  it('judges every path segment: uploads//u1/photo is not uploads/{uid}/photo', async () => {
    const media = Buffer.alloc(100, 1);
    expect(statusOf(await upload('uploads/u1/photo', 'u1', {}, media))).toBe(200);
    expect(statusOf(await upload('uploads//u1/photo', 'u1', {}, media))).toBe(403);
    expect(statusOf(await upload('/uploads/u1/photo', 'u1', {}, media))).toBe(403);
    expect(statusOf(await upload('uploads/u1/photo/', 'u1', {}, media))).toBe(403);
    const names = emulator.exportObjects().map((object) => object.name);
    expect(names).toEqual(['uploads/u1/photo']);
  });

  it('refuses a multipart upload on its first bytes, without waiting for the rest', async () => {
    const head = Buffer.from(multipartHead({}));
    // Declares 50 MB and sends only its head: the refusal cannot wait for the media.
    const answer = await send(`/v0/b/${BUCKET}/o?name=uploads/u1/photo`, {
      uid: 'mallory',
      body: Buffer.concat([head, Buffer.alloc(64 * 1024)]),
      declared: 50 * 1024 * 1024,
      headers: { 'content-type': `multipart/related; boundary=${BOUNDARY}` },
    });
    expect(answer).toMatchObject({ status: 403, closed: true });
    // Refused by its declared size alone, even from its owner.
    const tooBig = await send(`/v0/b/${BUCKET}/o?name=uploads/u1/photo`, {
      uid: 'u1',
      body: head,
      declared: 50 * 1024 * 1024,
      headers: { 'content-type': `multipart/related; boundary=${BOUNDARY}` },
    });
    expect(tooBig).toMatchObject({ status: 403, closed: true });
  });

  it('answers the next request of a keep-alive client after a 413', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const media = Buffer.alloc(2 * MAX_UPLOAD, 1);
    expect(statusOf(await upload('uploads/u2/photo', 'u2', {}, media, agent))).toBe(413);
    const small = Buffer.alloc(10, 1);
    expect(statusOf(await upload('uploads/u2/photo', 'u2', {}, small, agent))).toBe(200);
    agent.destroy();
  });

  it('refuses nested or oversized custom metadata, so every stored object exports', async () => {
    // Built as text: 50,000 levels are past what JSON.stringify (or an export) can write.
    const nested = `${'{"a":'.repeat(50_000)}"deep"${'}'.repeat(50_000)}`;
    const media = Buffer.alloc(10, 1);
    expect(statusOf(await upload('uploads/u3/photo', 'u3', `{"metadata":${nested}}`, media))).toBe(
      400,
    );
    const big = { metadata: { note: 'x'.repeat(9 * 1024) } };
    expect(statusOf(await upload('uploads/u3/photo', 'u3', big, media))).toBe(400);
    expect(
      statusOf(await upload('uploads/u3/photo', 'u3', { metadata: { by: 'u3' } }, media)),
    ).toBe(200);
    const patch = await send(`/v0/b/${BUCKET}/o/${encodeURIComponent('uploads/u3/photo')}`, {
      method: 'PATCH',
      uid: 'u3',
      body: Buffer.from(`{"metadata":${nested}}`),
      headers: { 'content-type': 'application/json' },
    });
    expect(statusOf(patch)).toBe(400);
    expect(() => JSON.stringify(emulator.exportObjects())).not.toThrow();
    const stored = emulator.exportObjects().find((object) => object.name === 'uploads/u3/photo');
    expect(stored?.customMetadata).toEqual({ by: 'u3' });
  });

  it('drops a resumable upload left unfinished, with its bytes', async () => {
    const start = await fetch(`http://127.0.0.1:${port}/v0/b/${BUCKET}/o?name=uploads/u4/photo`, {
      method: 'POST',
      headers: {
        authorization: `Firebase ${tokenFor('u4')}`,
        'x-goog-upload-protocol': 'resumable',
        'x-goog-upload-command': 'start',
        'x-goog-upload-header-content-length': '1000',
        'x-goog-upload-header-content-type': 'image/png',
      },
      body: '{}',
    });
    expect(start.status).toBe(200);
    const uploadUrl = start.headers.get('x-goog-upload-url') ?? '';
    const chunk = (command: string, body: Buffer) =>
      fetch(uploadUrl, {
        method: 'POST',
        headers: {
          'x-goog-upload-command': command,
          'x-goog-upload-offset': '0',
        },
        body,
      });
    expect((await chunk('upload', Buffer.alloc(500, 1))).status).toBe(200);
    // Kept while the client keeps at it...
    await new Promise((resolve) => setTimeout(resolve, TTL_MS / 2));
    expect((await chunk('query', Buffer.alloc(0))).status).toBe(200);
    // ...and gone once it has been left alone for the session's lifetime.
    await new Promise((resolve) => setTimeout(resolve, 3 * TTL_MS));
    expect((await chunk('query', Buffer.alloc(0))).status).toBe(404);
  });
});
