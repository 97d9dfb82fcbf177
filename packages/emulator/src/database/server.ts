import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { compileDatabaseRules, type RuleNode } from '../rules/database-rules.ts';
import { DatabaseConnection } from './connection.ts';
import { Namespace } from './namespace.ts';
import { readBody, requestCredential } from '../http.ts';
import { handleRest } from './rest.ts';
import type { Json, PlainJson } from './tree.ts';
import { identify, isCredentialError } from './auth-token.ts';
import type { TrafficStats } from './traffic.ts';

export type DatabaseEmulatorOptions = {
  readonly host?: string;
  readonly port?: number;
  /** Contents of database.rules.json. */
  readonly rules: string;
  readonly maxMessageBytes?: number;
  readonly data?: Readonly<Record<string, PlainJson>>;
};

const DEFAULT_MAX_MESSAGE_BYTES = 16 * 1024 * 1024;

/** The Realtime Database half of the emulator: WebSocket protocol, REST, rules, namespaces. */
export class DatabaseEmulator {
  private rules: RuleNode;
  private rulesSource: string;
  private readonly namespaces = new Map<string, Namespace>();
  private readonly connections = new Set<DatabaseConnection>();
  private readonly server: Server;
  private readonly sockets: WebSocketServer;
  private readonly maxMessageBytes: number;

  constructor(private readonly options: DatabaseEmulatorOptions) {
    this.rules = compileDatabaseRules(options.rules);
    this.rulesSource = options.rules;
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
      this.sockets.handleUpgrade(request, socket, head, (ws) => {
        const connection = new DatabaseConnection(
          ws,
          this.namespace(this.namespaceName(request, url)),
          {
            host: request.headers.host ?? 'localhost',
            maxMessageBytes: this.maxMessageBytes,
          },
        );
        this.connections.add(connection);
        ws.on('close', () => {
          this.closedBytes += connection.bytesSent;
          this.connections.delete(connection);
        });
      });
    });
  }

  private namespaceName(request: IncomingMessage, url: URL): string {
    return (
      url.searchParams.get('ns') ?? (request.headers.host ?? 'default').split('.')[0] ?? 'default'
    );
  }

  namespace(name: string): Namespace {
    let namespace = this.namespaces.get(name);
    if (namespace === undefined) {
      namespace = new Namespace(name, () => this.rules);
      this.namespaces.set(name, namespace);
    }
    return namespace;
  }

  /** Replaces the rules of every namespace; throws (and keeps the old rules) when they do not parse. */
  setRules(source: string): void {
    this.rules = compileDatabaseRules(source);
    this.rulesSource = source;
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
    if (url.pathname === '/.settings/rules.json') return this.onRules(request, response, url);
    if (url.pathname === '/.stats') return this.onStats(request, response, url);
    if (url.pathname === '/' && request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('Engage local Realtime Database emulator\n');
      return;
    }
    return handleRest(
      request,
      response,
      url,
      this.namespace(this.namespaceName(request, url)),
      this.maxMessageBytes,
    );
  }

  private async onRules(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
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
        this.setRules((await readBody(request, this.maxMessageBytes)).toString('utf8'));
      } catch (error) {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: (error as Error).message }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: 'ok' }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(this.rulesSource);
  }

  /**
   * `GET /.stats?ns=X` with the admin credential: the namespace's traffic (see `stats`). Admin
   * only, like the rules, since it tells how busy each namespace is.
   */
  private onStats(request: IncomingMessage, response: ServerResponse, url: URL): void {
    const identity = identify(requestCredential(request, url) ?? '', Date.now() / 1000);
    const [status, body] =
      isCredentialError(identity) || identity.kind !== 'admin'
        ? [401, { error: 'Only the admin credential may read the stats' }]
        : request.method !== 'GET'
          ? [405, { error: 'The stats are read with GET' }]
          : [200, this.stats(this.namespaceName(request, url))];
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
