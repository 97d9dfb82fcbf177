/**
 * What the emulator sends the clients of one namespace: responses (data messages: listen
 * updates, which are pushes, and answers to requests, which are replies) and their bytes, in
 * total and per second, so a load simulator can report fan-out. Per-second figures are the
 * average over the last `windowSeconds` whole seconds, kept in one bucket per second.
 */
export type TrafficCounts = {
  readonly responses: number;
  readonly pushes: number;
  readonly replies: number;
  readonly bytes: number;
};

export type TrafficStats = {
  readonly connections: number;
  readonly totals: TrafficCounts;
  /**
   * The totals by source: the first segment of the path a push or a read's reply carries
   * (`boardSnapshots`, `users`, …); other replies (write and listen acknowledgements, handshakes)
   * under `(acks)`. What a cost report splits the database's downloads by.
   */
  readonly bySource: Readonly<Record<string, TrafficCounts>>;
  readonly perSecond: TrafficCounts;
  readonly windowSeconds: number;
};

type Bucket = { second: number; pushes: number; replies: number; bytes: number };

const emptyBucket = (second: number): Bucket => ({ second, pushes: 0, replies: 0, bytes: 0 });

const counts = (pushes: number, replies: number, bytes: number): TrafficCounts => ({
  responses: pushes + replies,
  pushes,
  replies,
  bytes,
});

/** The source a path is counted under: its first segment. */
const sourceOf = (path: string | undefined): string =>
  path === undefined ? '(acks)' : path.split('/').find((segment) => segment !== '') || '(root)';

export class Traffic {
  private readonly totals = emptyBucket(0);
  private readonly sources = new Map<string, Bucket>();
  private readonly buckets: Bucket[];
  private connections = 0;

  constructor(
    private readonly clock: () => number = Date.now,
    readonly windowSeconds = 10,
  ) {
    this.buckets = Array.from({ length: windowSeconds + 1 }, () => emptyBucket(-1));
  }

  /** Clients connected now. */
  get open(): number {
    return this.connections;
  }

  opened(): void {
    this.connections += 1;
  }

  closed(): void {
    this.connections -= 1;
  }

  /**
   * One data message of `bytes` (its JSON text, in UTF-8) sent to one client, about `path` (a
   * push's or a read's) if it carries one.
   */
  record(kind: 'push' | 'reply', bytes: number, path?: string): void {
    const second = Math.floor(this.clock() / 1_000);
    const slot = second % this.buckets.length;
    let bucket = this.buckets[slot];
    if (bucket === undefined || bucket.second !== second) {
      bucket = emptyBucket(second);
      this.buckets[slot] = bucket;
    }
    const source = sourceOf(path);
    let bySource = this.sources.get(source);
    if (bySource === undefined) {
      bySource = emptyBucket(0);
      this.sources.set(source, bySource);
    }
    for (const target of [bucket, this.totals, bySource]) {
      if (kind === 'push') target.pushes += 1;
      else target.replies += 1;
      target.bytes += bytes;
    }
  }

  stats(): TrafficStats {
    const now = Math.floor(this.clock() / 1_000);
    let pushes = 0;
    let replies = 0;
    let bytes = 0;
    for (const bucket of this.buckets) {
      // The current second is still filling up; the window is the whole seconds before it.
      if (bucket.second >= now || bucket.second < now - this.windowSeconds) continue;
      pushes += bucket.pushes;
      replies += bucket.replies;
      bytes += bucket.bytes;
    }
    const window = this.windowSeconds;
    return {
      connections: this.connections,
      totals: counts(this.totals.pushes, this.totals.replies, this.totals.bytes),
      bySource: Object.fromEntries(
        [...this.sources].map(([source, b]) => [source, counts(b.pushes, b.replies, b.bytes)]),
      ),
      perSecond: counts(pushes / window, replies / window, bytes / window),
      windowSeconds: window,
    };
  }
}
