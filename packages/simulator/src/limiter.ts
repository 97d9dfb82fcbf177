/**
 * At most `slots` tasks run at once; the rest wait in arrival order. The Functions emulator
 * starts one worker process per concurrent request of each function, so the simulator bounds
 * what it sends at once instead of letting thousands of attendees fork hundreds of workers.
 */
export type Limiter = {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
};

export const limiter = (slots: number): Limiter => {
  let active = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    active -= 1;
    const next = queue.shift();
    if (next !== undefined) {
      active += 1;
      next();
    }
  };
  return {
    run: async (task) => {
      if (active < slots) active += 1;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
};
