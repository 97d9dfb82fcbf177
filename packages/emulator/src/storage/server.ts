import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { identify, isCredentialError } from '../database/auth-token.ts';
import { BodyTooLargeError, headerCredential, readBody, readJson } from '../http.ts';
import { compileStorageRules, type StorageMethod, storageAllows } from '../rules/storage-rules.ts';
import { crc32c } from './crc32c.ts';

/**
 * The Cloud Storage half of the emulator: the Firebase REST API the web SDK uses (`/v0/b/...`:
 * multipart and resumable uploads, metadata, download with token, delete, list), judged by
 * storage.rules, and the Cloud Storage JSON API the admin SDK uses (`/storage/v1`, `/upload/...`),
 * which, like in production, is a server API that rules do not apply to.
 */
export type StoredObject = {
  readonly bucket: string;
  readonly name: string;
  readonly data: Buffer;
  readonly contentType: string;
  readonly customMetadata: Record<string, string>;
  readonly cacheControl?: string;
  readonly contentDisposition?: string;
  readonly downloadTokens: string;
  readonly generation: string;
  readonly metageneration: string;
  readonly timeCreated: string;
  readonly updated: string;
};

type UploadSession = {
  readonly bucket: string;
  readonly name: string;
  readonly metadata: Record<string, unknown>;
  readonly contentType: string;
  readonly chunks: Buffer[];
  received: number;
  readonly admin: boolean;
  readonly auth: { uid: string; token: Record<string, unknown> } | null;
};

export type StorageEmulatorOptions = {
  readonly host?: string;
  readonly port?: number;
  /** Contents of storage.rules. */
  readonly rules: string;
  readonly maxUploadBytes?: number;
};

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Splits a multipart/related body into its JSON metadata part and its media part. */
const parseMultipart = (
  body: Buffer,
  contentType: string,
): { metadata: Record<string, unknown>; media: Buffer; mediaType: string } => {
  const boundary = /boundary=("?)([^";]+)\1/.exec(contentType)?.[2];
  if (boundary === undefined) throw new HttpError(400, 'multipart upload without a boundary');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Buffer[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    parts.push(body.subarray(start + delimiter.length, next));
    start = next;
  }
  const parsed = parts.map((part) => {
    const headerEnd = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, headerEnd).toString('utf8');
    let content = part.subarray(headerEnd + 4);
    if (content.subarray(-2).toString() === '\r\n') content = content.subarray(0, -2);
    return {
      type: /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? 'application/octet-stream',
      content,
    };
  });
  const [meta, media] = parsed;
  if (meta === undefined || media === undefined)
    throw new HttpError(400, 'multipart upload needs two parts');
  return {
    metadata: JSON.parse(meta.content.toString('utf8')) as Record<string, unknown>,
    media: media.content,
    mediaType: media.type,
  };
};

const DEFAULT_MAX_UPLOAD = 100 * 1024 * 1024;
const METADATA_LIMIT = 1024 * 1024;
const EXPOSED_HEADERS =
  'X-Goog-Upload-URL, X-Goog-Upload-Status, X-Goog-Upload-Size-Received, Location';

/** `[bucket, object name or undefined]` from a path match of the two APIs' object routes. */
const objectRoute = (match: RegExpExecArray): [string, string | undefined] => [
  decodeURIComponent(match[1] ?? ''),
  match[2] === undefined ? undefined : decodeURIComponent(match[2]),
];

export class StorageEmulator {
  private rules: ReturnType<typeof compileStorageRules>;
  private readonly objects = new Map<string, StoredObject>();
  private readonly uploads = new Map<string, UploadSession>();
  private readonly server: Server;
  private origin = '';

