import { createHash } from 'node:crypto';
import { isObject, type Json, type JsonObject, parsePath } from './tree.ts';

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
  node.forEach((key, value) => {
    const childHash = hashNode(value);
    if (childHash !== '') text += `:${key}:${childHash}`;
  });
  const hash = text === '' ? '' : sha1(text);
  objectHashes.set(node, hash);
  return hash;
};
