/**
 * The database as an immutable JSON tree. A write copies only the objects on the path it changes,
 * so the old root stays valid: rules compare `data` (old) with `newData` (new), and listeners find
 * what changed by reference, without walking unchanged subtrees.
 */
export type JsonLeaf = string | number | boolean;
export type JsonObject = { readonly [key: string]: Json };
export type Json = null | JsonLeaf | JsonObject;
export type Path = readonly string[];

export class InvalidDataError extends Error {
  override readonly name = 'InvalidDataError';
}

const FORBIDDEN_KEY = /[.$#[\]/]/;
export const MAX_KEY_BYTES = 768;
export const MAX_DEPTH = 32;

export const isValidKey = (key: string): boolean => {
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
  typeof value === 'object' && value !== null;

export const child = (node: Json, key: string): Json =>
  isObject(node) && Object.hasOwn(node, key) ? (node[key] ?? null) : null;

export const getAt = (root: Json, path: Path): Json => {
  let node = root;
  for (const key of path) {
    node = child(node, key);
    if (node === null) return null;
  }
  return node;
};

const isEmpty = (value: JsonObject): boolean => {
  for (const _ in value) return false;
  return true;
};

/**
 * Applies several writes as one: objects this call created are changed in place, so a
 * multi-path update of n paths costs O(n * depth), not a copy of a wide parent per path.
 * Objects of the old tree are never changed.
 */
export const setMany = (root: Json, entries: readonly (readonly [Path, Json])[]): Json => {
  const fresh = new WeakSet<object>();
  const set = (node: Json, path: Path, index: number, value: Json): Json => {
    if (index === path.length) return value;
    const key = path[index] as string;
    let target: Record<string, Json>;
    if (isObject(node) && fresh.has(node)) target = node as Record<string, Json>;
    else {
      target = isObject(node) ? { ...node } : {};
      fresh.add(target);
    }
    const next = set(child(target, key), path, index + 1, value);
    if (next === null) delete target[key];
    else target[key] = next;
    return isEmpty(target) ? null : target;
  };
  let result = root;
  for (const [path, value] of entries) result = set(result, path, 0, value);
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
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  const out: Record<string, Json> = {};
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
    if (normalized !== null) out[key] = normalized;
  }
  if (hasWrapped) return normalize(wrapped, depth + 1);
  return Object.keys(out).length === 0 ? null : out;
};

export const isPrefix = (prefix: Path, path: Path): boolean =>
  prefix.length <= path.length && prefix.every((segment, index) => path[index] === segment);
