import type { ErrorCode } from './errors.ts';
import type { Node, Writable } from './store/node.ts';

/**
 * A plan is what a server rule decides, as data: the caller's result or a catalogue refusal, and
 * the writes that go with it. Handlers read, ask a `decide…` function for the plan, and hand it to
 * the one committer, so every rule is a pure function tested as a table here, and no handler holds
 * a rule.
 *
 * Writes are sets by path (null removes) and server increments by path, kept apart so increments
 * on one path add up. A refusal may carry writes too (a failed attempt counted, a claim released).
 */
export type Writes = {
  readonly sets: Readonly<Record<string, unknown>>;
  readonly increments: Readonly<Record<string, number>>;
};

/** A value or a typed failure: domain code returns these instead of throwing for expected outcomes. */
export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<E> = { readonly ok: false; readonly error: E };
export type Result<T, E> = Ok<T> | Err<E>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = <E>(error: E): Err<E> => ({ ok: false, error });

/** A plan is a Result whose failure is a catalogue code, each side with its writes. */
export type Accepted<T> = Ok<T> & { readonly writes: Writes };
export type Refused = Err<ErrorCode> & {
  readonly detail?: string;
  /** The input field the refusal is about (`Logo`), for screens to name it by its label. */
  readonly field?: string;
  readonly writes: Writes;
};
export type Plan<T> = Accepted<T> | Refused;

/**
 * A plan decided inside a transaction at one path: `next` is stored there (the claim, of C, the
 * shape the path's node stores; undefined leaves the path as it is), and only then are the plan's
 * other writes made. A refusal usually stores nothing at the path; one that must count itself
 * there (a wrong guess) says `next` too.
 */
export type Claim<T, C = unknown> = (Accepted<T> | Refused) & { readonly next?: C | null };

const NO_WRITES: Writes = { sets: {}, increments: {} };

/**
 * Collects the writes of one plan; each decide function uses its own. A write names a node of
 * the store (store/*.ts) and may put there only what the node holds.
 */
export class WriteSet {
  private readonly sets: Record<string, unknown> = {};
  private readonly increments: Record<string, number> = {};

  set<T>(node: Node<T>, value: Writable<T> | null): this {
    this.sets[node] = value;
    return this;
  }

  remove<T>(node: Node<T>): this {
    this.sets[node] = null;
    return this;
  }

  increment(node: Node<number>, by: number): this {
    this.add(node, by);
    return this;
  }

  /** Adds another plan's writes (a seed collects many attendees into one update). */
  merge(writes: Writes): this {
    for (const [path, value] of Object.entries(writes.sets)) this.sets[path] = value;
    for (const [path, by] of Object.entries(writes.increments)) this.add(path, by);
    return this;
  }

  writes(): Writes {
    return { sets: { ...this.sets }, increments: { ...this.increments } };
  }

  private add(path: string, by: number): void {
    if (by !== 0) this.increments[path] = (this.increments[path] ?? 0) + by;
  }
}

export const accept = <T>(value: T, writes: WriteSet | Writes = NO_WRITES): Accepted<T> => ({
  ok: true,
  value,
  writes: writes instanceof WriteSet ? writes.writes() : writes,
});

export const refuse = (
  error: ErrorCode,
  detail?: string,
  writes: WriteSet | Writes = NO_WRITES,
): Refused => ({
  ok: false,
  error,
  ...(detail === undefined ? {} : { detail }),
  writes: writes instanceof WriteSet ? writes.writes() : writes,
});

/** A refusal of one field of the input: its name there, and the reason in words. */
export const refuseField = (error: ErrorCode, field: string, detail: string): Refused => ({
  ...refuse(error, `${field}: ${detail}`),
  field,
});

/** Whether a decision that answers a value of its own or a refusal (decideAdmission) refused. */
export const isRefused = <T extends object>(value: T | Refused): value is Refused =>
  'ok' in value && value.ok === false;

export const claim = <T, C>(next: C | null, plan: Plan<T>): Claim<T, C> => ({ ...plan, next });

/** What every decide function may use besides what was read: the clock and fresh ids. */
export type Context = {
  readonly now: number;
  /** A new push id (chronological, unique): ledger entries, rooms, notifications. */
  readonly newId: () => string;
  readonly random: () => number;
};
