import type { Deps } from '@engage/server/deps';

/**
 * The calls that reach the database. `once` is how a transaction starts (transact.ts fills the
 * cache with it before its first try), so it counts as the transaction's first trip: a write.
 */
const READS = new Set(['get']);
const WRITES = new Set(['once', 'set', 'update', 'remove', 'transaction', 'push']);

type Trip = { readonly write: boolean; readonly start: number; end: number };

type RoundTrips = {
  /** The deps whose database calls are recorded. */
  readonly deps: Deps;
  /**
   * The longest chain of round trips, each awaited before the next began, that ends before the
   * first write starts (all of them when nothing is written).
   */
  beforeFirstWrite(): number;
  /** The longest chain of round trips, each awaited before the next began, of the whole call. */
  sequential(): number;
  calls(): readonly Trip[];
};

/**
 * Deps whose database records each round trip's start and end (as intercept.ts wraps them): what a
 * handler awaits one after another shows as a chain of trips, what it runs in parallel does not.
 * `push()` without a value only makes an id, with no round trip, and is not counted. Nor is a
 * transaction's first read (`once`) at a node the call listened to a round trip earlier
 * (warmClaims): the SDK answers it from the value that listen brought.
 */
export const countRoundTrips = (deps: Deps): RoundTrips => {
  const trips: Trip[] = [];
  let tick = 0;
  /** The ticks at which the listens still open at each path began. */
  const listens = new Map<string, number[]>();
  const cached = (path: string): boolean =>
    (listens.get(path) ?? []).some((since) =>
      trips.some((trip) => trip.start > since && trip.end < tick),
    );
  const listen = (path: string, name: string) => {
    const open = listens.get(path) ?? [];
    if (name === 'on') open.push(tick++);
    else open.shift();
    listens.set(path, open);
  };
  const record = (write: boolean, run: () => unknown): unknown => {
    const trip: Trip = { write, start: tick++, end: Number.POSITIVE_INFINITY };
    trips.push(trip);
    const result = run();
    if (result instanceof Promise)
      return result.finally(() => {
        trip.end = tick++;
      });
    trip.end = tick++;
    return result;
  };
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get: (of, prop) => {
        const value = Reflect.get(of, prop, of);
        if (typeof value !== 'function') return value;
        const name = String(prop);
        return (...args: unknown[]) => {
          const call = () => Reflect.apply(value, of, args);
          const path = String(of);
          if ((name === 'on' || name === 'off') && args[0] === 'value') listen(path, name);
          if (name === 'once' && cached(path)) return call();
          if (READS.has(name)) return record(false, call);
          if (WRITES.has(name) && !(name === 'push' && args.length === 0))
            return record(true, call);
          const result = call();
          // Queries (orderByChild, child…) answer references or queries whose get is a trip too.
          return typeof result === 'object' && result !== null && 'get' in result
            ? wrap(result)
            : result;
        };
      },
    });
  const db = new Proxy(deps.db, {
    get: (target, prop) => {
      if (prop === 'ref') return (at?: string) => wrap(target.ref(at));
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  /** The longest chain among `among`, each trip after one that ended before it started. */
  const chain = (among: readonly Trip[]): number => {
    const depth = new Map<Trip, number>();
    for (const trip of [...among].sort((a, b) => a.start - b.start))
      depth.set(
        trip,
        1 +
          Math.max(
            0,
            ...among.filter((before) => before.end < trip.start).map((b) => depth.get(b) ?? 0),
          ),
      );
    return Math.max(0, ...depth.values());
  };
  return {
    deps: { ...deps, db },
    beforeFirstWrite: () => {
      const firstWrite = trips.find((trip) => trip.write)?.start ?? Number.POSITIVE_INFINITY;
      return chain(trips.filter((trip) => trip.end < firstWrite));
    },
    sequential: () => chain(trips),
    /** Every round trip so far, in the order they started (for a failing test to show). */
    calls: (): readonly Trip[] => trips,
  };
};
