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

/**
 * Deps whose first `method` call at `path` is made, then tells `reached` and waits for `until()`
 * to settle before it answers: a call stopped just after a write while another runs.
 */
export const pauseAfter = (
  deps: Deps,
  path: string | undefined,
  method: RefMethod,
  until: () => Promise<unknown> | undefined,
): { readonly deps: Deps; readonly reached: Promise<void> } => {
  let tell: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => {
    tell = resolve;
  });
  const paused = interceptOnce(deps, path, method, (call) => async (...args) => {
    const answer = await call(...args);
    tell();
    await until()?.catch(() => undefined);
    return answer;
  });
  return { deps: paused, reached };
};
