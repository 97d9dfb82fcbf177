import type { Node } from '@engage/domain/store/node';
import type { Database } from 'firebase-admin/database';
import { storedAt } from './read.ts';

/**
 * A transaction that starts from the server's value. The SDK first calls the update function with
 * what it has cached, which is null for a location nobody listens to, and returning undefined
 * there aborts at once without asking the server. Listening first fills the cache, so an update
 * function may refuse (return undefined) on what it sees; conflicts still retry by hash.
 */
export const transact = async <T>(
  db: Database,
  node: Node<T>,
  update: (current: T | null) => T | null | undefined,
): Promise<{ committed: boolean; value: T | null }> => {
  const ref = db.ref(node);
  const keepSynced = ref.on('value', () => undefined);
  try {
    await ref.once('value');
    const result = await ref.transaction(update, undefined, false);
    return { committed: result.committed, value: storedAt(node, result.snapshot) };
  } finally {
    ref.off('value', keepSynced);
  }
};
