import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flagsToState, type PairingState, stateToFlags } from './chat-pairing.ts';

describe('flags <-> states (spec section 4)', () => {
  it.each([
    [true, false, 'waiting-to-connect'],
    [false, true, 'waiting-to-accept'],
    [true, true, 'connected'],
    [false, false, 'rejected'],
  ] as const)('requester %s / other %s is %s', (requester, other, state) => {
    expect(flagsToState({ requester, other })).toBe(state);
    expect(stateToFlags(state)).toEqual({ requester, other });
  });

  it('the four flag pairs and the four states map onto each other one to one', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (requester, other) => {
        const state: PairingState = flagsToState({ requester, other });
        expect(stateToFlags(state)).toEqual({ requester, other });
      }),
    );
  });
});
