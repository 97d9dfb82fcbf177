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
