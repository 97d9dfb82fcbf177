import { type AuthContext, canRead, canWrite, type RuleNode } from '../rules/database-rules.ts';
import type { Listen } from './listen.ts';
import { hashNode, type WireQuery } from './order.ts';
import { PathTrie } from './path-trie.ts';
import { indexSpec, runQuery } from './query.ts';
import { type ChangedChildren, LiveIndex, QueryView } from './query-view.ts';
import { resolveServerValues } from './server-values.ts';
import { Traffic } from './traffic.ts';
import {
  getAt,
  InvalidDataError,
  isPrefix,
  type Json,
  normalize,
  type Path,
  record,
  setMany,
} from './tree.ts';

/** Who acts: the admin credential bypasses rules; everyone else is judged by them. */
export type Actor = { readonly admin: boolean; readonly auth: AuthContext };

type WriteStatus =
  | { readonly status: 'ok' }
  | {
      readonly status: 'permission_denied' | 'datastale' | 'invalid_data';
      readonly message: string;
    };

type ReadResult =
  | { readonly status: 'ok'; readonly value: Json }
  | { readonly status: 'permission_denied'; readonly message: string };

const DENIED = { status: 'permission_denied', message: 'Permission denied' } as const;

/** Map keys for a location and what is listened there: unambiguous whatever the keys hold. */
const locationKey = (path: Path, what: unknown): string => JSON.stringify([path, what]);
const queryKey = (query: WireQuery): [string, unknown][] =>
  Object.entries(query).sort(([a], [b]) => (a < b ? -1 : 1));

/** Which children of `path` the relevant written paths changed: all when one is at or above it. */
const changedChildren = (path: Path, written: readonly Path[]): ChangedChildren => {
  const keys = new Set<string>();
  for (const at of written) {
    const key = at[path.length];
    if (key === undefined) return 'all';
    keys.add(key);
  }
  return keys;
};

export class Namespace {
  root: Json = null;
  /** Responses sent to this namespace's clients, for fan-out figures. */
  readonly traffic = new Traffic();
  /** Default listens and query views, by location. */
  private readonly subscribers = new PathTrie<Listen | QueryView>();
  private readonly views = new Map<string, QueryView>();
  private readonly indexes = new Map<string, LiveIndex>();

  constructor(
    readonly name: string,
    private readonly rules: () => RuleNode,
    private readonly clock: () => number = Date.now,
  ) {}

  private env(actor: Actor, now = this.clock()) {
    return { auth: actor.auth, now };
  }

  canRead(actor: Actor, path: Path, query?: WireQuery): boolean {
    return actor.admin || canRead(this.rules(), this.root, path, this.env(actor), query);
  }

  view(path: Path, query?: WireQuery): Json {
    const value = getAt(this.root, path);
    if (query === undefined) return value;
    const live = this.views.get(locationKey(path, queryKey(query)));
    if (live !== undefined) return live.result(value);
    const spec = indexSpec(query);
    const index = spec === undefined ? undefined : this.indexes.get(locationKey(path, spec));
    return runQuery(value, query, index?.treeAt(value));
  }

  read(actor: Actor, path: Path, query?: WireQuery): ReadResult {
    if (!this.canRead(actor, path, query)) return DENIED;
    return { status: 'ok', value: this.view(path, query) };
  }

  /** Adds a listen and returns the data to send first (the whole view, or the query's matches). */
  listen(listen: Listen): Json {
    const value = getAt(this.root, listen.path);
    if (listen.query === undefined) {
      this.subscribers.add(listen.path, listen);
      return value;
    }
    const view = this.viewOf(listen.path, listen.query);
    view.listens.add(listen);
    return view.result(value);
  }

  unlisten(listen: Listen): void {
    if (listen.query === undefined) {
      this.subscribers.delete(listen.path, listen);
      return;
    }
    const key = locationKey(listen.path, queryKey(listen.query));
    const view = this.views.get(key);
    if (view === undefined || !view.listens.delete(listen) || view.listens.size > 0) return;
    this.views.delete(key);
    this.subscribers.delete(view.path, view);
    const spec = indexSpec(view.query);
    if (view.index === null || spec === undefined) return;
    view.index.views -= 1;
    if (view.index.views === 0) this.indexes.delete(locationKey(view.path, spec));
  }

  /** The shared view of one query at one location, with the index it reads, made on first use. */
  private viewOf(path: Path, query: WireQuery): QueryView {
    const key = locationKey(path, queryKey(query));
    const existing = this.views.get(key);
    if (existing !== undefined) return existing;
    const spec = indexSpec(query);
    let index: LiveIndex | null = null;
    if (spec !== undefined) {
      const indexKey = locationKey(path, spec);
      index = this.indexes.get(indexKey) ?? new LiveIndex(spec, getAt(this.root, path));
      this.indexes.set(indexKey, index);
      index.views += 1;
    }
    const view = new QueryView(path, query, index);
    this.views.set(key, view);
    this.subscribers.add(path, view);
    return view;
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
    // The rules' `now` is the instant the server values were resolved at, as in Firebase:
    // `newData.child('at').val() === now` holds for a server timestamp however busy the clock.
    if (!actor.admin && !canWrite(this.rules(), before, after, paths, this.env(actor, now)))
      return DENIED;
    return { after, paths };
  }

  /** Replaces everything (seeding, import); listeners are told. */
  replaceRoot(value: unknown): void {
    this.commit(this.root, normalize(value), [[]]);
  }

  private commit(before: Json, after: Json, changed: readonly Path[]): void {
    this.root = after;
    if (before === after) return;
    const affected = new Map<Listen | QueryView, Path[]>();
    for (const path of changed) {
      this.subscribers.forEachRelated(path, (subscriber) => {
        const paths = affected.get(subscriber);
        if (paths === undefined) affected.set(subscriber, [path]);
        else paths.push(path);
      });
    }
    for (const [subscriber, paths] of affected) {
      if (subscriber instanceof QueryView) this.notifyView(subscriber, before, after, paths);
      else this.notify(subscriber, before, after, paths);
    }
  }

  private notifyView(view: QueryView, before: Json, after: Json, relevant: Path[]): void {
    const oldAt = getAt(before, view.path);
    const newAt = getAt(after, view.path);
    if (oldAt === newAt) return;
    const merge = view.diff(oldAt, newAt, changedChildren(view.path, relevant));
    if (merge === null) return;
    for (const listen of view.listens)
      listen.deliver({ action: 'm', path: view.path, data: merge });
  }

  private notify(listen: Listen, before: Json, after: Json, relevant: Path[]): void {
    const oldAt = getAt(before, listen.path);
    const newAt = getAt(after, listen.path);
    if (oldAt === newAt) return;
    if (relevant.some((path) => isPrefix(path, listen.path))) {
      listen.deliver({ action: 'd', path: listen.path, data: newAt });
      return;
    }
    const merge = record<Json>();
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
