import { BUILD_CHECK_INTERVAL_MS, MANIFEST_PREFETCH_DELAY_MS } from '@engage/domain/constants';

/**
 * A long-lived tab learns of a new deploy: the build writes /build/latest.json (the latest build
 * id) and /build/{id}/manifest.json (its files); the tab checks the descriptor a second after
 * start and then every hour (spec section 9), prefetches the new manifest, and offers a reload.
 */
const CURRENT_BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';

type Fetcher = (input: string, init?: RequestInit) => Promise<Response>;

const latestBuildId = async (fetcher: Fetcher): Promise<string | null> => {
  try {
    const response = await fetcher(`/build/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { buildId?: unknown };
    return typeof body.buildId === 'string' ? body.buildId : null;
  } catch {
    return null;
  }
};

type BuildWatchOptions = {
  readonly currentId?: string;
  readonly fetcher?: Fetcher;
  readonly firstCheckMs?: number;
  readonly intervalMs?: number;
};

export const watchForNewBuild = (
  onNewBuild: (buildId: string) => void,
  options: BuildWatchOptions = {},
): (() => void) => {
  const currentId = options.currentId ?? CURRENT_BUILD_ID;
  const fetcher = options.fetcher ?? ((input, init) => fetch(input, init));
  let announced = false;
  const check = async () => {
    const latest = await latestBuildId(fetcher);
    if (latest === null || latest === currentId || announced) return;
    announced = true;
    await fetcher(`/build/${encodeURIComponent(latest)}/manifest.json`).catch(() => undefined);
    onNewBuild(latest);
  };
  const first = setTimeout(() => void check(), options.firstCheckMs ?? MANIFEST_PREFETCH_DELAY_MS);
  const every = setInterval(() => void check(), options.intervalMs ?? BUILD_CHECK_INTERVAL_MS);
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
};

/** Whether this page has a service worker to update through (the production build only). */
const withServiceWorker = (): boolean =>
  import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** Runs `start` once the page has loaded: the worker's precache never competes with the first screen. */
const afterLoad = (start: () => void): void => {
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
};

/**
 * How the running app learns of a new build: through its service worker where it has one
 * (service-worker.ts, loaded after the page, off the first screen's path), else by polling the
 * latest-build descriptor (the dev server, a browser without workers).
 */
export const watchForUpdate = (onNewBuild: (buildId: string) => void): (() => void) => {
  if (!withServiceWorker()) return watchForNewBuild(onNewBuild);
  let stop = (): void => undefined;
  let stopped = false;
  afterLoad(() => {
    void import('./service-worker.ts').then((worker) => {
      if (!stopped) stop = worker.watchForNewWorker(onNewBuild);
    });
  });
  return () => {
    stopped = true;
    stop();
  };
};

/** The prompt's Reload: onto the new worker's build, or a plain reload without one. */
export const reloadToNewBuild = (): void => {
  if (!withServiceWorker()) {
    window.location.reload();
    return;
  }
  void import('./service-worker.ts').then(
    (worker) => worker.applyUpdate(),
    () => window.location.reload(),
  );
};
