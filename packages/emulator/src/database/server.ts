import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { closeIfUnread, readBody, requestCredential } from '../http.ts';
import { compileDatabaseRules, type RuleNode } from '../rules/database-rules.ts';
import { identify, isCredentialError } from './auth-token.ts';
import { DatabaseConnection } from './connection.ts';
import { Namespace } from './namespace.ts';
import { namespaceName } from './namespace-name.ts';
import { handleRest } from './rest.ts';
import type { TrafficStats } from './traffic.ts';
import type { Json, PlainJson } from './tree.ts';

export type DatabaseEmulatorOptions = {
  readonly host?: string;
  readonly port?: number;
  /** Contents of database.rules.json. */
  readonly rules: string;
  /** The largest write an SDK may send over its WebSocket (16 MB in production). */
  readonly maxMessageBytes?: number;
  /** The largest REST request body (256 MB in production). */
  readonly maxRestBodyBytes?: number;
  /**
   * A client silent this long, pings unanswered, is dropped and its onDisconnect runs; so is one
   * that has left what it was sent unread this long.
   */
  readonly idleTimeoutMs?: number;
  /** A client that leaves more than this unread is dropped before it is sent more. */
  readonly maxBufferedBytes?: number;
  readonly data?: Readonly<Record<string, PlainJson>>;
  /**
   * Each request a client sends over its WebSocket is handled this long after it arrives, so every
   * round trip takes at least this long: the network between Cloud Functions and the database in
   * one region (about 20 ms) or a phone's (more). 0 by default.
   */
  readonly latencyMs?: number;
};

const DEFAULT_MAX_MESSAGE_BYTES = 16 * 1024 * 1024;
const DEFAULT_MAX_REST_BODY_BYTES = 256 * 1024 * 1024;
/** Four of the largest writes a client may make, unread: far past any reading client's lag. */
const DEFAULT_MAX_BUFFERED_BYTES = 4 * DEFAULT_MAX_MESSAGE_BYTES;
/** Twice the 45 s after which the SDK sends a keep-alive frame on a quiet connection. */
const DEFAULT_IDLE_TIMEOUT_MS = 90_000;

type Rules = { readonly compiled: RuleNode; readonly source: string };

const compile = (source: string): Rules => ({ compiled: compileDatabaseRules(source), source });

/** The Realtime Database half of the emulator: WebSocket protocol, REST, rules, namespaces. */
export class DatabaseEmulator {
  /** The rules every namespace starts with, until it is given its own. */
  private readonly startupRules: Rules;
  private readonly namespaceRules = new Map<string, Rules>();
  private readonly namespaces = new Map<string, Namespace>();
  private readonly connections = new Set<DatabaseConnection>();
  private readonly server: Server;
  private readonly sockets: WebSocketServer;
  private readonly maxMessageBytes: number;

