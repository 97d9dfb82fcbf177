import { err, ok, type Result } from './result.ts';

/**
 * Chat pairing (spec section 4). Each player's node games/multiplayer_room holds two flags,
 * `requester` and `other`; the four combinations are the four states a player can see.
 */
export type PairFlags = { readonly requester: boolean; readonly other: boolean };
export const PAIRING_STATES = [
  'waiting-to-connect',
  'waiting-to-accept',
  'connected',
  'rejected',
] as const;
export type PairingState = (typeof PAIRING_STATES)[number];

export const flagsToState = (flags: PairFlags): PairingState => {
  if (flags.requester && flags.other) return 'connected';
  if (flags.requester) return 'waiting-to-connect';
  if (flags.other) return 'waiting-to-accept';
  return 'rejected';
};

const FLAGS: Record<PairingState, PairFlags> = {
  'waiting-to-connect': { requester: true, other: false },
  'waiting-to-accept': { requester: false, other: true },
  connected: { requester: true, other: true },
  rejected: { requester: false, other: false },
};

export const stateToFlags = (state: PairingState): PairFlags => FLAGS[state];

/**
 * A pair seen from both sides. A request puts the requester in waiting-to-connect and the invited
 * player in waiting-to-accept; only the invited player can accept or reject; either can disconnect.
 * `rejected` (false/false) is also the idle state from which a new request starts.
 */
export type Pair = { readonly requester: PairingState; readonly invited: PairingState };
export type PairingAction = 'request' | 'accept' | 'reject' | 'disconnect';
export type PairingError = {
  readonly code: 'illegal-transition';
  readonly from: Pair;
  readonly action: PairingAction;
};

export const IDLE_PAIR: Pair = { requester: 'rejected', invited: 'rejected' };
const PENDING: Pair = { requester: 'waiting-to-connect', invited: 'waiting-to-accept' };
const CONNECTED: Pair = { requester: 'connected', invited: 'connected' };

const isPending = (pair: Pair): boolean =>
  pair.requester === PENDING.requester && pair.invited === PENDING.invited;
const isConnected = (pair: Pair): boolean =>
  pair.requester === 'connected' && pair.invited === 'connected';
const isIdle = (pair: Pair): boolean =>
  pair.requester === 'rejected' && pair.invited === 'rejected';

export const transitionPair = (from: Pair, action: PairingAction): Result<Pair, PairingError> => {
  const legal =
    (action === 'request' && isIdle(from)) ||
    ((action === 'accept' || action === 'reject') && isPending(from)) ||
    (action === 'disconnect' && (isPending(from) || isConnected(from)));
  if (!legal) return err({ code: 'illegal-transition', from, action });
  if (action === 'request') return ok(PENDING);
  if (action === 'accept') return ok(CONNECTED);
  return ok(IDLE_PAIR);
};
