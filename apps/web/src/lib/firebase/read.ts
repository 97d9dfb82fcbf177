import type { IndexedNode } from '@engage/domain/store/indexed';
import type { Node, Writable } from '@engage/domain/store/node';
import {
  type Database,
  type DataSnapshot,
  get,
  onValue,
  orderByChild,
  type QueryConstraint,
  query,
  ref,
  set,
} from 'firebase/database';
import { databaseAt, knownAt } from './database-client.ts';

/**
 * Reading the database through the store's nodes: the value comes typed as the node's shape
 * (store/*.ts), so no screen restates it with `.val() as`, and a changed shape fails the
 * typecheck of every screen that reads it. Null when nothing is stored there.
 */
export const read = async <T>(node: Node<T>): Promise<T | null> =>
  (await get(ref(await databaseAt(node), node))).val() as T | null;

/**
 * The browser's own few writes (its photo path, presence, the welcome flag), typed as the node's
 * shape like a plan's writes are: the rules decide whether they land.
 */
export const write = <T>(node: Node<T>, value: Writable<T>): Promise<void> => {
  const known = knownAt(node);
  return known === undefined
    ? databaseAt(node).then((database) => set(ref(database, node), value))
    : set(ref(known, node), value);
};

/**
 * Starts a listener once the node's database is known (at once, but for an event's data in a
 * deployment of several instances before its instance was read); the returned function stops it,
 * or keeps it from starting.
 */
const whenOpen = (
  node: string,
  start: (database: Database) => () => void,
  onError?: (error: Error) => void,
): (() => void) => {
  const known = knownAt(node);
  if (known !== undefined) return start(known);
  let stop: (() => void) | undefined;
  let stopped = false;
  databaseAt(node).then(
    (database) => {
      if (!stopped) stop = start(database);
    },
    (error: Error) => onError?.(error),
  );
  return () => {
    stopped = true;
    stop?.();
  };
};

/**
 * The node's value now and after every change, until the returned function stops listening. A
 * refused or lost listen reaches `onError` (the SDK sends nothing more after it).
 */
export const watch = <T>(
  node: Node<T>,
  onChange: (value: T | null) => void,
  onError?: (error: Error) => void,
): (() => void) =>
  whenOpen(
    node,
    (database) =>
      onValue(ref(database, node), (snapshot) => onChange(snapshot.val() as T | null), onError),
    onError,
  );

/**
 * Orders a query of a record node by a child its index names (store/indexed.ts): the browser's one
 * way to order by a child (a lint rule keeps `orderByChild` in this file), so a query the
 * database holds no index for fails typecheck instead of fetching the whole node.
 */
export const orderByIndexed = <T, K extends string>(
  _node: IndexedNode<T, K>,
  child: NoInfer<K>,
): QueryConstraint => orderByChild(child);

/** A node's children as [key, value] pairs, typed from the node's record and in the query's order. */
export type Children<T> = [string, T][];

const childrenOf = <T>(snapshot: DataSnapshot): Children<T> => {
  const children: Children<T> = [];
  snapshot.forEach((child) => {
    children.push([child.key ?? '', child.val() as T]);
  });
  return children;
};

/**
 * The children of a record node that a query picks (ordered, limited, from a key on), in the
 * query's order: a plain read of the record would lose it.
 */
export const readChildren = async <T>(
  node: Node<Readonly<Record<string, T>>>,
  ...constraints: QueryConstraint[]
): Promise<Children<T>> =>
  childrenOf<T>(await get(query(ref(await databaseAt(node), node), ...constraints)));

/** The children a query picks of a record node, in its order, now and after every change. */
export const watchChildren = <T>(
  node: Node<Readonly<Record<string, T>>>,
  constraints: readonly QueryConstraint[],
  onChange: (children: Children<T>) => void,
  onError?: (error: Error) => void,
): (() => void) =>
  whenOpen(
    node,
    (database) =>
      onValue(
        query(ref(database, node), ...constraints),
        (snapshot) => onChange(childrenOf<T>(snapshot)),
        onError,
      ),
    onError,
  );
