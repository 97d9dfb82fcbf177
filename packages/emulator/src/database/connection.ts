import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import { Arrivals } from './arrivals.ts';
import { authenticate } from './auth-request.ts';
import { ClientListens } from './client-listens.ts';
import { nestsDeeperThan } from './json-depth.ts';
import type { Listen, Push } from './listen.ts';
import type { Actor, Namespace } from './namespace.ts';
import { OnDisconnectQueue } from './on-disconnect.ts';
import { ProtocolError } from './protocol-error.ts';
import { SlowClientGuard } from './slow-client.ts';
import { InvalidDataError, MAX_DEPTH } from './tree.ts';
import { FrameReader, framesOf } from './wire-frames.ts';
import { parseWireMessage, requestPath, requestQuery, type WireRequest } from './wire-message.ts';
import { type WriteKind, writeEntries } from './write-entries.ts';

/**
 * How deep a request body may nest: room for the body's own levels around data at the deepest
 * location Firebase allows, and far below the few thousand levels where a recursive walk or
 * JSON.stringify (an `echo`, an `auth` reply) overflows the stack.
 */
const MAX_REQUEST_DEPTH = 2 * MAX_DEPTH;

type Reply = { readonly s: string; readonly d?: unknown };

const ANONYMOUS: Actor = { admin: false, auth: null };

/**
 * One client's WebSocket session, speaking the Realtime Database wire protocol version 5 as the
 * SDK's PersistentConnection and WebSocketConnection expect it: a handshake, then data messages
 * `{t:"d", d:{r, a, b}}` answered by `{t:"d", d:{r, b:{s, d}}}`, and pushes `{t:"d", d:{a, b}}`.
 */
export class DatabaseConnection {
  private actor: Actor = ANONYMOUS;
  private readonly listens: ClientListens;
  private readonly onDisconnect = new OnDisconnectQueue();
  private readonly frames: FrameReader;
  private readonly guard: SlowClientGuard;
  readonly id = randomUUID();
  /** Bytes of every frame sent to this client: what benchmarks compare designs by. */
  bytesSent = 0;
  private readonly arrivals: Arrivals;

  constructor(
    private readonly socket: WebSocket,
    transport: Duplex,
    private readonly namespace: Namespace,
    private readonly options: {
      readonly host: string;
      readonly maxMessageBytes: number;
      readonly idleTimeoutMs: number;
      readonly maxBufferedBytes: number;
      /** Each frame the client sends is handled this long after it arrives (0: at once). */
      readonly latencyMs?: number;
    },
  ) {
    this.guard = new SlowClientGuard(socket, transport, options);
    this.frames = new FrameReader(options.maxMessageBytes);
    this.arrivals = new Arrivals(options.latencyMs ?? 0, (frame) => this.onFrame(frame));
    this.listens = new ClientListens(namespace);
    this.sendRaw({
      t: 'c',
      d: { t: 'h', d: { ts: Date.now(), v: '5', h: options.host, s: this.id } },
    });
    namespace.traffic.opened();
    socket.on('message', (data, isBinary) => {
      this.guard.heard();
      this.arrivals.arrived(isBinary ? '' : data.toString());
    });
    socket.on('close', () => {
      // What the client sent before it went is handled before its onDisconnect runs.
      this.arrivals.flush();
      this.onClose();
    });
    socket.on('error', () => socket.terminate());
  }

  /**
   * Sends one message; returns its size in bytes, 0 when the socket was no longer open or the
   * client was dropped for not reading what it was sent (SlowClientGuard).
   */
  private sendRaw(message: unknown): number {
    if (this.socket.readyState !== this.socket.OPEN) return 0;
    if (!this.guard.maySend()) return 0;
    const text = JSON.stringify(message);
    const bytes = Buffer.byteLength(text);
    this.bytesSent += bytes;
    for (const frame of framesOf(text)) this.socket.send(frame);
    return bytes;
  }

  /** A reply to request `r`; a read's names the path it read, for the stats' sources. */
  private reply(r: number, body: Reply, path?: string): void {
    const bytes = this.sendRaw({ t: 'd', d: { r, b: body } });
    if (bytes > 0) this.namespace.traffic.record('reply', bytes, path);
  }

  private push(action: string, body: Record<string, unknown>): void {
    const bytes = this.sendRaw({ t: 'd', d: { a: action, b: body } });
    const path = typeof body.p === 'string' ? body.p : undefined;
    if (bytes > 0) this.namespace.traffic.record('push', bytes, path);
  }

  /** A protocol error goes to this client only; the server goes on serving everyone else. */
  private protocolError(message: string): void {
    this.sendRaw({ t: 'c', d: { t: 'e', d: message } });
  }

  private onFrame(text: string): void {
    const frame = this.frames.read(text);
    if (frame.kind === 'message') this.onMessage(frame.text);
    else if (frame.kind === 'too-big') {
      this.protocolError(`Message exceeds ${this.options.maxMessageBytes} bytes`);
      this.socket.close(1009, 'Message too big');
    }
  }

