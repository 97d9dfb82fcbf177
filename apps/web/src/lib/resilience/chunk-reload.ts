import { RELOAD_GUARD_MS } from '@engage/domain/constants';

/**
 * A screen's code chunk that fails to load (usually: a new deploy removed it) reloads the page
 * once; a second failure for the same path within 10 seconds does not, so a broken deploy cannot
 * loop, and the error page shows instead.
 */
type Store = Pick<Storage, 'getItem' | 'setItem'>;
const keyFor = (path: string) => `engage:chunk-reload:${path}`;

export const shouldReloadAfterChunkError = (path: string, now: number, store: Store): boolean => {
  const last = Number(store.getItem(keyFor(path)) ?? 0);
  if (last > 0 && now - last < RELOAD_GUARD_MS) return false;
  store.setItem(keyFor(path), String(now));
  return true;
};

export const installChunkReloadGuard = (win: Window = window): (() => void) => {
  const onError = (event: Event) => {
    if (shouldReloadAfterChunkError(win.location.pathname, Date.now(), win.sessionStorage)) {
      event.preventDefault();
      win.location.reload();
    }
  };
  win.addEventListener('vite:preloadError', onError);
  return () => win.removeEventListener('vite:preloadError', onError);
};
