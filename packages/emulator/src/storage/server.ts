import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BodyTooLargeError, closeIfUnread } from '../http.ts';
import { compileStorageRules } from '../rules/storage-rules.ts';
import { firebaseApi } from './firebase-api.ts';
import { gcsApi, gcsResumable, gcsUpload } from './gcs-api.ts';
import { HttpError } from './http-error.ts';
import { EXPOSED_HEADERS, sendError } from './http-response.ts';
import { ObjectStore, type StoredObject } from './object-store.ts';
import { ResumableUploads } from './resumable.ts';
import type { StorageContext } from './storage-context.ts';

/**
 * The Cloud Storage half of the emulator: the Firebase REST API the web SDK uses (`/v0/b/...`),
 * judged by storage.rules, and the Cloud Storage JSON API the admin SDK uses (`/storage/v1`,
 * `/upload/...`), which, like in production, is a server API that rules do not apply to.
 */
type StorageEmulatorOptions = {
  readonly host?: string;
  readonly port?: number;
  /** Contents of storage.rules. */
  readonly rules: string;
  readonly maxUploadBytes?: number;
  /** A resumable upload untouched this long is dropped with the bytes it holds. */
  readonly uploadSessionTtlMs?: number;
};

const DEFAULT_MAX_UPLOAD = 100 * 1024 * 1024;
/** Long enough for any client's retries; an abandoned upload's bytes are not kept for good. */
const DEFAULT_UPLOAD_SESSION_TTL_MS = 60 * 60 * 1000;

/** `[bucket, object name or undefined]` from a path match of the two APIs' object routes. */
const objectRoute = (match: RegExpExecArray): [string, string | undefined] => [
  decodeURIComponent(match[1] ?? ''),
  match[2] === undefined ? undefined : decodeURIComponent(match[2]),
];

const errorStatus = (error: unknown): number =>
  error instanceof HttpError
    ? error.status
    : error instanceof BodyTooLargeError
      ? 413
      : error instanceof SyntaxError
        ? 400
        : 500;

export class StorageEmulator {
  private rules: ReturnType<typeof compileStorageRules>;
  private readonly objects = new ObjectStore();
  private readonly server: Server;
  private origin = '';
  private readonly context: StorageContext;
  private readonly uploads: ResumableUploads;

  constructor(private readonly options: StorageEmulatorOptions) {
    this.rules = compileStorageRules(options.rules);
    this.uploads = new ResumableUploads(
      options.uploadSessionTtlMs ?? DEFAULT_UPLOAD_SESSION_TTL_MS,
    );
    this.context = {
      objects: this.objects,
      uploads: this.uploads,
      rules: () => this.rules,
      origin: () => this.origin,
      maxUploadBytes: options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD,
    };
    this.server = createServer((request, response) => {
      this.route(request, response).catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        closeIfUnread(request, response);
        sendError(response, errorStatus(error), message);
      });
    });
  }

  setRules(source: string): void {
    this.rules = compileStorageRules(source);
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
    const { context } = this;
    const firebase = /^\/v0\/b\/([^/]+)\/o(?:\/(.+))?$/.exec(url.pathname);
    if (firebase) return firebaseApi(context, request, response, url, ...objectRoute(firebase));
    const upload = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(url.pathname);
    if (upload) return gcsUpload(context, request, response, url, objectRoute(upload)[0]);
    const gcs = /^\/(?:download\/)?(?:storage\/v1\/)?b\/([^/]+)\/o(?:\/(.+))?$/.exec(url.pathname);
    if (gcs) return gcsApi(context, request, response, url, ...objectRoute(gcs));
    const session = /^\/upload-session\/([0-9a-f-]+)$/.exec(url.pathname);
    if (session) return gcsResumable(context, request, response, session[1] ?? '');
    throw new HttpError(404, `Not found: ${url.pathname}`);
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
    return this.objects.all();
  }

  importObjects(objects: readonly StoredObject[]): void {
    for (const object of objects) this.objects.put(object);
  }

  async stop(): Promise<void> {
    this.uploads.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
