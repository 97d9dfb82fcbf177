import { isPrefix, type Path } from './tree.ts';

/** One queued operation: a set (one entry) or a multi-path update, applied as one write. */
type QueuedOnDisconnect = (readonly [Path, unknown])[];

/** A value cancel() can cut children from: an object of children, not a leaf or server value. */
const childrenOf = (value: unknown): [string, unknown][] | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  if ('.value' in value || '.sv' in value) return undefined;
  return Object.entries(value).filter(([key]) => key !== '.priority');
};

/**
 * `entries` without what lies at or below `path`: an entry above it is split into one entry per
 * child until the cancelled location stands alone, as Firebase forgets a path in its queue. A
 * leaf above `path` has nothing there to forget and stays.
 */
const forget = (
  entries: readonly (readonly [Path, unknown])[],
  path: Path,
): (readonly [Path, unknown])[] =>
  entries.flatMap(([at, value]): (readonly [Path, unknown])[] => {
    if (isPrefix(path, at)) return [];
    if (!isPrefix(at, path)) return [[at, value]];
    const children = childrenOf(value);
    if (children === undefined) return [[at, value]];
    return forget(
      children.map(([key, child]) => [[...at, key], child] as const),
      path,
    );
  });

/** One client's onDisconnect operations, in the order they were queued. */
export class OnDisconnectQueue {
  private queued: QueuedOnDisconnect[] = [];

  add(operation: QueuedOnDisconnect): void {
    this.queued.push(operation);
  }

  /**
   * `onDisconnect().cancel()` at `path`: drops what the operations would write at or below it,
   * including the part of an operation queued at a location above it.
   */
  cancel(path: Path): void {
    this.queued = this.queued
      .map((operation) => forget(operation, path))
      .filter((operation) => operation.length > 0);
  }

  /** Empties the queue and returns what it held, to run when the client goes away. */
  drain(): QueuedOnDisconnect[] {
    return this.queued.splice(0);
  }
}
