import type { Deps } from '@engage/server/deps';
import type { Reference } from 'firebase-admin/database';

const READS = new Set<string | symbol>(['get', 'once']);
const WRITES = new Set<string | symbol>(['set', 'update', 'remove', 'transaction']);

type Call = {
  readonly method: string;
  readonly path: string;
  readonly start: number;
  end: number | undefined;
};

/**
 * The deps of one call whose database records every round trip (`get`, `once`, `set`,
 * `update`, `remove`, `transaction`) with when it started and ended, on one counter, so a test can
 * tell how many of them a handler waited for one after another before it first wrote.
 */
export const countRoundTrips = (deps: Deps) => {
  const calls: Call[] = [];
  let tick = 0;
  const wrap = (ref: Reference): Reference =>
    new Proxy(ref, {
      get: (target, prop) => {
        const value: unknown = Reflect.get(target, prop, target);
        if (typeof value !== 'function') return value;
        if (!READS.has(prop) && !WRITES.has(prop)) return value.bind(target);
        return (...args: unknown[]) => {
          const call: Call = {
            method: String(prop),
            path: target.toString(),
            start: tick++,
            end: undefined,
          };
          calls.push(call);
          return Promise.resolve(Reflect.apply(value, target, args)).finally(() => {
            call.end = tick++;
          });
        };
      },
    });
  const db = new Proxy(deps.db, {
    get: (target, prop) => {
      if (prop === 'ref') return (at?: string) => wrap(target.ref(at));
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    deps: { ...deps, db },
    /**
     * The longest chain of round trips, each started after the one before it ended, among those
     * started before the first write: the reads a caller waits for before anything changes.
     */
    beforeFirstWrite: (): number => {
      const firstWrite = calls.find((call) => WRITES.has(call.method));
      const before = calls.filter(
        (call) => firstWrite === undefined || call.start < firstWrite.start,
      );
      const depth = new Map<Call, number>();
      for (const call of before) {
        const after = before.filter(
          (earlier) => earlier.end !== undefined && earlier.end < call.start,
        );
        depth.set(call, 1 + Math.max(0, ...after.map((earlier) => depth.get(earlier) ?? 0)));
      }
      return Math.max(0, ...depth.values());
    },
    /** Every round trip so far, in the order they started (for a failing test to show). */
    calls: (): readonly Call[] => calls,
  };
};
