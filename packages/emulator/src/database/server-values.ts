import { getAt, InvalidDataError, type Json, MAX_DEPTH, type Path } from './tree.ts';

/**
 * Resolves the server values a client may send: {".sv": "timestamp"} and
 * {".sv": {"increment": n}}. An increment adds to the number stored at that location at the
 * moment of the write (0 when there is none or it is not a number), so concurrent increments
 * are exact: each write is applied whole before the next. This is the first walk over what a
 * client sent, so it refuses data nested past the depth limit (counted from the root, path
 * included) before its recursion can go deeper.
 */
type Raw = unknown;

const isRecord = (value: Raw): value is Record<string, Raw> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const resolveServerValues = (value: Raw, root: Json, path: Path, now: number): Raw => {
  if (!isRecord(value) && !Array.isArray(value)) return value;
  if (isRecord(value) && '.sv' in value) {
    const sv = value['.sv'];
    if (sv === 'timestamp') return now;
    if (isRecord(sv) && typeof sv.increment === 'number') {
      const current = getAt(root, path);
      return (typeof current === 'number' ? current : 0) + sv.increment;
    }
    return value;
  }
  if (path.length > MAX_DEPTH) throw new InvalidDataError('Data is nested too deeply');
  if (Array.isArray(value)) {
    return value.map((item, index) =>
      resolveServerValues(item, root, [...path, String(index)], now),
    );
  }
  const out: Record<string, Raw> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = resolveServerValues(item, root, [...path, key], now);
  }
  return out;
};
