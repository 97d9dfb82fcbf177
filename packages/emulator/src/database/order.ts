import { createHash } from 'node:crypto';
import { getAt, isObject, type Json, type JsonObject, parsePath } from './tree.ts';

/** Key order of the SDK (`nameCompare`): 32-bit integer keys first, numerically, then strings. */
const INTEGER_KEY = /^-?(0*)\d{1,10}$/;
const asInt = (key: string): number | null => {
  if (!INTEGER_KEY.test(key)) return null;
  const value = Number(key);
  return value >= -2147483648 && value <= 2147483647 ? value : null;
};

export const MIN_NAME = '[MIN_NAME]';
export const MAX_NAME = '[MAX_NAME]';

export const compareKeys = (a: string, b: string): number => {
  if (a === b) return 0;
  if (a === MIN_NAME || b === MAX_NAME) return -1;
  if (b === MIN_NAME || a === MAX_NAME) return 1;
  const ai = asInt(a);
  const bi = asInt(b);
  if (ai !== null && bi !== null) return ai - bi === 0 ? a.length - b.length : ai - bi;
  if (ai !== null) return -1;
  if (bi !== null) return 1;
  return a < b ? -1 : 1;
};

/** Value order of queries: null, false, true, numbers, strings, then objects (all equal). */
const rank = (value: Json): number => {
  if (value === null) return 0;
  if (value === false) return 1;
  if (value === true) return 2;
  if (typeof value === 'number') return 3;
  if (typeof value === 'string') return 4;
  return 5;
};

export const compareValues = (a: Json, b: Json): number => {
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return 0;
};

/** The query object the SDK puts on the wire (`queryParamsGetQueryObject`). */
export type WireQuery = {
  readonly sp?: Json;
  readonly sn?: string;
  readonly sin?: boolean;
  readonly ep?: Json;
  readonly en?: string;
  readonly ein?: boolean;
  readonly l?: number;
  readonly vf?: 'l' | 'r';
  readonly i?: string;
};

/**
 * An index a query may order by: key, value, priority, or a child path. Checked when a listen
 * arrives, since a listen on an empty location is only ordered at the next write, where a bad
 * index would fail that write and every listener after it.
 */
const isIndex = (value: unknown): boolean => {
  if (value === '.key' || value === '.value' || value === '.priority') return true;
  if (typeof value !== 'string') return false;
  try {
    return parsePath(value).length > 0;
  } catch {
    return false;
  }
};

export const isWireQuery = (value: unknown): value is WireQuery => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const q = value as Record<string, unknown>;
  const optional = (key: string, check: (v: unknown) => boolean) => !(key in q) || check(q[key]);
  const isName = (v: unknown) => typeof v === 'string';
  const isBool = (v: unknown) => typeof v === 'boolean';
  const isIndexValue = (v: unknown) =>
    v === null || ['string', 'number', 'boolean'].includes(typeof v);
  return (
    optional('sp', isIndexValue) &&
    optional('sn', isName) &&
    optional('sin', isBool) &&
    optional('ep', isIndexValue) &&
    optional('en', isName) &&
    optional('ein', isBool) &&
    optional('l', (v) => typeof v === 'number' && Number.isInteger(v) && v > 0) &&
    optional('vf', (v) => v === 'l' || v === 'r') &&
    optional('i', isIndex)
  );
};

type Item = { readonly key: string; readonly node: Json; readonly index: Json };

const indexValue = (index: string | undefined, key: string, node: Json): Json => {
  if (index === undefined || index === '.priority') return null;
  if (index === '.key') return key;
  if (index === '.value') return node;
  return getAt(node, parsePath(index));
};

/**
 * Evaluates a query on the children of `node`, as the server does, so a client receives only the
 * matching children. Priorities are not stored, so the default (priority) order is key order.
 */
