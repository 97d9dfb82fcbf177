import { describe, expect, it } from 'vitest';
import { CALLABLES_PLAYED, hotWorkers } from './warm.ts';

describe('hotWorkers', () => {
  it('gives each hot callable a worker per call in flight, within the stack’s cap', () => {
    const played = { register: 'hot', eventSignIn: 'hot', levelUp: 'cold' } as const;
    expect(hotWorkers(played, 4, 16)).toBe(4);
    expect(hotWorkers(played, 4, 7)).toBe(3);
    expect(hotWorkers(played, 4, 2)).toBe(1);
    // The simulation's own callables under the dev stack's default cap stay within it.
    const hot = Object.values(CALLABLES_PLAYED).filter((heat) => heat === 'hot').length;
    const cold = Object.values(CALLABLES_PLAYED).length - hot;
    expect(hot * hotWorkers(CALLABLES_PLAYED, 4, 16) + cold).toBeLessThanOrEqual(16);
  });
});
