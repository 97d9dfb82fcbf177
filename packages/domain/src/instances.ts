import { DomainError } from './errors.ts';
import type { Writes } from './plan.ts';
import type { EventMetadata } from './store/events.ts';
import { type Placement, placementOf } from './store/placement.ts';

/**
 * A Realtime Database instance's name as Firebase allows it (and the local emulator's namespace
 * that stands in for it): 6 to 30 lowercase letters, digits and hyphens, starting with a letter
 * and not ending with a hyphen.
 */
const INSTANCE_NAME = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

export const isInstanceName = (name: string): boolean => INSTANCE_NAME.test(name);

/**
 * The instance an event's data lives in, from its metadata (read in the default instance): its
 * own instance's name, or null for the default one. A name Firebase could not hold is refused
 * rather than read as the default, which would split the event's data over two instances.
 */
export const eventInstance = (metadata: EventMetadata | null): string | null => {
  const name = metadata?.instance;
  if (name === undefined) return null;
  if (!isInstanceName(name)) throw new DomainError('invalid-path', name);
  return name;
};

/**
 * A plan's writes for an event on an instance of its own, by where each path lives
 * (store/placement.ts): `event` for the event's instance, `spanning` for the default one, and
 * `everywhere` for the copies every other instance keeps too. A path kept in both goes to both.
 */
export type SplitWrites = {
  readonly event: Writes;
  readonly spanning: Writes;
  readonly everywhere: Writes;
};

type Part = keyof SplitWrites;

/** Which parts a path's write goes into, by where it lives. */
const PARTS = {
  event: ['event'],
  default: ['spanning'],
  both: ['event', 'spanning'],
  every: ['event', 'spanning', 'everywhere'],
} as const satisfies Record<Placement, readonly Part[]>;

export const splitWrites = (writes: Writes): SplitWrites => {
  const sets: Record<Part, Record<string, unknown>> = { event: {}, spanning: {}, everywhere: {} };
  const increments: Record<Part, Record<string, number>> = {
    event: {},
    spanning: {},
    everywhere: {},
  };
  for (const [path, value] of Object.entries(writes.sets))
    for (const part of PARTS[placementOf(path)]) sets[part][path] = value;
  for (const [path, by] of Object.entries(writes.increments))
    for (const part of PARTS[placementOf(path)]) increments[part][path] = by;
  const part = (name: Part): Writes => ({ sets: sets[name], increments: increments[name] });
  return { event: part('event'), spanning: part('spanning'), everywhere: part('everywhere') };
};

/** Writes with nothing in them, which the committer skips. */
export const isEmpty = (writes: Writes): boolean =>
  Object.keys(writes.sets).length === 0 && Object.keys(writes.increments).length === 0;
