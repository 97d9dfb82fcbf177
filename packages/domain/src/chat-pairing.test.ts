import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  flagsToState,
  IDLE_PAIR,
  type Pair,
  type PairingAction,
  PAIRING_STATES,
  stateToFlags,
  transitionPair,
} from './chat-pairing.ts';

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

  it('round-trips all four states', () => {
    for (const state of PAIRING_STATES) expect(flagsToState(stateToFlags(state))).toBe(state);
  });
});

describe('transitionPair', () => {
  const pending: Pair = { requester: 'waiting-to-connect', invited: 'waiting-to-accept' };
  const connected: Pair = { requester: 'connected', invited: 'connected' };
  const table: [Pair, PairingAction, Pair | 'illegal'][] = [
    [IDLE_PAIR, 'request', pending],
    [IDLE_PAIR, 'accept', 'illegal'],
    [IDLE_PAIR, 'reject', 'illegal'],
    [IDLE_PAIR, 'disconnect', 'illegal'],
    [pending, 'request', 'illegal'],
    [pending, 'accept', connected],
    [pending, 'reject', IDLE_PAIR],
    [pending, 'disconnect', IDLE_PAIR],
    [connected, 'request', 'illegal'],
    [connected, 'accept', 'illegal'],
    [connected, 'reject', 'illegal'],
    [connected, 'disconnect', IDLE_PAIR],
  ];
  it.each(table)('%j + %s -> %j', (from, action, expected) => {
    expect(transitionPair(from, action)).toEqual(
      expected === 'illegal'
        ? { ok: false, error: { code: 'illegal-transition', from, action } }
        : { ok: true, value: expected },
    );
  });

  it('any action sequence keeps the two sides consistent (both connected, or one of the three pairs)', () => {
    const action = fc.constantFrom<PairingAction>('request', 'accept', 'reject', 'disconnect');
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let pair = IDLE_PAIR;
        for (const next of actions) {
          const result = transitionPair(pair, next);
          if (result.ok) pair = result.value;
          expect([IDLE_PAIR, pending, connected]).toContainEqual(pair);
        }
      }),
    );
  });
});
