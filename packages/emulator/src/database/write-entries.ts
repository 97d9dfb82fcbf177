import { ProtocolError } from './protocol-error.ts';
import { type Path, parsePath } from './tree.ts';

export type WriteKind = 'set' | 'merge';

/** The `[path, value]` pairs a set (one) or a multi-path update (one per key) writes. */
export const writeEntries = (
  kind: WriteKind,
  path: Path,
  data: unknown,
): (readonly [Path, unknown])[] => {
  if (kind === 'set') return [[path, data]];
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ProtocolError('An update needs an object of paths');
  }
  return Object.entries(data).map(([relative, value]) => [
    [...path, ...parsePath(relative)],
    value,
  ]);
};
