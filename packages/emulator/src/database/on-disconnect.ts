import { isPrefix, type Path } from './tree.ts';
import type { WriteKind } from './write-entries.ts';

type QueuedOnDisconnect = {
  readonly kind: WriteKind;
  readonly path: Path;
  readonly data: unknown;
};

/** One client's onDisconnect operations, in the order they were queued. */
export class OnDisconnectQueue {
  private readonly queued: QueuedOnDisconnect[] = [];

  add(operation: QueuedOnDisconnect): void {
    this.queued.push(operation);
  }

  /** `onDisconnect().cancel()` at `path`: drops the operations at or below it. */
  cancel(path: Path): void {
    for (let i = this.queued.length - 1; i >= 0; i -= 1) {
      const queued = this.queued[i];
      if (queued !== undefined && isPrefix(path, queued.path)) this.queued.splice(i, 1);
    }
  }

  /** Empties the queue and returns what it held, to run when the client goes away. */
  drain(): QueuedOnDisconnect[] {
    return this.queued.splice(0);
  }
}
