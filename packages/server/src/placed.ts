import { isEmpty, splitWrites } from '@engage/domain/instances';
import type { Writes } from '@engage/domain/plan';
import { placementOf } from '@engage/domain/store/placement';
import { type Database, ServerValue } from 'firebase-admin/database';
import type { Deps } from './deps.ts';

/** What decides where a path is read and written: the instance in use and, around it, the rest. */
export type PlacedDeps = Pick<Deps, 'db' | 'spanning' | 'databases'>;

/**
 * The instance a path lives in: the event's own (`db`) unless the event has one and the path
 * spans events (store/placement.ts), which the default instance (`spanning`) holds. A path kept in
 * both is read and transacted in the default, which is its original; the event's is its copy.
 */
export const databaseAt = (deps: PlacedDeps, path: string): Database =>
  deps.spanning !== undefined && placementOf(path) !== 'event' ? deps.spanning : deps.db;

/** A plan's writes as one multi-path update: increments become server increments. */
export const toUpdate = (writes: Writes): Record<string, unknown> => {
  const update: Record<string, unknown> = { ...writes.sets };
  for (const [path, by] of Object.entries(writes.increments))
    update[path] = ServerValue.increment(by);
  return update;
};

export const applyWrites = async (db: Database, writes: Writes): Promise<void> => {
  const update = toUpdate(writes);
  if (Object.keys(update).length > 0) await db.ref().update(update);
};

/**
 * A plan's writes where they live. With one instance (or an event on the default one) that is one
 * multi-path update, all or nothing, as always. For an event on its own instance no update spans
 * two instances, so what spans events goes first and the event's part second: a call that dies
 * between them leaves indexes pointing at a profile not there yet (a registration's retry finds
 * its marks and writes it, docs/registration.md), or, on a removal, a profile nothing points at
 * any more, never a seat counted twice or lost. Copies every instance keeps (a revocation) go to
 * each instance last.
 */
export const applyPlaced = async (deps: PlacedDeps, writes: Writes): Promise<void> => {
  if (deps.databases === undefined) return applyWrites(deps.db, writes);
  const split = splitWrites(writes);
  if (deps.spanning === undefined) await applyWrites(deps.db, writes);
  else {
    await applyWrites(deps.spanning, split.spanning);
    await applyWrites(deps.db, split.event);
  }
  if (isEmpty(split.everywhere)) return;
  const { databases } = deps;
  await Promise.all(
    databases.names.map((name) => applyWrites(databases.open(name), split.everywhere)),
  );
};

/**
 * After a transaction at a path the default instance holds the original of, its committed value
 * copied into the event's instance, whose rules read it there (an event's node, a uid entry).
 */
export const copyPlaced = async (deps: PlacedDeps, path: string, value: unknown): Promise<void> => {
  if (
    deps.spanning === undefined ||
    placementOf(path) === 'event' ||
    placementOf(path) === 'default'
  )
    return;
  await deps.db.ref(path).set(value);
};
