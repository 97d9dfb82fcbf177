import { compareKeys, MAX_NAME, MIN_NAME } from './key-order.ts';
import { compareValues, type WireQuery } from './order.ts';
import { countWhile, forEachBetween, fromSorted, type Tree } from './sorted-tree.ts';
import { getAt, isObject, type Json, JsonObject, type Path, parsePath } from './tree.ts';

/**
 * Queries as the server evaluates them, so a client receives only the matching children.
 * Priorities are not stored, so the default (priority) order is key order. Key-ordered queries
 * read the node's own sorted children; queries by child or by value read an index of
 * (indexed value, key) entries. Either way a window is found by counting entries below its bounds
 * in O(log n) and reading its l entries: O(log n + l), never a sort of all children.
 */
export type IndexEntry = { readonly index: Json; readonly key: string };
/** The children of one node in query order; the entries carry no value (the node has it). */
export type Index = Tree<IndexEntry, true>;

export const compareEntries = (a: IndexEntry, b: IndexEntry): number =>
  compareValues(a.index, b.index) || compareKeys(a.key, b.key);

/** Whether the query orders by a child or by value, and so needs an index besides the node. */
export const indexSpec = (query: WireQuery): string | undefined =>
  query.i === undefined || query.i === '.key' || query.i === '.priority' ? undefined : query.i;

/** How one index reads the value a child is ordered by; throws InvalidDataError for a bad path. */
export const indexReader = (spec: string): ((child: Json) => Json) => {
  if (spec === '.value') return (child) => child;
  const path: Path = parsePath(spec);
  return (child) => getAt(child, path);
};

export const buildIndex = (node: Json, read: (child: Json) => Json): Index => {
  if (!isObject(node)) return null;
  const entries: [IndexEntry, true][] = [];
  node.forEach((key, child) => {
    entries.push([{ index: read(child), key }, true]);
  });
  return fromSorted(entries.sort(([a], [b]) => compareEntries(a, b)));
};

type Bound = IndexEntry;

/** One order's view of a node: which tree holds it, and how its entries compare to a bound. */
type Order<K> = {
  readonly tree: (node: JsonObject, index: Index) => Tree<K, unknown>;
  readonly entry: (key: string, child: Json) => K;
  readonly keyOf: (entry: K) => string;
  readonly compare: (entry: K, bound: Bound) => number;
};

const KEY_ORDER: Order<string> = {
  tree: (node) => node.children,
  entry: (key) => key,
  keyOf: (key) => key,
  compare: (key, bound) => compareKeys(key, String(bound.index)),
};

const PRIORITY_ORDER: Order<string> = {
  ...KEY_ORDER,
  compare: (key, bound) => compareValues(null, bound.index) || compareKeys(key, bound.key),
};

const indexOrder = (read: (child: Json) => Json): Order<IndexEntry> => ({
  tree: (_node, index) => index,
  entry: (key, child) => ({ index: read(child), key }),
  keyOf: (entry) => entry.key,
  compare: compareEntries,
});

/** What a query selects from a node, whatever the order it uses. */
export type Selection = {
  /** The keys of the query's children, in query order. `index` is the node's current index. */
  keys(node: Json, index: Index): string[];
  /** Whether a child with this key and value falls between the query's bounds (limit aside). */
  inRange(key: string, child: Json): boolean;
};

const selection = <K>(order: Order<K>, query: WireQuery): Selection => {
  const start: Bound | undefined =
    'sp' in query
      ? { index: query.sp ?? null, key: query.sn ?? (query.sin === false ? MAX_NAME : MIN_NAME) }
      : undefined;
  const end: Bound | undefined =
    'ep' in query
      ? { index: query.ep ?? null, key: query.en ?? (query.ein === false ? MIN_NAME : MAX_NAME) }
      : undefined;
  const afterStart = (entry: K): boolean => {
    if (start === undefined) return true;
    const versus = order.compare(entry, start);
    return query.sin === false ? versus > 0 : versus >= 0;
  };
  const beforeEnd = (entry: K): boolean => {
    if (end === undefined) return true;
    const versus = order.compare(entry, end);
    return query.ein === false ? versus < 0 : versus <= 0;
  };
  return {
    keys(node, index) {
      if (!isObject(node)) return [];
      const tree = order.tree(node, index);
      const from = countWhile(tree, (entry) => !afterStart(entry));
      const to = Math.max(from, countWhile(tree, beforeEnd));
      const [first, last] =
        query.l === undefined
          ? [from, to]
          : query.vf === 'r'
            ? [Math.max(from, to - query.l), to]
            : [from, Math.min(to, from + query.l)];
      const keys: string[] = [];
      forEachBetween(tree, first, last, (entry) => keys.push(order.keyOf(entry)));
      return keys;
    },
    inRange(key, child) {
      const entry = order.entry(key, child);
      return afterStart(entry) && beforeEnd(entry);
    },
  };
};

export const selectionFor = (query: WireQuery): Selection => {
  const spec = indexSpec(query);
  if (spec !== undefined) return selection(indexOrder(indexReader(spec)), query);
  return selection(query.i === '.key' ? KEY_ORDER : PRIORITY_ORDER, query);
};

/** The matching children of `node` as an object; `index` saves building one when it is current. */
export const runQuery = (node: Json, query: WireQuery, index?: Index): Json => {
  if (!isObject(node)) return null;
  const spec = indexSpec(query);
  const current = index ?? (spec === undefined ? null : buildIndex(node, indexReader(spec)));
  return JsonObject.fromEntries(
    selectionFor(query)
      .keys(node, current)
      .map((key) => [key, node.get(key)]),
  );
};
