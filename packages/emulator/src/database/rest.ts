import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLargeError, closeIfUnread, readJson, requestCredential } from '../http.ts';
import { identify, isCredentialError } from './auth-token.ts';
import type { Actor, Namespace } from './namespace.ts';
import type { WireQuery } from './order.ts';
import { pushId } from './push-id.ts';
import { InvalidDataError, isObject, type Json, type Path, parsePath, record } from './tree.ts';

/**
 * The REST subset for scripts: GET, PUT, PATCH, POST (push) and DELETE on `/path.json`, with
 * `?auth=` or `Authorization: Bearer` (the admin credential `owner` bypasses rules), and the
 * query parameters orderBy, startAt, endAt, equalTo, limitToFirst, limitToLast and shallow.
 */
const send = (response: ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'access-control-allow-origin': '*',
  });
  response.end(JSON.stringify(body));
};

const actorFor = (request: IncomingMessage, url: URL): Actor | string => {
  const credential = requestCredential(request, url);
  if (credential === null) return { admin: false, auth: null };
  const identity = identify(credential, Date.now() / 1000);
  if (isCredentialError(identity)) return identity.message;
  return identity.kind === 'admin'
    ? { admin: true, auth: null }
    : { admin: false, auth: identity.auth };
};

const json = (url: URL, name: string): Json | undefined => {
  const raw = url.searchParams.get(name);
  if (raw === null) return undefined;
  const value: unknown = JSON.parse(raw);
  if (value !== null && typeof value === 'object')
    throw new InvalidDataError(`${name} must be a primitive`);
  return value as Json;
};

const restQuery = (url: URL): WireQuery | undefined => {
  const orderBy = json(url, 'orderBy');
  if (orderBy === undefined) return undefined;
  if (typeof orderBy !== 'string') throw new InvalidDataError('orderBy must be a string');
  const index =
    orderBy === '$key'
      ? '.key'
      : orderBy === '$value'
        ? '.value'
        : orderBy === '$priority'
          ? undefined
          : orderBy;
  const equalTo = json(url, 'equalTo');
  const startAt = equalTo !== undefined ? equalTo : json(url, 'startAt');
  const endAt = equalTo !== undefined ? equalTo : json(url, 'endAt');
  const first = json(url, 'limitToFirst');
  const last = json(url, 'limitToLast');
  const limit =
    typeof first === 'number'
      ? { l: first, vf: 'l' as const }
      : typeof last === 'number'
        ? { l: last, vf: 'r' as const }
        : {};
  return {
    ...(index !== undefined ? { i: index } : {}),
    ...(startAt !== undefined ? { sp: startAt, sin: true } : {}),
    ...(endAt !== undefined ? { ep: endAt, ein: true } : {}),
    ...limit,
  };
};

export const handleRest = async (
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  namespace: Namespace,
  maxBytes: number,
): Promise<void> => {
  const actor = actorFor(request, url);
  if (typeof actor === 'string') return send(response, 401, { error: actor });
  let path: Path;
  try {
    path = parsePath(decodeURIComponent(url.pathname.replace(/\.json$/, '')));
  } catch (error) {
    return send(response, 400, { error: (error as Error).message });
  }
  const method = (
    url.searchParams.get('x-http-method-override') ??
    request.method ??
    'GET'
  ).toUpperCase();
  try {
    if (method === 'GET') {
      const result = namespace.read(actor, path, restQuery(url));
      if (result.status !== 'ok') return send(response, 401, { error: result.message });
      const value = result.value;
      if (url.searchParams.get('shallow') === 'true' && isObject(value)) {
        const shallow = record<Json>();
        value.forEach((key, child) => {
          shallow[key] = isObject(child) ? true : child;
        });
        return send(response, 200, shallow);
      }
      return send(response, 200, value);
    }
    if (method === 'DELETE') {
      const result = namespace.write(actor, [[path, null]]);
      return result.status === 'ok'
        ? send(response, 200, null)
        : send(response, result.status === 'permission_denied' ? 401 : 400, {
            error: result.message,
          });
    }
    const body = await readJson(request, maxBytes);
    let entries: (readonly [Path, unknown])[];
    let reply: unknown = body;
    if (method === 'PUT') entries = [[path, body]];
    else if (method === 'POST') {
      const name = pushId();
      entries = [[[...path, name], body]];
      reply = { name };
    } else if (method === 'PATCH') {
      if (typeof body !== 'object' || body === null)
        return send(response, 400, { error: 'PATCH needs an object' });
      entries = Object.entries(body as object).map(([key, value]) => [
        [...path, ...parsePath(key)],
        value,
      ]);
    } else return send(response, 405, { error: `Method ${method} is not supported` });
    const result = namespace.write(actor, entries);
    if (result.status !== 'ok') {
      return send(response, result.status === 'permission_denied' ? 401 : 400, {
        error: result.message,
      });
    }
    return send(
      response,
      200,
      method === 'POST' ? reply : method === 'PUT' ? namespace.view(path) : body,
    );
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      closeIfUnread(request, response);
      return send(response, 413, { error: error.message });
    }
    if (error instanceof InvalidDataError || error instanceof SyntaxError) {
      return send(response, 400, { error: error.message });
    }
    throw error;
  }
};
