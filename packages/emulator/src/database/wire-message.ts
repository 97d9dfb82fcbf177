import { isWireQuery, type WireQuery } from './order.ts';
import { ProtocolError } from './protocol-error.ts';
import { type Path, parsePath } from './tree.ts';

/** A data message's request: its number, its action and its body. */
export type WireRequest = {
  readonly r: number;
  readonly a: string;
  readonly b: Record<string, unknown>;
};

type WireMessage =
  | { readonly kind: 'request'; readonly request: WireRequest }
  /** A control message: `ping` asks for a pong, others need nothing. */
  | { readonly kind: 'control'; readonly ping: boolean }
  | { readonly kind: 'malformed'; readonly reason: string };

/** Reads one whole message: a control message `{t:"c"}` or a data request `{t:"d", d:{r, a, b}}`. */
export const parseWireMessage = (text: string): WireMessage => {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return { kind: 'malformed', reason: 'Malformed frame: not JSON' };
  }
  if (typeof message !== 'object' || message === null) {
    return { kind: 'malformed', reason: 'Malformed frame: not an object' };
  }
  const { t, d } = message as { t?: unknown; d?: unknown };
  if (t === 'c') {
    const control = d as { t?: unknown } | null;
    return { kind: 'control', ping: control?.t === 'p' };
  }
  if (t !== 'd' || typeof d !== 'object' || d === null) {
    return { kind: 'malformed', reason: 'Malformed frame: unknown layer' };
  }
  const request = d as Partial<WireRequest>;
  if (typeof request.r !== 'number' || typeof request.a !== 'string') {
    return { kind: 'malformed', reason: 'Malformed request: needs r and a' };
  }
  const body = typeof request.b === 'object' && request.b !== null ? request.b : {};
  return { kind: 'request', request: { r: request.r, a: request.a, b: body } };
};

/** The location a request names (`p`). */
export const requestPath = (body: Record<string, unknown>): Path => {
  if (typeof body.p !== 'string') throw new ProtocolError('Missing path');
  return parsePath(body.p);
};

/** The query a request names (`q`), undefined for the location's default view. */
export const requestQuery = (body: Record<string, unknown>): WireQuery | undefined => {
  if (body.q === undefined || body.q === null) return undefined;
  if (!isWireQuery(body.q)) throw new ProtocolError('Invalid query');
  return Object.keys(body.q).length === 0 ? undefined : body.q;
};
