import { compareKeys } from './key-order.ts';
import { find, forEach, fromSorted, insert, remove, sizeOf, type Tree } from './sorted-tree.ts';

/**
 * The database as an immutable JSON tree. A write copies only the nodes on the path it changes,
 * so the old root stays valid: rules compare `data` (old) with `newData` (new), and listeners find
 * what changed by reference, without walking unchanged subtrees. An object keeps its children in
 * a persistent sorted map (in the SDK's key order), so writing one child of a node with n
 * children costs O(log n), not a copy of all n.
 */
export type JsonLeaf = string | number | boolean;
export type Json = null | JsonLeaf | JsonObject;
export type Path = readonly string[];
/** Plain JSON as clients send it and as it is exported; stored data is `Json`. */
export type PlainJson =
  | null
  | JsonLeaf
  | readonly PlainJson[]
  | { readonly [key: string]: PlainJson };

/** A plain object with no prototype, so that a key such as "__proto__" is an ordinary key. */
export const record = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;

/** A non-empty object node: its children (never null) in key order. */
export class JsonObject {
  private constructor(readonly children: Tree<string, Json>) {}

  /** An object of entries in key order without duplicates; null when there are none. */
  static fromSorted(entries: readonly (readonly [string, Json])[]): JsonObject | null {
    const children = fromSorted(entries.filter(([, value]) => value !== null));
    return children === null ? null : new JsonObject(children);
  }

  static fromEntries(entries: readonly (readonly [string, Json])[]): JsonObject | null {
    return JsonObject.fromSorted([...entries].sort(([a], [b]) => compareKeys(a, b)));
  }

  get size(): number {
    return sizeOf(this.children);
  }

  get(key: string): Json {
    return find(this.children, key, compareKeys)?.value ?? null;
  }

  /** This object with `key` set (null removes it); null when nothing is left. */
  with(key: string, value: Json): JsonObject | null {
    const children =
      value === null
        ? remove(this.children, key, compareKeys)
        : insert(this.children, key, value, compareKeys);
    if (children === this.children) return this;
    return children === null ? null : new JsonObject(children);
  }

  forEach(visit: (key: string, value: Json) => void): void {
    forEach(this.children, visit);
  }

  keys(): string[] {
    const keys: string[] = [];
    forEach(this.children, (key) => keys.push(key));
    return keys;
  }

  /** What JSON.stringify writes: one level, since the children serialize themselves. */
  toJSON(): Record<string, Json> {
    const out = record<Json>();
    forEach(this.children, (key, value) => {
      out[key] = value;
    });
    return out;
  }
}

export class InvalidDataError extends Error {
  override readonly name = 'InvalidDataError';
}

const FORBIDDEN_KEY = /[.$#[\]/]/;
const MAX_KEY_BYTES = 768;
export const MAX_DEPTH = 32;

const isValidKey = (key: string): boolean => {
  if (key.length === 0 || FORBIDDEN_KEY.test(key) || Buffer.byteLength(key) > MAX_KEY_BYTES) {
    return false;
  }
  for (const char of key) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
};

/** "/a/b/" -> ["a", "b"]; throws InvalidDataError for a segment a key cannot be. */
export const parsePath = (text: string): Path => {
  const segments = text.split('/').filter((segment) => segment.length > 0);
  for (const segment of segments) {
    if (!isValidKey(segment)) throw new InvalidDataError(`Invalid path segment: ${segment}`);
  }
  if (segments.length > MAX_DEPTH) throw new InvalidDataError('Path is too deep');
  return segments;
};

export const isObject = (value: Json | undefined): value is JsonObject =>
  value instanceof JsonObject;

export const child = (node: Json, key: string): Json => (isObject(node) ? node.get(key) : null);

export const getAt = (root: Json, path: Path): Json => {
  let node = root;
  for (const key of path) {
    node = child(node, key);
    if (node === null) return null;
  }
  return node;
};

const setIn = (node: Json, path: Path, index: number, value: Json): Json => {
  const key = path[index];
  if (key === undefined) return value;
  const object = isObject(node) ? node : null;
  const next = setIn(object?.get(key) ?? null, path, index + 1, value);
  if (object !== null) return object.with(key, next);
  // Removing a child of a leaf (or of nothing) leaves it as it is, as in production.
  return next === null ? node : JsonObject.fromSorted([[key, next]]);
};

/**
 * Applies several writes as one (a set is one entry, a multi-path update several), in order,
 * each copying only the O(depth * log n) nodes on its path. Nodes of the old tree are never
 * changed; a write that changes nothing returns the same root.
 */
export const setMany = (root: Json, entries: readonly (readonly [Path, Json])[]): Json => {
  let result = root;
  for (const [path, value] of entries) result = setIn(result, path, 0, value);
  return result;
};

/**
 * Turns what a client sent into stored form: arrays become objects keyed "0", "1"...; priorities
 * (".priority") are dropped and ".value" wrappers unwrapped, since this emulator does not order
 * by priority; nulls and empty objects vanish; invalid keys, non-finite numbers and too-deep data
 * are refused. `depth` is the number of keys above `value`, its write path included: the limit
 * counts from the root, as in Firebase.
 */
export const normalize = (value: unknown, depth = 0): Json => {
  if (depth > MAX_DEPTH) throw new InvalidDataError('Data is nested too deeply');
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new InvalidDataError('Numbers must be finite');
    return value;
  }
  if (typeof value !== 'object') throw new InvalidDataError(`Unsupported value: ${typeof value}`);
  if (value instanceof JsonObject) return value;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  const out: [string, Json][] = [];
  let wrapped: unknown;
  let hasWrapped = false;
  for (const [key, item] of entries) {
    if (key === '.priority') continue;
    if (key === '.value') {
      hasWrapped = true;
      wrapped = item;
      continue;
    }
    if (key === '.sv') throw new InvalidDataError('Unresolved server value');
    if (!isValidKey(key)) throw new InvalidDataError(`Invalid key: ${key}`);
    const normalized = normalize(item, depth + 1);
    if (normalized !== null) out.push([key, normalized]);
  }
  if (hasWrapped) return normalize(wrapped, depth + 1);
  return JsonObject.fromEntries(out);
};

export const isPrefix = (prefix: Path, path: Path): boolean =>
  prefix.length <= path.length && prefix.every((segment, index) => path[index] === segment);
