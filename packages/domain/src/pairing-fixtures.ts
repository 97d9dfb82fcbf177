import type { Player } from './pairing.ts';
import type { GameRoom } from './store/rooms.ts';

/**
 * Fixtures of the pairing and small-talk plans' tables: two players and the room they share (the
 * scoring tables pair their own Ada with the same Bob).
 */
export const NOW = 1_700_000_000_000;
export const TTL = 2 * 60_000;

export const seated = { active: true, disconnected: false };

export const ann: Player = {
  key: 'ka',
  profile: { eventId: 'summit', teamName: 'AGILE', name: 'Ann', publicId: 'p-ann', color: 'red' },
  notifications: [],
};
export const bob: Player = {
  key: 'kb',
  profile: {
    eventId: 'summit',
    teamName: 'MODERN',
    attendance: 'online',
    name: 'Bob',
    publicId: 'p-bob',
    color: 'blue',
  },
  notifications: ['n1', 'n2'],
};

export const room = (fields: Partial<GameRoom> = {}): GameRoom => ({
  status: 'pending',
  game: 'act05',
  createdAt: NOW - 1_000,
  updatedAt: NOW - 1_000,
  expiresAt: NOW + TTL,
  requester: 'p-ann',
  invited: 'p-bob',
  players: {
    'p-ann': { name: 'Ann', color: 'red', ...seated },
    'p-bob': { name: 'Bob', color: 'blue', ...seated },
  },
  ...fields,
});
