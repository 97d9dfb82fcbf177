import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StoredObject } from './object-store.ts';

/** What a browser may read of a response: the Firebase SDK follows uploads through these. */
export const EXPOSED_HEADERS =
  'X-Goog-Upload-URL, X-Goog-Upload-Status, X-Goog-Upload-Size-Received, Location';

export const sendJson = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void => {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'access-control-allow-origin': '*',
    'access-control-expose-headers': EXPOSED_HEADERS,
    ...headers,
  });
  response.end(JSON.stringify(body));
};

export const sendError = (response: ServerResponse, status: number, message: string): void => {
  if (response.headersSent) {
    response.end();
    return;
  }
  sendJson(response, status, { error: { code: status, message } });
};

/** An object's bytes, or the part a `Range: bytes=start-end` header asks for. */
export const sendMedia = (
  request: IncomingMessage,
  response: ServerResponse,
  object: StoredObject,
): void => {
  const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
  const headers = {
    'content-type': object.contentType,
    'access-control-allow-origin': '*',
    'content-disposition': object.contentDisposition ?? 'inline',
  };
  if (range) {
    const start = Number(range[1]);
    const end = Math.min(
      range[2] ? Number(range[2]) : object.data.length - 1,
      object.data.length - 1,
    );
    response.writeHead(206, {
      ...headers,
      'content-range': `bytes ${start}-${end}/${object.data.length}`,
    });
    response.end(object.data.subarray(start, end + 1));
    return;
  }
  response.writeHead(200, { ...headers, 'content-length': String(object.data.length) });
  response.end(object.data);
};
