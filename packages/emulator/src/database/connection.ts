import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { identify, isCredentialError } from './auth-token.ts';
import { nestsDeeperThan } from './json-depth.ts';
import type { Actor, Listen, Namespace, Push } from './namespace.ts';
import { isWireQuery, type WireQuery } from './order.ts';
import { InvalidDataError, isPrefix, type Json, MAX_DEPTH, type Path, parsePath } from './tree.ts';

/** The SDK splits messages into frames of this size, announcing the count first. */
const FRAME_SIZE = 16_384;

/**
 * How deep a request body may nest: room for the body's own levels around data at the deepest
 * location Firebase allows, and far below the few thousand levels where a recursive walk or
 * JSON.stringify (an `echo`, an `auth` reply) overflows the stack.
 */
const MAX_REQUEST_DEPTH = 2 * MAX_DEPTH;

type Request = { readonly r: number; readonly a: string; readonly b: Record<string, unknown> };
type Reply = { readonly s: string; readonly d?: unknown };

type QueuedOnDisconnect = {
  readonly kind: 'set' | 'merge';
  readonly path: Path;
  readonly data: unknown;
};

class ProtocolError extends Error {
  override readonly name = 'ProtocolError';
}

const ANONYMOUS: Actor = { admin: false, auth: null };

/**
 * One client's WebSocket session, speaking the Realtime Database wire protocol version 5 as the
 * SDK's PersistentConnection and WebSocketConnection expect it: a handshake, then data messages
 * `{t:"d", d:{r, a, b}}` answered by `{t:"d", d:{r, b:{s, d}}}`, and pushes `{t:"d", d:{a, b}}`.
 */
export class DatabaseConnection {
  private actor: Actor = ANONYMOUS;
  private readonly listens = new Map<string, Listen>();
  private readonly onDisconnect: QueuedOnDisconnect[] = [];
  private frames: { remaining: number; parts: string[]; bytes: number } | null = null;
  private lastHeard = Date.now();
  private readonly idleCheck: NodeJS.Timeout;
  readonly id = randomUUID();
  /** Bytes of every frame sent to this client: what benchmarks compare designs by. */
  bytesSent = 0;

  constructor(
    private readonly socket: WebSocket,
    private readonly namespace: Namespace,
    private readonly options: {
      readonly host: string;
      readonly maxMessageBytes: number;
      readonly idleTimeoutMs: number;
    },
  ) {
    this.sendRaw({
      t: 'c',
      d: { t: 'h', d: { ts: Date.now(), v: '5', h: options.host, s: this.id } },
    });
    namespace.traffic.opened();
    socket.on('message', (data, isBinary) => {
      this.lastHeard = Date.now();
      this.onFrame(isBinary ? '' : data.toString());
    });
    socket.on('pong', () => {
      this.lastHeard = Date.now();
    });
    socket.on('close', () => {
      clearInterval(this.idleCheck);
      this.onClose();
    });
    socket.on('error', () => socket.terminate());
    this.idleCheck = setInterval(() => this.checkIdle(), options.idleTimeoutMs / 4);
    this.idleCheck.unref();
  }

  /**
   * A client that vanished without closing (a phone off the network leaves its TCP connection
   * half-open) never sends again. The SDK sends a keep-alive frame after 45 s without traffic,
   * and a silent client is pinged, which any WebSocket client answers even while its page's
   * timers are throttled; one that stays silent for the whole timeout is gone, and dropping it
   * runs its onDisconnect operations.
   */
  private checkIdle(): void {
    const silentFor = Date.now() - this.lastHeard;
    if (silentFor >= this.options.idleTimeoutMs) this.socket.terminate();
    else if (silentFor >= this.options.idleTimeoutMs / 2) this.socket.ping();
  }

  /** Sends one message; returns its size in bytes, 0 when the socket was no longer open. */
  private sendRaw(message: unknown): number {
    if (this.socket.readyState !== this.socket.OPEN) return 0;
    const text = JSON.stringify(message);
    const bytes = Buffer.byteLength(text);
    this.bytesSent += bytes;
    if (text.length <= FRAME_SIZE) {
      this.socket.send(text);
      return bytes;
    }
    const count = Math.ceil(text.length / FRAME_SIZE);
    this.socket.send(String(count));
    for (let i = 0; i < count; i += 1)
      this.socket.send(text.slice(i * FRAME_SIZE, (i + 1) * FRAME_SIZE));
    return bytes;
  }

