import { describe, expect, it } from 'vitest';
import { limiter } from './limiter.ts';

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
