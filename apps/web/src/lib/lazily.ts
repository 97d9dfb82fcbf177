/** Subscribes once `start` (which loads an SDK first) resolves; the cleanup works either way. */
export const lazily = (start: () => Promise<() => void>): (() => void) => {
  let stop: (() => void) | undefined;
  let live = true;
  void start().then((unsubscribe) => {
    if (live) stop = unsubscribe;
    else unsubscribe();
  });
  return () => {
    live = false;
    stop?.();
  };
};

/**
 * Resolves when the browser is idle (at most 500 ms later): SDKs that no first paint needs wait
 * for it, so they do not compete with the screen's own code for the network.
 */
export const whenIdle = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: 500 });
    else setTimeout(resolve, 0);
  });
