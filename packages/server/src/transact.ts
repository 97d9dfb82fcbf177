import type { Node } from '@engage/domain/store/node';
import type { Database } from 'firebase-admin/database';
import { databaseAt, type PlacedDeps } from './placed.ts';
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

/**
 * Listens to nodes a call will claim in transactions, from the moment it knows their paths: a
 * transaction's first listen (above) is then answered from the SDK's cache, and the claim costs
 * only its write, one round trip to the database instead of two. Started beside the call's reads,
 * the listens share their round trip. The value each listen brings is only a first guess, as the
 * transaction's is: a node changed meanwhile fails the write's hash and is tried again. Answers
 * the release, for when the claims are done.
 */
export const warmClaims = (
  deps: PlacedDeps,
  /** The nodes (a node is its path; null for one the call will not claim). */
  nodes: readonly (string | null)[],
): (() => void) => {
  // Each in the instance its transaction will run in (placed.ts).
  const listening = nodes.flatMap((node) =>
    node === null ? [] : [databaseAt(deps, node).ref(node)],
  );
  const keep = () => undefined;
  for (const ref of listening) ref.on('value', keep, keep);
  return () => {
    for (const ref of listening) ref.off('value', keep);
  };
};
