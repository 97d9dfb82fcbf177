import type { Node } from '@engage/domain/store/node';
import {
  type Database,
  get,
  onValue,
  type Query,
  type QueryConstraint,
  query,
  ref,
  type Unsubscribe,
} from 'firebase/database';

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
