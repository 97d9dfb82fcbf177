/**
 * Resolves in a new task, so the main thread can paint and answer input in between. A phone runs
 * the app's start-up (router, first render) as one long task otherwise; several short tasks with
 * gaps keep the loading shell responsive. `scheduler.yield` (Chromium) resumes ahead of other
 * queued work; a message posted to a channel is the prompt fallback (setTimeout(0) is clamped to
 * 4 ms after a few nested calls).
 */
type YieldingScheduler = { yield(): Promise<void> };

export const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
};
