import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, readJson } from '../http.ts';
import { HttpError } from './http-error.ts';
import { sendJson, sendMedia } from './http-response.ts';
import { parseMultipart } from './multipart.ts';
import { firebaseResource, gcsResource } from './object-resource.ts';
import { METADATA_LIMIT, type StorageContext } from './storage-context.ts';

/**
 * The Cloud Storage JSON API the admin SDK uses (`/storage/v1/b/{bucket}/o[/{name}]`, downloads
 * under `/download/`). Like in production it is a server API: rules do not apply to it.
 */
export const gcsApi = async (
  context: StorageContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  bucket: string,
  name: string | undefined,
): Promise<void> => {
  const { objects } = context;
  const method = request.method ?? 'GET';
  if (name === undefined) {
    if (method !== 'GET') throw new HttpError(405, `Method ${method} is not supported`);
    const { prefixes, items, nextPageToken } = objects.list(bucket, url);
    return sendJson(response, 200, {
      kind: 'storage#objects',
      prefixes,
      items: items.map((o) => gcsResource(o, context.origin())),
      ...(nextPageToken !== undefined ? { nextPageToken } : {}),
    });
  }
  const object = objects.get(bucket, name);
  if (object === undefined) throw new HttpError(404, `No such object: ${bucket}/${name}`);
  if (method === 'DELETE') {
    objects.delete(bucket, name);
    response.writeHead(204);
    response.end();
    return;
  }
  if (method === 'GET') {
    if (url.searchParams.get('alt') === 'media') return sendMedia(request, response, object);
    return sendJson(response, 200, gcsResource(object, context.origin()));
  }
  if (method === 'PATCH') {
    const patch = (await readJson(request, METADATA_LIMIT, {})) as Record<string, unknown>;
    const updated = objects.store(
      bucket,
      name,
      object.data,
      {
        ...firebaseResource(object),
        ...patch,
        metadata: {
          ...object.customMetadata,
          firebaseStorageDownloadTokens: object.downloadTokens,
          ...((patch.metadata ?? {}) as object),
        },
      },
      object.contentType,
    );
    return sendJson(response, 200, gcsResource(updated, context.origin()));
  }
  throw new HttpError(405, `Method ${method} is not supported`);
};

/** `/upload/storage/v1/b/{bucket}/o?uploadType=media|multipart|resumable`. */
export const gcsUpload = async (
  context: StorageContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  bucket: string,
): Promise<void> => {
  const { objects } = context;
  const type = url.searchParams.get('uploadType') ?? 'media';
  if (type === 'resumable') {
    const metadata = (await readJson(request, METADATA_LIMIT, {})) as Record<string, unknown>;
    const name =
      url.searchParams.get('name') ?? (typeof metadata.name === 'string' ? metadata.name : null);
    if (name === null) throw new HttpError(400, 'Upload needs a name');
    const id = context.uploads.open({
      bucket,
      name,
      metadata,
      contentType: String(
        request.headers['x-upload-content-type'] ??
          metadata.contentType ??
          'application/octet-stream',
      ),
      admin: true,
      auth: null,
    });
    response.writeHead(200, { location: `${context.origin()}/upload-session/${id}` });
    response.end();
    return;
  }
  const body = await readBody(request, context.maxUploadBytes);
  if (type === 'multipart') {
    const { metadata, media, mediaType } = parseMultipart(
      body,
      String(request.headers['content-type'] ?? ''),
    );
    const name =
      url.searchParams.get('name') ?? (typeof metadata.name === 'string' ? metadata.name : null);
    if (name === null) throw new HttpError(400, 'Upload needs a name');
    const object = objects.store(bucket, name, media, metadata, mediaType);
    return sendJson(response, 200, gcsResource(object, context.origin()));
  }
  const name = url.searchParams.get('name');
  if (name === null) throw new HttpError(400, 'Upload needs ?name=');
  const object = objects.store(
    bucket,
    name,
    body,
    {},
    String(request.headers['content-type'] ?? 'application/octet-stream'),
  );
  sendJson(response, 200, gcsResource(object, context.origin()));
};

/** The JSON API's resumable protocol: PUT chunks with Content-Range; the last one completes. */
export const gcsResumable = async (
  context: StorageContext,
  request: IncomingMessage,
  response: ServerResponse,
  id: string,
): Promise<void> => {
  const { uploads } = context;
  const session = uploads.get(id);
  const chunk = await readBody(request, context.maxUploadBytes - session.received);
  const contentRange = String(request.headers['content-range'] ?? '');
  const range = /bytes (\d+)-(\d+)\/(\d+|\*)/.exec(contentRange);
  const totalOnly = /bytes \*\/(\d+|\*)/.exec(contentRange);
  if (range && Number(range[1]) === session.received) uploads.append(session, chunk);
  else if (!range && !totalOnly && chunk.length > 0) uploads.append(session, chunk);
  const total = range?.[3] ?? totalOnly?.[1] ?? String(session.received);
  if (total !== '*' && session.received >= Number(total)) {
    const { bucket, name, metadata, contentType } = session;
    const object = context.objects.store(bucket, name, uploads.finish(id), metadata, contentType);
    return sendJson(response, 200, gcsResource(object, context.origin()));
  }
  response.writeHead(308, session.received > 0 ? { range: `bytes=0-${session.received - 1}` } : {});
  response.end();
};