  private reply(r: number, body: Reply): void {
    const bytes = this.sendRaw({ t: 'd', d: { r, b: body } });
    if (bytes > 0) this.namespace.traffic.record('reply', bytes);
  }

  private push(action: string, body: Record<string, unknown>): void {
    const bytes = this.sendRaw({ t: 'd', d: { a: action, b: body } });
    if (bytes > 0) this.namespace.traffic.record('push', bytes);
  }

  /** A protocol error goes to this client only; the server goes on serving everyone else. */
  private protocolError(message: string): void {
    this.sendRaw({ t: 'c', d: { t: 'e', d: message } });
  }

  private onFrame(text: string): void {
    if (this.frames === null && text.length <= 6 && /^\d+$/.test(text)) {
      const count = Number(text);
      if (count > 0) this.frames = { remaining: count, parts: [], bytes: 0 };
      return; // a count of 0 is the SDK's keep-alive
    }
    if (this.frames !== null) {
      this.frames.parts.push(text);
      this.frames.bytes += text.length;
      this.frames.remaining -= 1;
      if (this.frames.bytes > this.options.maxMessageBytes) {
        this.frames = null;
        this.protocolError(`Message exceeds ${this.options.maxMessageBytes} bytes`);
        this.socket.close(1009, 'Message too big');
        return;
      }
      if (this.frames.remaining > 0) return;
      const whole = this.frames.parts.join('');
      this.frames = null;
      this.onMessage(whole);
      return;
    }
    if (text.length > this.options.maxMessageBytes) {
      this.protocolError(`Message exceeds ${this.options.maxMessageBytes} bytes`);
      this.socket.close(1009, 'Message too big');
      return;
    }
    this.onMessage(text);
  }

