import type { ChildValue, IndexedNode } from '@engage/domain/store/indexed';
import type { Node } from '@engage/domain/store/node';
import type { DataSnapshot, Query, Reference } from 'firebase-admin/database';
import { databaseAt, type PlacedDeps } from './placed.ts';

/**
 * What a snapshot taken at a node holds, as the store declares it, or null when nothing is there.
 * The one place the server trusts the database to hold the node's shape: the functions and the
 * rules are its only writers, and plans write only that shape.
 */
export const storedAt = <T>(_node: Node<T>, snapshot: DataSnapshot): T | null =>
  snapshot.val() as T | null;

/** What is stored at a node, or null when nothing is there. */
export const read = async <T>(deps: PlacedDeps, node: Node<T>): Promise<T | null> =>
  storedAt(node, await databaseAt(deps, node).ref(node).get());

/**
 * A record node's reference, for a query: ordered by its keys, or by a child its index names
 * (store/indexed.ts), and no other, so a query the database has no index for fails typecheck.
 */
export type Ordered<K extends string> = Omit<Reference, 'orderByChild'> & {
  orderByChild(path: K): Query;
};

/**
 * The children of a record node that a query keeps (ordered, filtered, limited: `query` narrows
 * the node's reference), as key and value in the query's order, which an object would lose.
 */
export const readChildren = async <T, K extends string = never>(
  deps: PlacedDeps,
  node: IndexedNode<T, K>,
  query: (ref: Ordered<K>) => Query,
): Promise<(readonly [string, T])[]> => {
  const children: (readonly [string, T])[] = [];
  (await query(databaseAt(deps, node).ref(node)).get()).forEach((child) => {
    if (child.key !== null) children.push([child.key, child.val() as T]);
  });
  return children;
};

/**
 * The children of a record node whose `child` (one its index names) equals `value`, as the store
 * declares them: a whole root (users, events) read through its index rather than in full.
 */
export const readWhere = async <T, K extends string = never, C extends K = K>(
  deps: PlacedDeps,
  node: IndexedNode<T, K>,
  child: C,
  value: ChildValue<T, C> & (string | number | boolean),
): Promise<Readonly<Record<string, T>> | null> =>
  storedAt(node, await databaseAt(deps, node).ref(node).orderByChild(child).equalTo(value).get());

/**
 * Calls `listener` with each child of a node, those there now and each one added later, typed as
 * the store declares the node's children. Returns what stops listening.
 */
export const onChildAdded = <T>(
  deps: PlacedDeps,
  node: Node<Readonly<Record<string, T>>>,
  listener: (child: T, key: string) => void,
): (() => void) => {
  const ref = databaseAt(deps, node).ref(node);
  const added = (snapshot: DataSnapshot) => listener(snapshot.val() as T, snapshot.key ?? '');
  ref.on('child_added', added);
  return () => ref.off('child_added', added);
};
