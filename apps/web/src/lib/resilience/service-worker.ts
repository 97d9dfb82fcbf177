import { BUILD_CHECK_INTERVAL_MS, MANIFEST_PREFETCH_DELAY_MS } from '@engage/domain/constants';

/**
 * The production build's service worker (Workbox, pwa.ts) precaches the whole app, so a deploy
 * reaches an open tab as a new worker: the browser checks the worker's file a second after start
 * and then every hour (the spec's build check, section 9), the new worker downloads the new
 * build's files (the manifest prefetch) and waits; the app offers a reload, and only when the
 * person accepts does the new worker take over and the page reload onto the new build. Until
 * then the old worker keeps serving the old build's files, so a screen opened meanwhile finds its
 * chunk (the chunk-reload guard stays for a worker-less browser).
 */
export const SERVICE_WORKER_URL = '/sw.js';

type Container = Pick<ServiceWorkerContainer, 'register' | 'addEventListener' | 'controller'>;

type WorkerWatchOptions = {
  readonly container?: Container;
  readonly firstCheckMs?: number;
  readonly intervalMs?: number;
};

/** The new worker waiting for the person's yes, per container. */
const waiting = new WeakMap<Container, ServiceWorker>();

export const watchForNewWorker = (
  onNewBuild: (label: string) => void,
  options: WorkerWatchOptions = {},
): (() => void) => {
  const container = options.container ?? navigator.serviceWorker;
  let stopped = false;
  let first: ReturnType<typeof setTimeout> | undefined;
  let every: ReturnType<typeof setInterval> | undefined;
  const offer = (worker: ServiceWorker) => {
    waiting.set(container, worker);
    if (!stopped) onNewBuild('service-worker');
  };
  const watch = (registration: ServiceWorkerRegistration) => {
    if (stopped) return;
    // With no controller this is the first install, not a new build: nothing to offer.
    if (registration.waiting !== null && container.controller !== null) offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const next = registration.installing;
      next?.addEventListener('statechange', () => {
        if (next.state === 'installed' && container.controller !== null) offer(next);
      });
    });
    const check = () => void registration.update().catch(() => undefined);
    first = setTimeout(check, options.firstCheckMs ?? MANIFEST_PREFETCH_DELAY_MS);
    every = setInterval(check, options.intervalMs ?? BUILD_CHECK_INTERVAL_MS);
  };
  // A browser that refuses the worker (a private window, a policy) runs the app online as before.
  container.register(SERVICE_WORKER_URL).then(watch, () => undefined);
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(every);
  };
};

/** The person said yes: the waiting worker takes over, then the page reloads onto its build. */
export const applyUpdate = (
  container: Container = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): void => {
  const worker = waiting.get(container);
  if (worker === undefined) {
    reload();
    return;
  }
  container.addEventListener('controllerchange', () => reload(), { once: true });
  // Workbox's generated worker skips waiting on this message (skipWaiting is off otherwise).
  worker.postMessage({ type: 'SKIP_WAITING' });
};
