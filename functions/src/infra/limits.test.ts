import { LIMITS } from '@engage/domain/limits';
import { describe, expect, it } from 'vitest';
import { HANDLERS } from '../callables.ts';
import { caller, useHandlerStack } from '../testing/stack.ts';

const h = useHandlerStack({ instances: 2, users: ['ann', 'bob'] });

describe('per-account token buckets', () => {
  it('lets a burst through, refuses the next call with rate-limited, and refills with time', async () => {
    let now = 1_800_000_000_000;
    const deps = () => ({ ...h.stack().deps(), now: () => now });
    const { capacity, perSecond } = LIMITS.pairing;
    const outcomes: string[] = [];
    for (let i = 0; i < capacity + 2; i += 1) {
      outcomes.push(
        await HANDLERS.disconnectPair(deps(), { roomId: 'no-room' }, caller('ann')).then(
          () => 'ok',
          (error: { code: string }) => error.code,
        ),
      );
    }
    // The room does not exist: a call that got a token is answered not-found.
    expect(outcomes).toEqual([
      ...Array.from({ length: capacity }, () => 'not-found'),
      'rate-limited',
      'rate-limited',
    ]);
    // Another account has its own bucket.
    await expect(
      HANDLERS.disconnectPair(deps(), { roomId: 'no-room' }, caller('bob')),
    ).rejects.toMatchObject({ code: 'not-found' });
    now += 1_000 / perSecond;
    await expect(
      HANDLERS.disconnectPair(deps(), { roomId: 'no-room' }, caller('ann')),
    ).rejects.toMatchObject({ code: 'not-found' });
    await expect(
      HANDLERS.disconnectPair(deps(), { roomId: 'no-room' }, caller('ann')),
    ).rejects.toMatchObject({ code: 'rate-limited', message: expect.stringContaining('Wait') });
  });

  it('holds under concurrency: 40 simultaneous calls from one account get at most the burst', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        HANDLERS.disconnectPair(h.stack().deps(i), { roomId: 'no-room' }, caller('ann')),
      ),
    );
    const limited = results.filter(
      (r) => r.status === 'rejected' && (r.reason as { code: string }).code === 'rate-limited',
    );
    expect(limited.length).toBeGreaterThanOrEqual(40 - LIMITS.pairing.capacity - 1);
  });
});
