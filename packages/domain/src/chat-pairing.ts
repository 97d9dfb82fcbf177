/**
 * Chat pairing (spec section 4). Each player's node games/multiplayer_room holds two flags,
 * `requester` and `other`; the four combinations are the four states a player can see.
 */
export type PairFlags = { readonly requester: boolean; readonly other: boolean };
const PAIRING_STATES = [
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
