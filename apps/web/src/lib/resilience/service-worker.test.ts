import { describe, expect, it, vi } from 'vitest';
import { applyUpdate, SERVICE_WORKER_URL, watchForNewWorker } from './service-worker.ts';

class FakeWorker extends EventTarget {
  state = 'installing';
  readonly postMessage = vi.fn();
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  readonly update = vi.fn(async () => undefined);
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

/** A service worker container whose page is controlled (`controlled`) or not yet. */
const containerOf = (registration: FakeRegistration, controlled: boolean) => {
  const events = new EventTarget();
  return Object.assign(events, {
    controller: controlled ? ({} as ServiceWorker) : null,
    register: vi.fn(async () => registration as unknown as ServiceWorkerRegistration),
  }) as unknown as ServiceWorkerContainer & { register: ReturnType<typeof vi.fn> };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('service worker updates', () => {
  it('offers a new build once its worker is installed, and checks a second after start and hourly', async () => {
    vi.useFakeTimers();
    try {
      const registration = new FakeRegistration();
      const container = containerOf(registration, true);
      const seen: string[] = [];
      const stop = watchForNewWorker((label) => seen.push(label), {
        container,
        firstCheckMs: 1_000,
        intervalMs: 3_600_000,
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(registration.update).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(3_600_000);
      expect(registration.update).toHaveBeenCalledTimes(2);
      const next = new FakeWorker();
      registration.found(next);
      expect(seen).toEqual([]);
      next.install();
      expect(seen).toEqual(['service-worker']);
      stop();
      await vi.advanceTimersByTimeAsync(3_600_000);
      expect(registration.update).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers a worker already waiting, but not the first install of an uncontrolled page', async () => {
    const waitingOne = new FakeRegistration();
    waitingOne.waiting = new FakeWorker();
    const seen: string[] = [];
    const stopA = watchForNewWorker((l) => seen.push(l), {
      container: containerOf(waitingOne, true),
    });
    const first = new FakeRegistration();
    const stopB = watchForNewWorker((l) => seen.push(`first ${l}`), {
      container: containerOf(first, false),
    });
    await settle();
    const worker = new FakeWorker();
    first.found(worker);
    worker.install();
    expect(seen).toEqual(['service-worker']);
    stopA();
    stopB();
  });

  it('reloads onto the new build only once the waiting worker has taken over', async () => {
    const registration = new FakeRegistration();
    const worker = new FakeWorker();
    registration.waiting = worker;
    const container = containerOf(registration, true);
    const stop = watchForNewWorker(() => undefined, { container });
    await settle();
    const reload = vi.fn();
    applyUpdate(container, reload);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reloads at once when no worker waits, and stays quiet when the worker is refused', async () => {
    const reload = vi.fn();
    applyUpdate(containerOf(new FakeRegistration(), true), reload);
    expect(reload).toHaveBeenCalledTimes(1);
    const refusing = containerOf(new FakeRegistration(), true);
    refusing.register.mockRejectedValueOnce(new Error('SecurityError'));
    const seen: string[] = [];
    const stop = watchForNewWorker((l) => seen.push(l), { container: refusing });
    await settle();
    expect(seen).toEqual([]);
    stop();
  });
});
