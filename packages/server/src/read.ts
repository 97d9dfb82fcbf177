import type { Node } from '@engage/domain/store/node';
import type { DataSnapshot, Query, Reference } from 'firebase-admin/database';
import type { Deps } from './deps.ts';

/**
 * What a snapshot taken at a node holds, as the store declares it, or null when nothing is there.
 * The one place the server trusts the database to hold the node's shape: the functions and the
 * rules are its only writers, and plans write only that shape.
 */
export const storedAt = <T>(_node: Node<T>, snapshot: DataSnapshot): T | null =>
  snapshot.val() as T | null;

/** What is stored at a node, or null when nothing is there. */
export const read = async <T>(deps: Pick<Deps, 'db'>, node: Node<T>): Promise<T | null> =>
  storedAt(node, await deps.db.ref(node).get());

/**
 * The children of a record node that a query keeps (ordered, filtered, limited: `query` narrows
 * the node's reference), as key and value in the query's order, which an object would lose.
 */
export const readChildren = async <T>(
  deps: Pick<Deps, 'db'>,
  node: Node<Readonly<Record<string, T>>>,
  query: (ref: Reference) => Query,
): Promise<(readonly [string, T])[]> => {
  const children: (readonly [string, T])[] = [];
  (await query(deps.db.ref(node)).get()).forEach((child) => {
    if (child.key !== null) children.push([child.key, child.val() as T]);
  });
  return children;
};
