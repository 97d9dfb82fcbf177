import { type AuthContext, canRead, canWrite, type RuleNode } from '../rules/database-rules.ts';
import { hashNode, runQuery, type WireQuery } from './order.ts';
import { resolveServerValues } from './server-values.ts';
import {
  getAt,
  InvalidDataError,
  isObject,
  isPrefix,
  type Json,
  type JsonObject,
  normalize,
  type Path,
  setMany,
} from './tree.ts';

/** Who acts: the admin credential bypasses rules; everyone else is judged by them. */
export type Actor = { readonly admin: boolean; readonly auth: AuthContext };

export type Push = {
  readonly action: 'd' | 'm';
  readonly path: Path;
  readonly data: Json | JsonObject;
};

/** One active listen of one client: a location, and a query when it is not the default view. */
export type Listen = {
  readonly path: Path;
  readonly query?: WireQuery;
  /** The query result last sent, compared by reference to send only what changed. */
  lastResult?: JsonObject | null;
  readonly deliver: (push: Push) => void;
};

export type WriteStatus =
  | { readonly status: 'ok' }
  | {
      readonly status: 'permission_denied' | 'datastale' | 'invalid_data';
      readonly message: string;
    };

export type ReadResult =
  | { readonly status: 'ok'; readonly value: Json }
  | { readonly status: 'permission_denied'; readonly message: string };

const DENIED = { status: 'permission_denied', message: 'Permission denied' } as const;

export class Namespace {
  root: Json = null;
  private readonly listens = new Set<Listen>();

  constructor(
    readonly name: string,
    private readonly rules: () => RuleNode,
    private readonly clock: () => number = Date.now,
  ) {}

  private env(actor: Actor) {
    return { auth: actor.auth, now: this.clock() };
  }

  canRead(actor: Actor, path: Path, query?: WireQuery): boolean {
    return actor.admin || canRead(this.rules(), this.root, path, this.env(actor), query);
  }

  view(path: Path, query?: WireQuery): Json {
    const value = getAt(this.root, path);
    return query === undefined ? value : runQuery(value, query);
  }

  read(actor: Actor, path: Path, query?: WireQuery): ReadResult {
    if (!this.canRead(actor, path, query)) return DENIED;
    return { status: 'ok', value: this.view(path, query) };
  }

  /** Adds a listen and returns the data to send first (the whole view, or the query's matches). */
  listen(listen: Listen): Json {
    const value = this.view(listen.path, listen.query);
    if (listen.query !== undefined) listen.lastResult = isObject(value) ? value : null;
    this.listens.add(listen);
    return value;
  }

  unlisten(listen: Listen): void {
    this.listens.delete(listen);
  }

  /**
   * One atomic write: a set (one entry) or a multi-path update (several). Server values are
   * resolved against the data as it is now; rules see the whole result. Either all of it is
   * stored and every affected listener told, or nothing changes.
   */
  write(
    actor: Actor,
    entries: readonly (readonly [Path, unknown])[],
    expectedHash?: { readonly path: Path; readonly hash: string },
  ): WriteStatus {
    const before = this.root;
    if (
      expectedHash !== undefined &&
      hashNode(getAt(before, expectedHash.path)) !== expectedHash.hash
    ) {
      return { status: 'datastale', message: 'Transaction hash does not match' };
    }
    const prepared = this.prepare(actor, entries);
    if ('status' in prepared) return prepared;
    this.commit(before, prepared.after, prepared.paths);
    return { status: 'ok' };
  }

  /** Whether a write would be allowed now, without making it (onDisconnect checks this). */
  wouldAllow(actor: Actor, entries: readonly (readonly [Path, unknown])[]): boolean {
    return !('status' in this.prepare(actor, entries));
  }

  private prepare(
    actor: Actor,
    entries: readonly (readonly [Path, unknown])[],
  ): { readonly after: Json; readonly paths: Path[] } | Exclude<WriteStatus, { status: 'ok' }> {
    const before = this.root;
    const now = this.clock();
    let after: Json;
    try {
      after = setMany(
        before,
        entries.map(
          ([path, raw]) =>
            [path, normalize(resolveServerValues(raw, before, path, now), path.length)] as const,
        ),
      );
    } catch (error) {
      if (error instanceof InvalidDataError)
        return { status: 'invalid_data', message: error.message };
      throw error;
    }
    const paths = entries.map(([path]) => path);
    if (!actor.admin && !canWrite(this.rules(), before, after, paths, this.env(actor)))
      return DENIED;
    return { after, paths };
  }

  /** Replaces everything (seeding, import); listeners are told. */
  replaceRoot(value: Json): void {
    this.commit(this.root, value, [[]]);
  }

  private commit(before: Json, after: Json, changed: readonly Path[]): void {
    this.root = after;
    if (before === after) return;
    const queryCache = new Map<string, JsonObject | null>();
    for (const listen of this.listens) this.notify(listen, before, after, changed, queryCache);
  }

  private notify(
    listen: Listen,
    before: Json,
    after: Json,
    changed: readonly Path[],
    queryCache: Map<string, JsonObject | null>,
  ): void {
    const relevant = changed.filter(
      (path) => isPrefix(path, listen.path) || isPrefix(listen.path, path),
    );
    if (relevant.length === 0) return;
    const oldAt = getAt(before, listen.path);
    const newAt = getAt(after, listen.path);
    if (oldAt === newAt) return;

    if (listen.query !== undefined) {
      const key = `${listen.path.join('/')}|${JSON.stringify(listen.query)}`;
      let result = queryCache.get(key);
      if (result === undefined) {
        result = runQuery(newAt, listen.query);
        queryCache.set(key, result);
      }
      const previous = listen.lastResult ?? null;
      const diff: Record<string, Json> = {};
      let any = false;
      for (const childKey of new Set([
        ...Object.keys(previous ?? {}),
        ...Object.keys(result ?? {}),
      ])) {
        const was = previous?.[childKey] ?? null;
        const is = result?.[childKey] ?? null;
        if (was !== is) {
          diff[childKey] = is;
          any = true;
        }
      }
      listen.lastResult = result;
      if (any) listen.deliver({ action: 'm', path: listen.path, data: diff });
      return;
    }

    if (relevant.some((path) => isPrefix(path, listen.path))) {
      listen.deliver({ action: 'd', path: listen.path, data: newAt });
      return;
    }
    const merge: Record<string, Json> = {};
    let any = false;
    for (const path of relevant) {
      const value = getAt(after, path);
      if (getAt(before, path) !== value) {
        merge[path.slice(listen.path.length).join('/')] = value;
        any = true;
      }
    }
    if (any) listen.deliver({ action: 'm', path: listen.path, data: merge });
  }
}
