import type { Node } from '@engage/domain/store/node';
import type { Deps } from './deps.ts';

/**
 * What is stored at a node, as the store declares it, or null when nothing is there. The one
 * place the server trusts the database to hold the node's shape: the functions and the rules
 * are its only writers, and plans write only that shape.
 */
export const read = async <T>(deps: Pick<Deps, 'db'>, node: Node<T>): Promise<T | null> =>
  (await deps.db.ref(node).get()).val() as T | null;

/**
 * The children of a node whose `child` equals `value`, as the store declares them: a whole root
 * (users, events) read through its index rather than in full.
 */
export const readWhere = async <T extends Readonly<Record<string, unknown>>>(
  deps: Pick<Deps, 'db'>,
  node: Node<T>,
  child: string,
  value: string | number | boolean,
): Promise<T | null> =>
  (await deps.db.ref(node).orderByChild(child).equalTo(value).get()).val() as T | null;
