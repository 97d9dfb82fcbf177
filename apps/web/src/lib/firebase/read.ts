import type { Node } from '@engage/domain/store/node';
import { get, onValue, ref } from 'firebase/database';
import { db } from './database-client.ts';

/**
 * Reading the database through the store's nodes: the value comes typed as the node's shape
 * (store/*.ts), so no screen restates it with `.val() as`, and a changed shape fails the
 * typecheck of every screen that reads it. Null when nothing is stored there.
 */
export const read = async <T>(node: Node<T>): Promise<T | null> =>
  (await get(ref(db(), node))).val() as T | null;

/**
 * The node's value now and after every change, until the returned function stops listening. A
 * refused or lost listen reaches `onError` (the SDK sends nothing more after it).
 */
export const watch = <T>(
  node: Node<T>,
  onChange: (value: T | null) => void,
  onError?: (error: Error) => void,
): (() => void) =>
  onValue(ref(db(), node), (snapshot) => onChange(snapshot.val() as T | null), onError);
