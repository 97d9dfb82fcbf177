import { LIMITS, type LimitName } from '@engage/domain/limits';
import { describe, expect, it } from 'vitest';
import { HANDLERS } from '../callables.ts';
import { caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import type { Handler } from '../triggers/callable.ts';

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

  // Issue 20: a script called these at 79 to 252 a second from one account.
  it.each([
    [
      'register',
      'register',
      { name: 'Ann', company: '', department: '', teamName: 'AGILE', eventId: EVENT },
    ],
    ['eventSignIn', 'session', {}],
    ['signOut', 'session', {}],
    ['buyPrize', 'market', { prizeId: 'no-prize', qty: 1, requestId: 'r1' }],
    ['levelUp', 'market', {}],
  ] as const)('%s takes a token from the %s bucket', async (name, limit: LimitName, input) => {
    const handler = HANDLERS[name] as Handler<unknown, unknown>;
    const codes: string[] = [];
    for (let i = 0; i <= LIMITS[limit].capacity; i += 1)
      codes.push(
        await handler(h.stack().deps(), input, caller('ann')).then(
          () => 'ok',
          (error: { code: string }) => error.code,
        ),
      );
    expect(codes.slice(0, -1)).not.toContain('rate-limited');
    expect(codes.at(-1)).toBe('rate-limited');
    expect(await h.read(`limits/uid-ann/${limit}`)).toMatchObject({ tokens: expect.any(Number) });
  });
});
