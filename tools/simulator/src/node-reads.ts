import type { IndexedNode } from '@engage/domain/store/indexed';
import type { Node } from '@engage/domain/store/node';
import {
  type Database,
  get,
  onValue,
  orderByChild,
  type Query,
  type QueryConstraint,
  query,
  ref,
  type Unsubscribe,
} from 'firebase/database';

/**
 * Orders a query of a record node by a child its index names (store/indexed.ts): the simulated
 * screens' one way to order by a child (a lint rule keeps `orderByChild` in this file), as the
 * app's own read.ts does.
 */
export const orderByIndexed = <T, K extends string>(
  _node: IndexedNode<T, K>,
  child: NoInfer<K>,
): QueryConstraint => orderByChild(child);

/** The node itself, or a query on it when constraints are given. */
const at = <T>(db: Database, node: Node<T>, constraints: readonly QueryConstraint[]): Query =>
  constraints.length === 0 ? ref(db, node) : query(ref(db, node), ...constraints);

/**
 * What a simulated attendee reads at a node, as the store declares it, or null when nothing is
 * there: the one place the simulator's web clients trust the database to hold the node's shape
 * (the functions and the rules are its only writers). Constraints narrow which children come,
 * never their shape.
 */
export const readNode = async <T>(
  db: Database,
  node: Node<T>,
  ...constraints: QueryConstraint[]
): Promise<T | null> => (await get(at(db, node, constraints))).val() as T | null;

/** Follows a node as its screen would, with the value typed from the node. */
export const watchNode = <T>(
  db: Database,
  node: Node<T>,
  onChange: (value: T | null) => void,
  onCancel?: (error: Error) => void,
  ...constraints: QueryConstraint[]
): Unsubscribe =>
  onValue(at(db, node, constraints), (snapshot) => onChange(snapshot.val() as T | null), onCancel);
