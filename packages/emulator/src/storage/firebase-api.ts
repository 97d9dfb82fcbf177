import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, readJson } from '../http.ts';
import { authorize, incomingResource, requestActor } from './authorize.ts';
import { HttpError } from './http-error.ts';
import { sendJson, sendMedia } from './http-response.ts';
import { readMultipartUpload } from './multipart.ts';
import { firebaseResource } from './object-resource.ts';
import { customMetadataOf, type StoredObject } from './object-store.ts';
import { METADATA_LIMIT, type StorageContext } from './storage-context.ts';

/**
 * The Firebase REST API the web SDK uses (`/v0/b/{bucket}/o[/{name}]`): multipart and resumable
 * uploads, metadata, download with a token, delete and list, each judged by storage.rules.
 */
export const firebaseApi = async (
  context: StorageContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  bucket: string,
  name: string | undefined,
): Promise<void> => {
  const { objects } = context;
  const method = request.method ?? 'GET';
  if (name === undefined && method === 'POST') {
    const uploadId = url.searchParams.get('upload_id');
    if (uploadId !== null) return resumableContinue(context, request, response, uploadId);
    return uploadStart(context, request, response, url, bucket);
  }
  if (name === undefined && method === 'GET') {
    const prefix = url.searchParams.get('prefix') ?? '';
    authorize(
      context.rules(),
      objects,
      requestActor(request),
      bucket,
      prefix.replace(/\/$/, ''),
      'list',
    );
    const { prefixes, items, nextPageToken } = objects.list(bucket, url);
    return sendJson(response, 200, {
      prefixes,
      items: items.map((o) => ({ name: o.name, bucket: o.bucket })),
      ...(nextPageToken !== undefined ? { nextPageToken } : {}),
    });
  }
  if (name === undefined) throw new HttpError(405, `${method} needs an object name`);
  const object = objects.get(bucket, name);
  const judge = (action: 'get' | 'delete' | 'update', incoming?: Record<string, unknown>) =>
    authorize(context.rules(), objects, requestActor(request), bucket, name, action, incoming);
  if (method === 'GET') {
    const token = url.searchParams.get('token');
    const withToken = token && object?.downloadTokens.split(',').includes(token);
    if (!withToken) judge('get');
    if (object === undefined) throw new HttpError(404, `Object ${name} does not exist.`);
    if (url.searchParams.get('alt') === 'media') return sendMedia(request, response, object);
    return sendJson(response, 200, firebaseResource(object));
  }
  if (method === 'DELETE') {
    judge('delete');
    if (object === undefined) throw new HttpError(404, `Object ${name} does not exist.`);
    objects.delete(bucket, name);
    response.writeHead(204, { 'access-control-allow-origin': '*' });
    response.end();
    return;
  }
  if (method === 'PATCH') {
    if (object === undefined) throw new HttpError(404, `Object ${name} does not exist.`);
    const patch = (await readJson(request, METADATA_LIMIT, {})) as Record<string, unknown>;
    customMetadataOf(patch.metadata);
    judge('update', { ...firebaseResource(object), ...patch, size: object.data.length });
    const updated: StoredObject = {
      ...object,
      ...(typeof patch.contentType === 'string' ? { contentType: patch.contentType } : {}),
      ...(typeof patch.cacheControl === 'string' ? { cacheControl: patch.cacheControl } : {}),
      customMetadata: customMetadataOf({
        ...object.customMetadata,
        ...(isPlainObject(patch.metadata) ? patch.metadata : {}),
      }),
      metageneration: String(Number(object.metageneration) + 1),
      updated: new Date().toISOString(),
    };
    objects.put(updated);
    return sendJson(response, 200, firebaseResource(updated));
  }
  throw new HttpError(405, `Method ${method} is not supported`);
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An upload's first request: a whole multipart upload, or the start of a resumable one, whose
 * URL the answer gives (`X-Goog-Upload-URL`). Rules see the object it announces.
 */
const uploadStart = async (
  context: StorageContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  bucket: string,
): Promise<void> => {
  const { objects } = context;
  const name = url.searchParams.get('name');
  if (name === null) throw new HttpError(400, 'Upload needs ?name=');
  const protocol = String(request.headers['x-goog-upload-protocol'] ?? 'multipart');
  const actor = requestActor(request);
  const action = objects.has(bucket, name) ? 'update' : 'create';
  if (protocol === 'resumable') {
    const metadata = (await readJson(request, METADATA_LIMIT, {})) as Record<string, unknown>;
    customMetadataOf(metadata.metadata);
    const size = Number(request.headers['x-goog-upload-header-content-length'] ?? 0);
    const contentType = String(
      request.headers['x-goog-upload-header-content-type'] ?? 'application/octet-stream',
    );
    const incoming = incomingResource(bucket, name, metadata, size, contentType);
    authorize(context.rules(), objects, actor, bucket, name, action, incoming);
    const id = context.uploads.open({ bucket, name, metadata, contentType, ...actor });
    const uploadUrl = `${context.origin()}/v0/b/${encodeURIComponent(bucket)}/o?name=${encodeURIComponent(name)}&upload_id=${id}&upload_protocol=resumable`;
    return sendJson(
      response,
      200,
      {},
      { 'X-Goog-Upload-URL': uploadUrl, 'X-Goog-Upload-Status': 'active' },
    );
  }
  const judge = (metadata: Record<string, unknown>, size: number, mediaType: string) =>
    authorize(
      context.rules(),
      objects,
      actor,
      bucket,
      name,
      action,
      incomingResource(bucket, name, metadata, size, mediaType),
    );
  const { metadata, media, mediaType } = await readMultipartUpload(
    request,
    context.maxUploadBytes,
    METADATA_LIMIT,
    (head) => {
      customMetadataOf(head.metadata.metadata);
      // Refused at once only when refused at every size the body may hold; the exact size is
      // judged again below, once the media is read.
      const sizes = head.sizes.length > 0 ? head.sizes : [0, context.maxUploadBytes];
      const refusals = sizes.map((size) => {
        try {
          judge(head.metadata, size, head.mediaType);
          return undefined;
        } catch (error) {
          return error;
        }
      });
      const [refusal] = refusals;
      if (refusals.every((error) => error !== undefined)) throw refusal;
    },
  );
  judge(metadata, media.length, mediaType);
  const object = objects.store(bucket, name, media, metadata, mediaType);
  sendJson(response, 200, firebaseResource(object), { 'X-Goog-Upload-Status': 'final' });
};

/**
 * The rest of a resumable upload, by `X-Goog-Upload-Command`: query, cancel, upload (a chunk at
 * the offset received so far), finalize. The object is judged again, at its final size.
 */
const resumableContinue = async (
  context: StorageContext,
  request: IncomingMessage,
  response: ServerResponse,
  id: string,
): Promise<void> => {
  const { objects, uploads } = context;
  const session = uploads.get(id);
  const command = String(request.headers['x-goog-upload-command'] ?? '');
  if (command === 'query') {
    return sendJson(
      response,
      200,
      {},
      {
        'X-Goog-Upload-Status': 'active',
        'X-Goog-Upload-Size-Received': String(session.received),
      },
    );
  }
  if (command === 'cancel') {
    uploads.cancel(id);
    return sendJson(response, 200, {}, { 'X-Goog-Upload-Status': 'cancelled' });
  }
  if (command.includes('upload')) {
    const offset = Number(request.headers['x-goog-upload-offset'] ?? session.received);
    if (offset !== session.received)
      throw new HttpError(400, `Offset ${offset} does not match ${session.received}`);
    uploads.append(session, await readBody(request, context.maxUploadBytes - session.received));
  }
  if (!command.includes('finalize')) {
    return sendJson(response, 200, {}, { 'X-Goog-Upload-Status': 'active' });
  }
  const data = uploads.finish(id);
  const { bucket, name, metadata, contentType } = session;
  authorize(
    context.rules(),
    objects,
    session,
    bucket,
    name,
    objects.has(bucket, name) ? 'update' : 'create',
    incomingResource(bucket, name, metadata, data.length, contentType),
  );
  const object = objects.store(bucket, name, data, metadata, contentType);
  sendJson(response, 200, firebaseResource(object), { 'X-Goog-Upload-Status': 'final' });
};
