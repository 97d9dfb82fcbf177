import type { Deps } from '@engage/server/deps';
import type { Reference } from 'firebase-admin/database';

type RefMethod = 'get' | 'update' | 'transaction';

/**
 * The deps of one function instance whose first call of `method` on the reference at `path` (the
 * root when undefined) runs `instead`, given the real call: a test stops the instance there, to
 * run another call inside its window or to let it die as a crashed instance would.
 */
export const interceptOnce = (
  deps: Deps,
  path: string | undefined,
  method: RefMethod,
  instead: (call: (...args: unknown[]) => Promise<unknown>) => (...args: unknown[]) => unknown,
): Deps => {
  let done = false;
  const wrap = (ref: Reference): Reference =>
    new Proxy(ref, {
      get: (target, prop) => {
        if (prop === method && !done) {
          done = true;
          return instead((...args) => Reflect.apply(target[method], target, args));
        }
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  const db = new Proxy(deps.db, {
    get: (target, prop) => {
      if (prop === 'ref')
        return (at?: string) => (at === path ? wrap(target.ref(at)) : target.ref(at));
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { ...deps, db };
};