export const runQuery = (node: Json, query: WireQuery): JsonObject | null => {
  if (!isObject(node)) return null;
  const byKey = query.i === '.key';
  const compare = (a: { index: Json; key: string }, b: { index: Json; key: string }): number => {
    if (byKey) return compareKeys(String(a.index), String(b.index));
    const byValue = compareValues(a.index, b.index);
    return byValue !== 0 ? byValue : compareKeys(a.key, b.key);
  };
  let items: Item[] = Object.entries(node).map(([key, value]) => ({
    key,
    node: value,
    index: indexValue(query.i, key, value),
  }));
  if ('sp' in query) {
    const bound = {
      index: query.sp ?? null,
      key: query.sn ?? (query.sin === false ? MAX_NAME : MIN_NAME),
    };
    items = items.filter((item) => {
      const c = compare(item, bound);
      return query.sin === false ? c > 0 : c >= 0;
    });
  }
  if ('ep' in query) {
    const bound = {
      index: query.ep ?? null,
      key: query.en ?? (query.ein === false ? MIN_NAME : MAX_NAME),
    };
    items = items.filter((item) => {
      const c = compare(item, bound);
      return query.ein === false ? c < 0 : c <= 0;
    });
  }
  items.sort(compare);
  if (query.l !== undefined) {
    items =
      query.vf === 'r' ? items.slice(Math.max(0, items.length - query.l)) : items.slice(0, query.l);
  }
  if (items.length === 0) return null;
  const out: Record<string, Json> = {};
  for (const item of items) out[item.key] = item.node;
  return out;
};

/** `doubleToIEEE754String` of the SDK, ported as it is so that hashes agree bit for bit. */
const doubleToIEEE754String = (input: number): string => {
  const ebits = 11;
  const fbits = 52;
  const bias = (1 << (ebits - 1)) - 1;
  let v = input;
  let s: number;
  let e: number;
  let f: number;
  if (v === 0) {
    e = 0;
    f = 0;
    s = 1 / v === Number.NEGATIVE_INFINITY ? 1 : 0;
  } else {
    s = v < 0 ? 1 : 0;
    v = Math.abs(v);
    if (v >= 2 ** (1 - bias)) {
      const ln = Math.min(Math.floor(Math.log(v) / Math.LN2), bias);
      e = ln + bias;
      f = Math.round(v * 2 ** (fbits - ln) - 2 ** fbits);
    } else {
      e = 0;
      f = Math.round(v / 2 ** (1 - bias - fbits));
    }
  }
  const bits: number[] = [];
  for (let i = fbits; i; i -= 1) {
    bits.push(f % 2 ? 1 : 0);
    f = Math.floor(f / 2);
  }
  for (let i = ebits; i; i -= 1) {
    bits.push(e % 2 ? 1 : 0);
    e = Math.floor(e / 2);
  }
  bits.push(s);
  bits.reverse();
  const str = bits.join('');
  let hex = '';
  for (let i = 0; i < 64; i += 8)
    hex += Number.parseInt(str.slice(i, i + 8), 2)
      .toString(16)
      .padStart(2, '0');
  return hex;
};

const sha1 = (text: string): string => createHash('sha1').update(text, 'utf8').digest('base64');
const objectHashes = new WeakMap<JsonObject, string>();

/** The SDK's node hash (LeafNode/ChildrenNode.hash): what a transaction compares to detect a conflict. */
export const hashNode = (node: Json): string => {
  if (node === null) return '';
  if (!isObject(node)) {
    const type = typeof node;
    return sha1(
      `${type}:${type === 'number' ? doubleToIEEE754String(node as number) : String(node)}`,
    );
  }
  const cached = objectHashes.get(node);
  if (cached !== undefined) return cached;
  let text = '';
  for (const key of Object.keys(node).sort(compareKeys)) {
    const childHash = hashNode(node[key] ?? null);
    if (childHash !== '') text += `:${key}:${childHash}`;
  }
  const hash = text === '' ? '' : sha1(text);
  objectHashes.set(node, hash);
  return hash;
};
