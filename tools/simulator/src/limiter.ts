/**
 * At most `slots` tasks run at once; the rest wait in arrival order. The Functions emulator
 * starts one worker process per concurrent request of each function, so the simulator bounds
 * what it sends at once instead of letting thousands of attendees fork hundreds of workers.
 */
export type Limiter = {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Drops every task still waiting (each rejects with NotSent); later tasks run as before. */
  drain(): void;
  readonly active: number;
  readonly waiting: number;
};

export class NotSent extends Error {
  constructor() {
    super('not sent: dropped from the queue');
  }
}

export const limiter = (slots: number): Limiter => {
  let active = 0;
  type Waiter = { readonly go: () => void; readonly drop: () => void };
  const queue: Waiter[] = [];
  const release = () => {
    active -= 1;
    const next = queue.shift();
    if (next !== undefined) {
      active += 1;
      next.go();
    }
  };
  return {
    run: async (task) => {
      if (active < slots) active += 1;
      else
        await new Promise<void>((go, reject) =>
          queue.push({ go, drop: () => reject(new NotSent()) }),
        );
      try {
        return await task();
      } finally {
        release();
      }
    },
    drain: () => {
      for (const waiter of queue.splice(0)) waiter.drop();
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
};
