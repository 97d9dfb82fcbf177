import type { Listen } from './listen.ts';
import type { WireQuery } from './order.ts';
import {
  buildIndex,
  compareEntries,
  type Index,
  indexReader,
  runQuery,
  type Selection,
  selectionFor,
} from './query.ts';
import { insert, remove } from './sorted-tree.ts';
import { child, isObject, type Json, type Path, record } from './tree.ts';

/** The children of a listened node that a write touched, or all of them (the node was replaced). */
export type ChangedChildren = 'all' | ReadonlySet<string>;

/**
 * The index of one node by one child path (or by value), kept up to date write by write: a
 * write re-indexes only the children it changed, in O(log n) each. It remembers the tree it had
 * before the last write too, so a query can compare its window before and after.
 */
export class LiveIndex {
  private readonly read: (child: Json) => Json;
  private node: Json;
  private tree: Index;
  private previous: { readonly node: Json; readonly tree: Index } | null = null;
  /** How many query views read this index; it is dropped with the last. */
  views = 0;

  constructor(spec: string, node: Json) {
    this.read = indexReader(spec);
    this.node = node;
    this.tree = buildIndex(node, this.read);
  }

  /** The index of `node`, which is the current or the previous version of the indexed node. */
  treeAt(node: Json): Index {
    if (node === this.node) return this.tree;
    if (this.previous !== null && node === this.previous.node) return this.previous.tree;
    return buildIndex(node, this.read);
  }

  advance(node: Json, changed: ChangedChildren): void {
    if (node === this.node) return;
    const old = this.node;
    this.previous = { node: old, tree: this.tree };
    this.node = node;
    if (changed === 'all' || !isObject(old) || !isObject(node)) {
      this.tree = buildIndex(node, this.read);
      return;
    }
    let tree = this.tree;
    for (const key of changed) {
      const was = old.get(key);
      const is = node.get(key);
      if (was === is) continue;
      if (was !== null) tree = remove(tree, { index: this.read(was), key }, compareEntries);
      if (is !== null) tree = insert(tree, { index: this.read(is), key }, true, compareEntries);
    }
    this.tree = tree;
  }
}

/**
 * One distinct listened query (a location and its query), shared by every listen of it: the
 * change to its result is worked out once per write and sent to each.
 */
export class QueryView {
  readonly listens = new Set<Listen>();
  private readonly selection: Selection;

  constructor(
    readonly path: Path,
    readonly query: WireQuery,
    readonly index: LiveIndex | null,
  ) {
    this.selection = selectionFor(query);
  }

  result(node: Json): Json {
    return runQuery(node, this.query, this.index?.treeAt(node));
  }

  /**
   * The merge that turns the result for `before` into the result for `after`: new or changed
   * children with their value, children that left with null; null when the result is the same.
   * Without a limit a child's membership depends on that child alone, so only the changed ones
   * are looked at; with one, the two windows (l children each) are compared.
   */
  diff(before: Json, after: Json, changed: ChangedChildren): Record<string, Json> | null {
    this.index?.advance(after, changed);
    const merge = record<Json>();
    let any = false;
    const put = (key: string, value: Json) => {
      merge[key] = value;
      any = true;
    };
    if (this.query.l === undefined && changed !== 'all') {
      for (const key of changed) {
        const was = child(before, key);
        const is = child(after, key);
        if (was === is) continue;
        if (is !== null && this.selection.inRange(key, is)) put(key, is);
        else if (was !== null && this.selection.inRange(key, was)) put(key, null);
      }
      return any ? merge : null;
    }
    const previous = this.keys(before);
    const current = this.keys(after);
    const kept = new Set(current);
    for (const key of previous) if (!kept.has(key)) put(key, null);
    const had = new Set(previous);
    for (const key of current) {
      if (!had.has(key)) put(key, child(after, key));
      else if (changed === 'all' || changed.has(key)) {
        // Only a written child can differ from what the client holds.
        const is = child(after, key);
        if (child(before, key) !== is) put(key, is);
      }
    }
    return any ? merge : null;
  }

  private keys(node: Json): string[] {
    return this.selection.keys(node, this.index?.treeAt(node) ?? null);
  }
}
