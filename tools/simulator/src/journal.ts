/**
 * What the simulated attendees did and were told: every callable's outcome and latency, the
 * refusals each call site expected (a race lost, a rate limit) kept apart from the ones it did
 * not, the actions the server acknowledged with points (each must be in the ledger), and named
 * counters for faults and screens.
 */
export type Outcome =
  | { readonly kind: 'ok' }
  | { readonly kind: 'refused'; readonly code: string }
  | { readonly kind: 'failed'; readonly code: string };

/**
 * Points the server said it gave (or charged): the ledger of `key` must hold an entry with this
 * reason and these points. Acks sharing an `id` (a purchase retried with its request id) are one
 * action.
 */
export type Ack = {
  readonly key: string;
  readonly reason: string;
  readonly points: number;
  readonly id?: string;
};

export type CallRecord = {
  ok: number;
  refused: Record<string, number>;
  failed: Record<string, number>;
  latenciesMs: number[];
  /** The latencies of the calls answered ok alone: what a kind of call takes when it does its work. */
  okLatenciesMs: number[];
};

export type JournalSummary = {
  readonly calls: number;
  readonly ok: number;
  readonly expectedRefusals: Record<string, number>;
  readonly unexpectedRefusals: Record<string, number>;
  readonly failures: Record<string, number>;
  readonly byCallable: Record<string, CallRecord>;
  readonly counters: Record<string, number>;
};

export class Journal {
  private readonly records = new Map<string, CallRecord>();
  private readonly expected = new Map<string, number>();
  private readonly unexpected = new Map<string, number>();
  private readonly failures = new Map<string, number>();
  private readonly counts = new Map<string, number>();
  readonly acks: Ack[] = [];
  /** Award-to-screen delays seen by leaderboard viewers on the published board. */
  readonly screenDelaysMs: number[] = [];
  /** Award-to-screen delays of a viewer's own entry, from its own awarding calls (own-entry.ts). */
  readonly ownEntryDelaysMs: number[] = [];

  private record(name: string): CallRecord {
    let record = this.records.get(name);
    if (record === undefined) {
      record = { ok: 0, refused: {}, failed: {}, latenciesMs: [], okLatenciesMs: [] };
      this.records.set(name, record);
    }
    return record;
  }

  /** One call: `expected` lists the refusals its call site counts as part of the game. */
  call(name: string, outcome: Outcome, ms: number, expected: readonly string[] = []): void {
    const record = this.record(name);
    record.latenciesMs.push(ms);
    const label = (code: string) => `${name}: ${code}`;
    if (outcome.kind === 'ok') {
      record.ok += 1;
      record.okLatenciesMs.push(ms);
    } else if (outcome.kind === 'refused') {
      record.refused[outcome.code] = (record.refused[outcome.code] ?? 0) + 1;
      const into = expected.includes(outcome.code) ? this.expected : this.unexpected;
      into.set(label(outcome.code), (into.get(label(outcome.code)) ?? 0) + 1);
    } else {
      record.failed[outcome.code] = (record.failed[outcome.code] ?? 0) + 1;
      this.failures.set(label(outcome.code), (this.failures.get(label(outcome.code)) ?? 0) + 1);
    }
  }

  ack(ack: Ack): void {
    this.acks.push(ack);
  }

  count(counter: string, by = 1): void {
    this.counts.set(counter, (this.counts.get(counter) ?? 0) + by);
  }

  counter(counter: string): number {
    return this.counts.get(counter) ?? 0;
  }

  summary(): JournalSummary {
    const byCallable = Object.fromEntries([...this.records].sort(([a], [b]) => a.localeCompare(b)));
    const all = [...this.records.values()];
    return {
      calls: all.reduce((sum, r) => sum + r.latenciesMs.length, 0),
      ok: all.reduce((sum, r) => sum + r.ok, 0),
      expectedRefusals: Object.fromEntries(this.expected),
      unexpectedRefusals: Object.fromEntries(this.unexpected),
      failures: Object.fromEntries(this.failures),
      byCallable,
      counters: Object.fromEntries([...this.counts].sort(([a], [b]) => a.localeCompare(b))),
    };
  }
}

/** The p-th percentile (0..100) of `values`, nearest rank; NaN for none. */
export const percentile = (values: readonly number[], p: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? Number.NaN;
};