  constructor(private readonly options: StorageEmulatorOptions) {
    this.rules = compileStorageRules(options.rules);
    this.server = createServer((request, response) => {
      this.route(request, response).catch((error: unknown) => {
        const status =
          error instanceof HttpError
            ? error.status
            : error instanceof BodyTooLargeError
              ? 413
              : error instanceof SyntaxError
                ? 400
                : 500;
        this.sendError(response, status, error instanceof Error ? error.message : String(error));
      });
    });
  }

  setRules(source: string): void {
    this.rules = compileStorageRules(source);
  }

  private key(bucket: string, name: string): string {
    return `${bucket}\u0000${name}`;
  }

  private sendJson(
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'access-control-allow-origin': '*',
      'access-control-expose-headers': EXPOSED_HEADERS,
      ...headers,
    });
    response.end(JSON.stringify(body));
  }

  private sendError(response: ServerResponse, status: number, message: string): void {
    if (response.headersSent) {
      response.end();
      return;
    }
    this.sendJson(response, status, { error: { code: status, message } });
  }

  /** The Firebase REST resource for an object: what getMetadata and uploads return. */
  private resource(object: StoredObject): Record<string, unknown> {
    return {
      name: object.name,
      bucket: object.bucket,
      generation: object.generation,
      metageneration: object.metageneration,
      contentType: object.contentType,
      timeCreated: object.timeCreated,
      updated: object.updated,
      storageClass: 'STANDARD',
      size: String(object.data.length),
      md5Hash: createHash('md5').update(object.data).digest('base64'),
      contentEncoding: 'identity',
      contentDisposition: object.contentDisposition ?? 'inline',
      ...(object.cacheControl ? { cacheControl: object.cacheControl } : {}),
      crc32c: crc32c(object.data),
      etag: createHash('sha1')
        .update(`${object.generation}${object.metageneration}`)
        .digest('base64'),
      downloadTokens: object.downloadTokens,
      metadata: object.customMetadata,
    };
  }

  /** The Cloud Storage JSON API resource (admin SDK). */
  private gcsResource(object: StoredObject): Record<string, unknown> {
    const { downloadTokens, metadata, ...rest } = this.resource(object);
    return {
      kind: 'storage#object',
      id: `${object.bucket}/${object.name}/${object.generation}`,
      selfLink: `${this.origin}/storage/v1/b/${object.bucket}/o/${encodeURIComponent(object.name)}`,
      mediaLink: `${this.origin}/download/storage/v1/b/${object.bucket}/o/${encodeURIComponent(object.name)}?alt=media`,
      ...rest,
      metadata: { ...(metadata as object), firebaseStorageDownloadTokens: downloadTokens },
    };
  }

  private store(
    bucket: string,
    name: string,
    data: Buffer,
    metadata: Record<string, unknown>,
    contentType: string,
  ): StoredObject {
    if (name.length === 0 || name.length > 1024) throw new HttpError(400, 'Invalid object name');
    const existing = this.objects.get(this.key(bucket, name));
    const now = new Date().toISOString();
    const custom = (metadata.metadata ?? {}) as Record<string, string>;
    const { firebaseStorageDownloadTokens, ...customMetadata } = custom;
    const object: StoredObject = {
      bucket,
      name,
      data,
      contentType: typeof metadata.contentType === 'string' ? metadata.contentType : contentType,
      customMetadata,
      ...(typeof metadata.cacheControl === 'string' ? { cacheControl: metadata.cacheControl } : {}),
      ...(typeof metadata.contentDisposition === 'string'
        ? { contentDisposition: metadata.contentDisposition }
        : {}),
      downloadTokens: firebaseStorageDownloadTokens ?? existing?.downloadTokens ?? randomUUID(),
      generation: String(Date.now() * 1000 + Math.floor(Math.random() * 1000)),
      metageneration: '1',
      timeCreated: existing?.timeCreated ?? now,
      updated: now,
    };
    this.objects.set(this.key(bucket, name), object);
    return object;
  }

  private actor(request: IncomingMessage): { admin: boolean; auth: UploadSession['auth'] } {
    const credential = headerCredential(request);
    if (credential === null) return { admin: false, auth: null };
    const identity = identify(credential, Date.now() / 1000);
    if (isCredentialError(identity)) throw new HttpError(401, identity.message);
    if (identity.kind === 'admin') return { admin: true, auth: null };
    return {
      admin: false,
      auth: identity.auth === null ? null : { uid: identity.auth.uid, token: identity.auth.token },
    };
  }

  private authorize(
    actor: { admin: boolean; auth: UploadSession['auth'] },
    bucket: string,
    name: string,
    method: StorageMethod,
    incoming?: Record<string, unknown>,
  ): void {
    if (actor.admin) return;
    const existing = this.objects.get(this.key(bucket, name));
    const allowed = storageAllows(
      this.rules,
      bucket,
      name,
      method,
      { auth: actor.auth, ...(incoming ? { resource: incoming } : {}), time: Date.now() },
      existing ? { ...this.resource(existing), size: existing.data.length } : null,
    );
    if (!allowed)
      throw new HttpError(403, `Permission denied. No ${method.toUpperCase()} permission.`);
  }

  private async route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.origin || 'http://localhost');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
        'access-control-allow-headers': '*',
        'access-control-expose-headers': EXPOSED_HEADERS,
      });
      response.end();
      return;
    }
    const firebase = /^\/v0\/b\/([^/]+)\/o(?:\/(.+))?$/.exec(url.pathname);
    if (firebase) return this.firebaseApi(request, response, url, ...objectRoute(firebase));
    const upload = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(url.pathname);
    if (upload) return this.gcsUpload(request, response, url, objectRoute(upload)[0]);
    const gcs = /^\/(?:download\/)?(?:storage\/v1\/)?b\/([^/]+)\/o(?:\/(.+))?$/.exec(url.pathname);
    if (gcs) return this.gcsApi(request, response, url, ...objectRoute(gcs));
    const session = /^\/upload-session\/([0-9a-f-]+)$/.exec(url.pathname);
    if (session) return this.gcsResumable(request, response, session[1] ?? '');
    throw new HttpError(404, `Not found: ${url.pathname}`);
  }

  private maxUpload(): number {
    return this.options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD;
  }

  private async firebaseApi(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    bucket: string,
    name: string | undefined,
  ): Promise<void> {
    const method = request.method ?? 'GET';
    if (name === undefined && method === 'POST') {
      const uploadId = url.searchParams.get('upload_id');
      if (uploadId !== null) return this.firebaseResumableContinue(request, response, uploadId);
      return this.firebaseUploadStart(request, response, url, bucket);
    }
    if (name === undefined && method === 'GET')
      return this.list(request, response, url, bucket, false);
    if (name === undefined) throw new HttpError(405, `${method} needs an object name`);
    const object = this.objects.get(this.key(bucket, name));
    if (method === 'GET') {
      const token = url.searchParams.get('token');
      const withToken = token && object?.downloadTokens.split(',').includes(token);
      if (!withToken) this.authorize(this.actor(request), bucket, name, 'get');
      if (object === undefined) throw new HttpError(404, `Object ${name} does not exist.`);
      if (url.searchParams.get('alt') === 'media') return this.sendMedia(request, response, object);
      return this.sendJson(response, 200, this.resource(object));
    }
    if (method === 'DELETE') {
      this.authorize(this.actor(request), bucket, name, 'delete');
      if (object === undefined) throw new HttpError(404, `Object ${name} does not exist.`);
      this.objects.delete(this.key(bucket, name));
      response.writeHead(204, { 'access-control-allow-origin': '*' });
      response.end();
      return;
    }
    if (method === 'PATCH') {
      if (object === undefined) throw new HttpError(404, `Object ${name} does not exist.`);
      const patch = (await readJson(request, METADATA_LIMIT, {})) as Record<string, unknown>;
      const incoming = { ...this.resource(object), ...patch, size: object.data.length };
      this.authorize(this.actor(request), bucket, name, 'update', incoming);
      const updated: StoredObject = {
        ...object,
        ...(typeof patch.contentType === 'string' ? { contentType: patch.contentType } : {}),
        ...(typeof patch.cacheControl === 'string' ? { cacheControl: patch.cacheControl } : {}),
        customMetadata: {
          ...object.customMetadata,
          ...((patch.metadata ?? {}) as Record<string, string>),
        },
        metageneration: String(Number(object.metageneration) + 1),
        updated: new Date().toISOString(),
      };
      this.objects.set(this.key(bucket, name), updated);
      return this.sendJson(response, 200, this.resource(updated));
    }
    throw new HttpError(405, `Method ${method} is not supported`);
  }

  private sendMedia(
    request: IncomingMessage,
    response: ServerResponse,
    object: StoredObject,
  ): void {
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
  }

  private incomingResource(
    bucket: string,
    name: string,
    metadata: Record<string, unknown>,
    size: number,
    contentType: string,
  ) {
    return {
      name,
      bucket,
      size,
      contentType: typeof metadata.contentType === 'string' ? metadata.contentType : contentType,
      metadata: metadata.metadata ?? {},
    };
  }

  private async firebaseUploadStart(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    bucket: string,
  ): Promise<void> {
    const name = url.searchParams.get('name');
    if (name === null) throw new HttpError(400, 'Upload needs ?name=');
    const protocol = String(request.headers['x-goog-upload-protocol'] ?? 'multipart');
    const actor = this.actor(request);
    const exists = this.objects.has(this.key(bucket, name));
    if (protocol === 'resumable') {
      const metadata = (await readJson(request, METADATA_LIMIT, {})) as Record<string, unknown>;
      const size = Number(request.headers['x-goog-upload-header-content-length'] ?? 0);
      const contentType = String(
        request.headers['x-goog-upload-header-content-type'] ?? 'application/octet-stream',
      );
      this.authorize(
        actor,
        bucket,
        name,
        exists ? 'update' : 'create',
        this.incomingResource(bucket, name, metadata, size, contentType),
      );
      const id = randomUUID();
      this.uploads.set(id, {
        bucket,
        name,
        metadata,
        contentType,
        chunks: [],
        received: 0,
        ...actor,
      });
      const uploadUrl = `${this.origin}/v0/b/${encodeURIComponent(bucket)}/o?name=${encodeURIComponent(name)}&upload_id=${id}&upload_protocol=resumable`;
      return this.sendJson(
        response,
        200,
        {},
        { 'X-Goog-Upload-URL': uploadUrl, 'X-Goog-Upload-Status': 'active' },
      );
    }
    const body = await readBody(request, this.maxUpload());
    const { metadata, media, mediaType } = parseMultipart(
      body,
      String(request.headers['content-type'] ?? ''),
    );
    this.authorize(
      actor,
      bucket,
      name,
      exists ? 'update' : 'create',
      this.incomingResource(bucket, name, metadata, media.length, mediaType),
    );
    const object = this.store(bucket, name, media, metadata, mediaType);
    this.sendJson(response, 200, this.resource(object), { 'X-Goog-Upload-Status': 'final' });
  }

  private async firebaseResumableContinue(
    request: IncomingMessage,
    response: ServerResponse,
    id: string,
  ): Promise<void> {
    const session = this.uploads.get(id);
    if (session === undefined) throw new HttpError(404, 'Upload session not found');
    const command = String(request.headers['x-goog-upload-command'] ?? '');
    if (command === 'query') {
      return this.sendJson(
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
      this.uploads.delete(id);
      return this.sendJson(response, 200, {}, { 'X-Goog-Upload-Status': 'cancelled' });
    }
    if (command.includes('upload')) {
      const offset = Number(request.headers['x-goog-upload-offset'] ?? session.received);
      if (offset !== session.received)
        throw new HttpError(400, `Offset ${offset} does not match ${session.received}`);
      const chunk = await readBody(request, this.maxUpload() - session.received);
      session.chunks.push(chunk);
      session.received += chunk.length;
    }
    if (!command.includes('finalize')) {
      return this.sendJson(response, 200, {}, { 'X-Goog-Upload-Status': 'active' });
    }
    this.uploads.delete(id);
    const data = Buffer.concat(session.chunks);
    this.authorize(
      session,
      session.bucket,
      session.name,
      this.objects.has(this.key(session.bucket, session.name)) ? 'update' : 'create',
      this.incomingResource(
        session.bucket,
        session.name,
        session.metadata,
        data.length,
        session.contentType,
      ),
    );
    const object = this.store(
      session.bucket,
      session.name,
      data,
      session.metadata,
      session.contentType,
    );
    this.sendJson(response, 200, this.resource(object), { 'X-Goog-Upload-Status': 'final' });
  }

  private list(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    bucket: string,
    gcs: boolean,
  ): void {
    const prefix = url.searchParams.get('prefix') ?? '';
    const delimiter = url.searchParams.get('delimiter') ?? '';
    if (!gcs) this.authorize(this.actor(request), bucket, prefix.replace(/\/$/, ''), 'list');
    const maxResults = Number(url.searchParams.get('maxResults') ?? 1000);
    const after = url.searchParams.get('pageToken') ?? '';
    const names = [...this.objects.values()]
      .filter((o) => o.bucket === bucket && o.name.startsWith(prefix))
      .map((o) => o.name)
      .sort();
    const prefixes = new Set<string>();
    const items: StoredObject[] = [];
    let nextPageToken: string | undefined;
    for (const name of names) {
      if (name <= after) continue;
      const rest = name.slice(prefix.length);
      const cut = delimiter === '' ? -1 : rest.indexOf(delimiter);
      if (cut !== -1) {
        prefixes.add(prefix + rest.slice(0, cut + delimiter.length));
        continue;
      }
      if (items.length >= maxResults) {
        nextPageToken = items.at(-1)?.name;
        break;
      }
      const object = this.objects.get(this.key(bucket, name));
      if (object !== undefined) items.push(object);
    }
    this.sendJson(response, 200, {
      ...(gcs ? { kind: 'storage#objects' } : {}),
      prefixes: [...prefixes].sort(),
      items: items.map((o) => (gcs ? this.gcsResource(o) : { name: o.name, bucket: o.bucket })),
      ...(nextPageToken !== undefined ? { nextPageToken } : {}),
    });
  }

  private async gcsApi(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    bucket: string,
    name: string | undefined,
  ): Promise<void> {
    const method = request.method ?? 'GET';
    if (name === undefined) {
      if (method === 'GET') return this.list(request, response, url, bucket, true);
      throw new HttpError(405, `Method ${method} is not supported`);
    }
    const object = this.objects.get(this.key(bucket, name));
    if (method === 'DELETE') {
      if (object === undefined) throw new HttpError(404, `No such object: ${bucket}/${name}`);
      this.objects.delete(this.key(bucket, name));
      response.writeHead(204);
      response.end();
      return;
    }
    if (object === undefined) throw new HttpError(404, `No such object: ${bucket}/${name}`);
    if (method === 'GET') {
      if (url.searchParams.get('alt') === 'media') return this.sendMedia(request, response, object);
      return this.sendJson(response, 200, this.gcsResource(object));
    }
    if (method === 'PATCH') {
      const patch = (await readJson(request, METADATA_LIMIT, {})) as Record<string, unknown>;
      const updated = this.store(
        bucket,
        name,
        object.data,
        {
          ...this.resource(object),
          ...patch,
          metadata: {
            ...object.customMetadata,
            firebaseStorageDownloadTokens: object.downloadTokens,
            ...((patch.metadata ?? {}) as object),
          },
        },
        object.contentType,
      );
      return this.sendJson(response, 200, this.gcsResource(updated));
    }
    throw new HttpError(405, `Method ${method} is not supported`);
  }

  private async gcsUpload(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    bucket: string,
  ): Promise<void> {
    const type = url.searchParams.get('uploadType') ?? 'media';
    if (type === 'resumable') {
      const metadata = (await readJson(request, METADATA_LIMIT, {})) as Record<string, unknown>;
      const name =
        url.searchParams.get('name') ?? (typeof metadata.name === 'string' ? metadata.name : null);
      if (name === null) throw new HttpError(400, 'Upload needs a name');
      const id = randomUUID();
      this.uploads.set(id, {
        bucket,
        name,
        metadata,
        contentType: String(
          request.headers['x-upload-content-type'] ??
            metadata.contentType ??
            'application/octet-stream',
        ),
        chunks: [],
        received: 0,
        admin: true,
        auth: null,
      });
      response.writeHead(200, { location: `${this.origin}/upload-session/${id}` });
      response.end();
      return;
    }
    const body = await readBody(request, this.maxUpload());
    if (type === 'multipart') {
      const { metadata, media, mediaType } = parseMultipart(
        body,
        String(request.headers['content-type'] ?? ''),
      );
      const name =
        url.searchParams.get('name') ?? (typeof metadata.name === 'string' ? metadata.name : null);
      if (name === null) throw new HttpError(400, 'Upload needs a name');
      return this.sendJson(
        response,
        200,
        this.gcsResource(this.store(bucket, name, media, metadata, mediaType)),
      );
    }
    const name = url.searchParams.get('name');
    if (name === null) throw new HttpError(400, 'Upload needs ?name=');
    const object = this.store(
      bucket,
      name,
      body,
      {},
      String(request.headers['content-type'] ?? 'application/octet-stream'),
    );
    this.sendJson(response, 200, this.gcsResource(object));
  }

  /** The JSON API's resumable protocol: PUT chunks with Content-Range; the last one completes. */
  private async gcsResumable(
    request: IncomingMessage,
    response: ServerResponse,
    id: string,
  ): Promise<void> {
    const session = this.uploads.get(id);
    if (session === undefined) throw new HttpError(404, 'Upload session not found');
    const chunk = await readBody(request, this.maxUpload() - session.received);
    const range = /bytes (\d+)-(\d+)\/(\d+|\*)/.exec(
      String(request.headers['content-range'] ?? ''),
    );
    const totalOnly = /bytes \*\/(\d+|\*)/.exec(String(request.headers['content-range'] ?? ''));
    if (range && Number(range[1]) === session.received) {
      session.chunks.push(chunk);
      session.received += chunk.length;
    } else if (!range && !totalOnly && chunk.length > 0) {
      session.chunks.push(chunk);
      session.received += chunk.length;
    }
    const total = range?.[3] ?? totalOnly?.[1] ?? String(session.received);
    if (total !== '*' && session.received >= Number(total)) {
      this.uploads.delete(id);
      const object = this.store(
        session.bucket,
        session.name,
        Buffer.concat(session.chunks),
        session.metadata,
        session.contentType,
      );
      return this.sendJson(response, 200, this.gcsResource(object));
    }
    response.writeHead(
      308,
      session.received > 0 ? { range: `bytes=0-${session.received - 1}` } : {},
    );
    response.end();
  }

  async start(): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.options.port ?? 9199, this.options.host ?? '127.0.0.1', () =>
        resolve(),
      );
    });
    const { port } = this.server.address() as AddressInfo;
    this.origin = `http://${this.options.host ?? '127.0.0.1'}:${port}`;
    return port;
  }

  exportObjects(): StoredObject[] {
    return [...this.objects.values()];
  }

  importObjects(objects: readonly StoredObject[]): void {
    for (const object of objects) this.objects.set(this.key(object.bucket, object.name), object);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
