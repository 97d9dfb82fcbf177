import {
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  useSyncExternalStore,
} from 'react';

/**
 * A part of a screen that loads its own code and that the screen can do without: a count in the
 * nav, a banner, a toast, a drawn avatar. While the code loads, the surrounding Suspense's
 * fallback shows, as with React's `lazy`. When it cannot load (offline before the service worker
 * holds it, a venue's network dropping mid-visit), `Unavailable` shows instead (nothing, if none)
 * and the screen goes on: React's `lazy` would throw to the route's error screen and take the
 * screen the person is using with it. The load is tried again when the network returns, whether
 * or not the part is on screen then (Connect opened offline, left, and opened again online).
 */
export const lazyPart = <Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Unavailable?: ComponentType<Props>,
): ((props: Props) => ReactNode) => {
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  let failed = false;
  const retry = () => {
    if (!failed) return;
    failed = false;
    current = make();
    for (const listener of listeners) listener();
  };
  const Failed: ComponentType<Props> = (props) =>
    Unavailable === undefined ? null : createElement(Unavailable, props);
  const make = (): LazyExoticComponent<ComponentType<Props>> =>
    lazy<ComponentType<Props>>(() =>
      load().then(
        (component) => ({ default: component }),
        () => {
          failed = true;
          window.addEventListener('online', retry, { once: true });
          return { default: Failed };
        },
      ),
    );
  let current = make();
  return (props: Props) =>
    createElement(
      useSyncExternalStore(subscribe, () => current),
      props,
    );
};