  constructor(private readonly options: DatabaseEmulatorOptions) {
    this.startupRules = compile(options.rules);
    this.maxMessageBytes = options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
    for (const [name, data] of Object.entries(options.data ?? {}))
      this.namespace(name).replaceRoot(data);
    this.sockets = new WebSocketServer({ noServer: true, maxPayload: this.maxMessageBytes * 4 });
    this.server = createServer((request, response) => {
      this.onRequest(request, response).catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: String(error) }));
      });
    });
    this.server.on('upgrade', (request, socket, head) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname !== '/.ws') {
        socket.destroy();
        return;
      }
      const name = namespaceName(url, request.headers.host);
      if ('error' in name) {
        socket.end(
          `HTTP/1.1 400 Bad Request\r\ncontent-type: text/plain\r\ncontent-length: ${Buffer.byteLength(name.error)}\r\nconnection: close\r\n\r\n${name.error}`,
        );
        return;
      }
      this.sockets.handleUpgrade(request, socket, head, (ws) => {
        const connection = new DatabaseConnection(ws, socket, this.namespace(name.name), {
          host: request.headers.host ?? 'localhost',
          maxMessageBytes: this.maxMessageBytes,
          idleTimeoutMs: options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS,
          maxBufferedBytes: options.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED_BYTES,
          latencyMs: options.latencyMs ?? 0,
        });
        this.connections.add(connection);
        ws.on('close', () => {
          this.closedBytes += connection.bytesSent;
          this.connections.delete(connection);
          // After the connection's own close handling, which runs its onDisconnect writes.
          setImmediate(() => this.release(name.name));
        });
      });
    });
  }

  namespace(name: string): Namespace {
    let namespace = this.namespaces.get(name);
    if (namespace === undefined) {
      namespace = new Namespace(name, () => this.rulesOf(name).compiled);
      this.namespaces.set(name, namespace);
    }
    return namespace;
  }

  /**
   * Forgets a namespace that holds nothing: no data, no client, no rules of its own. A request
   * makes the namespace it names, and every name a client made up (`?ns=` is any text) was once
   * kept for good; an empty one is the same as a new one, so nothing is lost.
   */
  private release(name: string): void {
    const namespace = this.namespaces.get(name);
    if (
      namespace !== undefined &&
      namespace.root === null &&
      namespace.traffic.open === 0 &&
      !this.namespaceRules.has(name)
    )
      this.namespaces.delete(name);
  }

  private rulesOf(namespace: string): Rules {
    return this.namespaceRules.get(namespace) ?? this.startupRules;
  }

  /**
   * Replaces the rules of one namespace, as PUT /.settings/rules.json?ns= does in Firebase;
   * throws (and keeps the old rules) when they do not parse.
   */
  setRules(namespace: string, source: string): void {
    this.namespaceRules.set(namespace, compile(source));
  }

  private async onRequest(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, PUT, POST, PATCH, DELETE',
        'access-control-allow-headers': 'authorization, content-type',
      });
      response.end();
      return;
    }
    if (url.pathname === '/' && request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('Engage local Realtime Database emulator\n');
      return;
    }
    const name = namespaceName(url, request.headers.host);
    if ('error' in name) {
      response.writeHead(400, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
      });
      response.end(JSON.stringify({ error: name.error }));
      return;
    }
    if (url.pathname === '/.settings/rules.json')
      return this.onRules(request, response, url, name.name);
    if (url.pathname === '/.stats') return this.onStats(request, response, url, name.name);
    try {
      await handleRest(
        request,
        response,
        url,
        this.namespace(name.name),
        this.options.maxRestBodyBytes ?? DEFAULT_MAX_REST_BODY_BYTES,
      );
    } finally {
      this.release(name.name);
    }
  }

  private async onRules(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    namespace: string,
  ): Promise<void> {
    const identity = identify(requestCredential(request, url) ?? '', Date.now() / 1000);
    if (isCredentialError(identity) || identity.kind !== 'admin') {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: 'Only the admin credential may read or change the rules' }),
      );
      return;
    }
    if (request.method === 'PUT') {
      try {
        this.setRules(namespace, (await readBody(request, this.maxMessageBytes)).toString('utf8'));
      } catch (error) {
        closeIfUnread(request, response);
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: (error as Error).message }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: 'ok' }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(this.rulesOf(namespace).source);
  }

  /**
   * `GET /.stats?ns=X` with the admin credential: the namespace's traffic (see `stats`). Admin
   * only, like the rules, since it tells how busy each namespace is.
   */
  private onStats(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    namespace: string,
  ): void {
    const identity = identify(requestCredential(request, url) ?? '', Date.now() / 1000);
    const [status, body] =
      isCredentialError(identity) || identity.kind !== 'admin'
        ? [401, { error: 'Only the admin credential may read the stats' }]
        : request.method !== 'GET'
          ? [405, { error: 'The stats are read with GET' }]
          : [200, this.stats(namespace)];
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  /** Responses and bytes sent to one namespace's clients, in total and per second. */
  stats(namespace: string): TrafficStats & { readonly namespace: string } {
    return { namespace, ...this.namespace(namespace).traffic.stats() };
  }

  async start(): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.options.port ?? 9000, this.options.host ?? '127.0.0.1', () =>
        resolve(),
      );
    });
    return (this.server.address() as AddressInfo).port;
  }

  /** Drops every client socket without a close handshake, as a dead network would. */
  terminateConnections(): void {
    for (const connection of this.connections) connection.terminate();
  }

  private closedBytes = 0;

  /** Bytes sent to all clients since start, closed connections included: what benchmarks read. */
  totalBytesSent(): number {
    let total = this.closedBytes;
    for (const connection of this.connections) total += connection.bytesSent;
    return total;
  }

  exportData(): Record<string, Json> {
    return Object.fromEntries(
      [...this.namespaces].map(([name, namespace]) => [name, namespace.root]),
    );
  }

  async stop(): Promise<void> {
    for (const client of this.sockets.clients) client.terminate();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
