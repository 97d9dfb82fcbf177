import type { IncomingMessage, ServerResponse } from 'node:http';

/** A request body over its limit; each API answers it with its own status. */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

export const readBody = async (request: IncomingMessage, limit: number): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new BodyTooLargeError(`Body exceeds ${limit} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
};

/**
 * Answering before a request's body was read whole (a body over its limit, an upload refused on
 * its first bytes) closes the connection after the answer: the rest of the body is still on its
 * way, and a keep-alive client would send its next request behind bytes nobody reads.
 */
export const closeIfUnread = (request: IncomingMessage, response: ServerResponse): void => {
  if (!request.complete && !response.headersSent) response.setHeader('connection', 'close');
};

/** The body as JSON; an empty body is `empty`. Throws SyntaxError for anything else. */
export const readJson = async (
  request: IncomingMessage,
  limit: number,
  empty: unknown = null,
): Promise<unknown> => {
  const text = (await readBody(request, limit)).toString('utf8');
  return text === '' ? empty : JSON.parse(text);
};

/**
 * The credential a REST request carries: `?auth=`, `?access_token=`, or an Authorization header
 * (`Bearer` for the database and admin clients, `Firebase` for the storage web SDK).
 */
export const requestCredential = (request: IncomingMessage, url: URL): string | null =>
  url.searchParams.get('auth') ?? url.searchParams.get('access_token') ?? headerCredential(request);

export const headerCredential = (request: IncomingMessage): string | null =>
  /^(?:Bearer|Firebase)\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? null;