  private onMessage(text: string): void {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      this.protocolError('Malformed frame: not JSON');
      return;
    }
    if (typeof message !== 'object' || message === null) {
      this.protocolError('Malformed frame: not an object');
      return;
    }
    const { t, d } = message as { t?: unknown; d?: unknown };
    if (t === 'c') {
      const control = d as { t?: unknown } | null;
      if (control?.t === 'p') this.sendRaw({ t: 'c', d: { t: 'o', d: {} } });
      return;
    }
    if (t !== 'd' || typeof d !== 'object' || d === null) {
      this.protocolError('Malformed frame: unknown layer');
      return;
    }
    const request = d as Partial<Request>;
    if (typeof request.r !== 'number' || typeof request.a !== 'string') {
      this.protocolError('Malformed request: needs r and a');
      return;
    }
    const body = typeof request.b === 'object' && request.b !== null ? request.b : {};
    try {
      if (nestsDeeperThan(body, MAX_REQUEST_DEPTH)) {
        throw new ProtocolError(`Request nested more than ${MAX_REQUEST_DEPTH} levels deep`);
      }
      this.handle({ r: request.r, a: request.a, b: body });
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

  private path(body: Record<string, unknown>): Path {
    if (typeof body.p !== 'string') throw new ProtocolError('Missing path');
    return parsePath(body.p);
  }

  private query(body: Record<string, unknown>): WireQuery | undefined {
    if (body.q === undefined || body.q === null) return undefined;
    if (!isWireQuery(body.q)) throw new ProtocolError('Invalid query');
    return Object.keys(body.q).length === 0 ? undefined : body.q;
  }

  private handle({ r, a, b }: Request): void {
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
        const result = this.namespace.read(this.actor, this.path(b), this.query(b));
        this.reply(
          r,
          result.status === 'ok'
            ? { s: 'ok', d: result.value }
            : { s: result.status, d: result.message },
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
      case 'oc': {
        const path = this.path(b);
        for (let i = this.onDisconnect.length - 1; i >= 0; i -= 1) {
          const queued = this.onDisconnect[i];
          if (queued !== undefined && isPrefix(path, queued.path)) this.onDisconnect.splice(i, 1);
        }
        this.reply(r, { s: 'ok', d: '' });
        return;
      }
      default:
        this.reply(r, { s: 'invalid_action', d: `Unknown action: ${a}` });
        return;
    }
  }

  private authenticate(r: number, b: Record<string, unknown>): void {
    if (typeof b.cred !== 'string') throw new ProtocolError('Missing credential');
    const identity = identify(b.cred, Date.now() / 1000);
    if (isCredentialError(identity)) {
      this.reply(r, { s: identity.status, d: identity.message });
      return;
    }
    if (identity.kind === 'admin') {
      // The admin SDK may act as a given user (databaseAuthVariableOverride) or as nobody.
      if (b.noauth === true) this.actor = { admin: false, auth: null };
      else if (typeof b.authvar === 'object' && b.authvar !== null) {
        const authvar = b.authvar as Record<string, unknown>;
        this.actor = {
          admin: false,
          auth: { uid: String(authvar.uid ?? ''), provider: 'custom', token: authvar },
        };
      } else this.actor = { admin: true, auth: null };
      this.reply(r, { s: 'ok', d: { auth: this.actor.auth, expires: null } });
    } else {
      this.actor = { admin: false, auth: identity.auth };
      this.reply(r, { s: 'ok', d: { auth: identity.auth, expires: identity.expires } });
    }
    this.revokeUnreadable();
  }

  /** After an identity change, listens the new identity may not read are cancelled. */
  private revokeUnreadable(): void {
    for (const [key, listen] of this.listens) {
      if (this.namespace.canRead(this.actor, listen.path, listen.query)) continue;
      this.namespace.unlisten(listen);
      this.listens.delete(key);
      this.push('c', {
        p: `/${listen.path.join('/')}`,
        ...(listen.query ? { q: listen.query } : {}),
      });
    }
  }

  private listenKey(path: Path, b: Record<string, unknown>): string {
    return `${path.join('/')}|${typeof b.t === 'number' ? b.t : 'default'}`;
  }

  private listen(r: number, b: Record<string, unknown>): void {
    const path = this.path(b);
    const query = this.query(b);
    const tag = typeof b.t === 'number' ? b.t : undefined;
    if (!this.namespace.canRead(this.actor, path, query)) {
      this.reply(r, { s: 'permission_denied', d: 'Permission denied' });
      return;
    }
    const key = this.listenKey(path, b);
    const existing = this.listens.get(key);
    if (existing !== undefined) this.namespace.unlisten(existing);
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
    this.listens.set(key, listen);
    const initial: Json = this.namespace.listen(listen);
    this.push('d', { p: pathString, d: initial, ...(tag !== undefined ? { t: tag } : {}) });
    this.reply(r, { s: 'ok', d: {} });
  }

  private unlisten(r: number, b: Record<string, unknown>): void {
    const key = this.listenKey(this.path(b), b);
    const listen = this.listens.get(key);
    if (listen !== undefined) {
      this.namespace.unlisten(listen);
      this.listens.delete(key);
    }
    this.reply(r, { s: 'ok', d: '' });
  }

  private entries(kind: 'set' | 'merge', path: Path, data: unknown): (readonly [Path, unknown])[] {
    if (kind === 'set') return [[path, data]];
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      throw new ProtocolError('An update needs an object of paths');
    }
    return Object.entries(data).map(([relative, value]) => [
      [...path, ...parsePath(relative)],
      value,
    ]);
  }

  private write(r: number, a: 'p' | 'm', b: Record<string, unknown>): void {
    const path = this.path(b);
    const entries = this.entries(a === 'p' ? 'set' : 'merge', path, b.d);
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
  private queueOnDisconnect(r: number, kind: 'set' | 'merge', b: Record<string, unknown>): void {
    const path = this.path(b);
    const entries = this.entries(kind, path, b.d);
    if (!this.namespace.wouldAllow(this.actor, entries)) {
      this.reply(r, { s: 'permission_denied', d: 'Permission denied' });
      return;
    }
    this.onDisconnect.push({ kind, path, data: b.d });
    this.reply(r, { s: 'ok', d: '' });
  }

  private onClose(): void {
    this.namespace.traffic.closed();
    for (const listen of this.listens.values()) this.namespace.unlisten(listen);
    this.listens.clear();
    for (const queued of this.onDisconnect.splice(0)) {
      try {
        this.namespace.write(this.actor, this.entries(queued.kind, queued.path, queued.data));
      } catch {
        // A queued operation that became invalid is dropped; the others still run.
      }
    }
  }

  terminate(): void {
    this.socket.terminate();
  }
}
