import { describe, expect, it } from 'vitest';
import { limiter, NotSent } from './limiter.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('limiter', () => {
  it('never runs more than its slots, and runs everything in arrival order', async () => {
    const limit = limiter(3);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const tasks = Array.from({ length: 20 }, (_, i) =>
      limit.run(async () => {
        started.push(i);
        running += 1;
        peak = Math.max(peak, running);
        await tick();
        running -= 1;
        return i * 2;
      }),
    );
    expect(limit.waiting).toBe(17);
    expect(await Promise.all(tasks)).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
    expect(peak).toBe(3);
    expect(started).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(limit.active).toBe(0);
  });

  it('drops what still waits when drained, and runs what comes after', async () => {
    const limit = limiter(1);
    let release: () => void = () => undefined;
    const first = limit.run(
      () =>
        new Promise<string>((resolve) => {
          release = () => resolve('first');
        }),
    );
    const waiting = [limit.run(async () => 'second'), limit.run(async () => 'third')];
    limit.drain();
    for (const task of waiting) await expect(task).rejects.toBeInstanceOf(NotSent);
    expect(limit.waiting).toBe(0);
    const later = limit.run(async () => 'later');
    release();
    expect(await first).toBe('first');
    expect(await later).toBe('later');
  });

  it('frees the slot of a task that fails', async () => {
    const limit = limiter(1);
    await expect(
      limit.run(async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await limit.run(async () => 'next')).toBe('next');
  });
});