  private onMessage(text: string): void {
    const message = parseWireMessage(text);
    if (message.kind === 'malformed') {
      this.protocolError(message.reason);
      return;
    }
    if (message.kind === 'control') {
      if (message.ping) this.sendRaw({ t: 'c', d: { t: 'o', d: {} } });
      return;
    }
    const { request } = message;
    try {
      if (nestsDeeperThan(request.b, MAX_REQUEST_DEPTH)) {
        throw new ProtocolError(`Request nested more than ${MAX_REQUEST_DEPTH} levels deep`);
      }
      this.handle(request);
    } catch (error) {
      if (error instanceof ProtocolError || error instanceof InvalidDataError) {
        this.reply(request.r, { s: 'invalid_request', d: error.message });
        return;
      }
      // A bug met by one request must not stop the server for every client: that request
      // fails, and the error is logged where the developer running the emulator sees it.
      console.error(error);
      this.reply(request.r, { s: 'internal_error', d: 'Internal error' });
    }
  }

  private handle({ r, a, b }: WireRequest): void {
    switch (a) {
      case 'auth':
      case 'gauth':
        this.authenticate(r, b);
        return;
      case 'unauth':
        this.actor = ANONYMOUS;
        this.revokeUnreadable();
        this.reply(r, { s: 'ok', d: '' });
        return;
      case 'appcheck':
      case 'unappeck':
      case 's':
        this.reply(r, { s: 'ok', d: '' });
        return;
      case 'echo':
        this.reply(r, { s: 'ok', d: b.d ?? null });
        return;
      case 'q':
        this.listen(r, b);
        return;
      case 'n':
        this.unlisten(r, b);
        return;
      case 'g': {
        const path = requestPath(b);
        const result = this.namespace.read(this.actor, path, requestQuery(b));
        this.reply(
          r,
          result.status === 'ok'
            ? { s: 'ok', d: result.value }
            : { s: result.status, d: result.message },
          path.join('/'),
        );
        return;
      }
      case 'p':
      case 'm':
        this.write(r, a, b);
        return;
      case 'o':
      case 'om':
        this.queueOnDisconnect(r, a === 'o' ? 'set' : 'merge', b);
        return;
      case 'oc':
        this.onDisconnect.cancel(requestPath(b));
        this.reply(r, { s: 'ok', d: '' });
        return;
      default:
        this.reply(r, { s: 'invalid_action', d: `Unknown action: ${a}` });
        return;
    }
  }

  private authenticate(r: number, b: Record<string, unknown>): void {
    const result = authenticate(b);
    if ('status' in result) {
      this.reply(r, { s: result.status, d: result.message });
      return;
    }
    this.actor = result.actor;
    this.reply(r, { s: 'ok', d: result.reply });
    this.revokeUnreadable();
  }

  /** After an identity change, listens the new identity may not read are cancelled. */
  private revokeUnreadable(): void {
    for (const listen of this.listens.revokeUnreadable(this.actor)) {
      this.push('c', {
        p: `/${listen.path.join('/')}`,
        ...(listen.query ? { q: listen.query } : {}),
      });
    }
  }

  private listen(r: number, b: Record<string, unknown>): void {
    const path = requestPath(b);
    const query = requestQuery(b);
    const tag = typeof b.t === 'number' ? b.t : undefined;
    if (!this.namespace.canRead(this.actor, path, query)) {
      this.reply(r, { s: 'permission_denied', d: 'Permission denied' });
      return;
    }
    const pathString = `/${path.join('/')}`;
    const listen: Listen = {
      path,
      ...(query ? { query } : {}),
      deliver: (push: Push) =>
        this.push(push.action, {
          p: pathString,
          d: push.data,
          ...(tag !== undefined ? { t: tag } : {}),
        }),
    };
    const initial = this.listens.add(listen, tag);
    this.push('d', { p: pathString, d: initial, ...(tag !== undefined ? { t: tag } : {}) });
    this.reply(r, { s: 'ok', d: {} });
  }

  private unlisten(r: number, b: Record<string, unknown>): void {
    this.listens.remove(requestPath(b), typeof b.t === 'number' ? b.t : undefined);
    this.reply(r, { s: 'ok', d: '' });
  }

  private write(r: number, a: 'p' | 'm', b: Record<string, unknown>): void {
    const path = requestPath(b);
    const entries = writeEntries(a === 'p' ? 'set' : 'merge', path, b.d);
    const hash = typeof b.h === 'string' ? { path, hash: b.h } : undefined;
    const result = this.namespace.write(this.actor, entries, hash);
    this.reply(
      r,
      result.status === 'ok' ? { s: 'ok', d: '' } : { s: result.status, d: result.message },
    );
  }

  /**
   * onDisconnect operations are checked against the rules when they are queued (so a refused
   * one fails at once, as in production) and applied, in order, when the socket goes away.
   */
  private queueOnDisconnect(r: number, kind: WriteKind, b: Record<string, unknown>): void {
    const path = requestPath(b);
    const entries = writeEntries(kind, path, b.d);
    if (!this.namespace.wouldAllow(this.actor, entries)) {
      this.reply(r, { s: 'permission_denied', d: 'Permission denied' });
      return;
    }
    this.onDisconnect.add(entries);
    this.reply(r, { s: 'ok', d: '' });
  }

  private onClose(): void {
    this.namespace.traffic.closed();
    this.listens.clear();
    for (const queued of this.onDisconnect.drain()) {
      try {
        this.namespace.write(this.actor, queued);
      } catch {
        // A queued operation that became invalid is dropped; the others still run.
      }
    }
  }

  terminate(): void {
    this.socket.terminate();
  }
}
