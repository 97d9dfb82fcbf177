import { type PairingState, stateToFlags } from '@engage/domain/chat-pairing';
import type { GameRoom } from '@engage/domain/store/rooms';
import { beforeEach } from 'vitest';
import { testDatabase } from './database.ts';
import { callable } from './handlers.ts';
import { server } from './server.ts';

/** Ann (the user) and Bob at the summit, for the game screens' tests. */
export const ANN = { key: 'ann_key', publicId: 'pub-ann' } as const;
export const BOB = 'pub-bob';
export const EVENT_ID = 'summit';

const player = (name: string, color: string) => ({
  name,
  color,
  active: true,
  disconnected: false,
});

export const online = {
  [ANN.publicId]: { name: 'Ann', color: 'teal', at: 1 },
  [BOB]: { name: 'Bob', color: 'orange', at: 2 },
};

export const pairFlags = (state: PairingState, roomId?: string) => ({
  ...stateToFlags(state),
  ...(roomId ? { roomId, with: BOB } : {}),
});

/** A room of Ann and Bob; Bob asked unless `requester` says otherwise. */
export const gameRoom = (overrides: Partial<GameRoom> = {}): GameRoom => ({
  status: 'pending',
  game: 'act05',
  createdAt: Date.now(),
  updatedAt: Date.now(),
  expiresAt: Date.now() + 120_000,
  requester: BOB,
  invited: ANN.publicId,
  players: { [ANN.publicId]: player('Ann', 'teal'), [BOB]: player('Bob', 'orange') },
  ...overrides,
});

/** Ann's mirror of a room she is in (users/{key}/rooms/{roomId}), written with the room. */
export const seat = { active: true, disconnected: false };

/** The database as Ann's screen reads it: her pairing flags, who is online, and the rooms. */
export const pairingTree = ({
  flags = null,
  rooms = {},
  people = online,
}: {
  flags?: ReturnType<typeof pairFlags> | null;
  rooms?: Record<string, GameRoom>;
  people?: Record<string, { name: string; color: string; at: number }>;
}) => ({
  users: {
    [ANN.key]: {
      games: { multiplayer_room: flags },
      rooms: Object.fromEntries(Object.keys(rooms).map((roomId) => [roomId, seat])),
    },
  },
  online: { [EVENT_ID]: people },
  rooms,
});

/** The first read waits for the database SDK to load and connect (slow on a busy machine). */
export const LOADED = { timeout: 15_000 };

/**
 * A game screen's back end for one test file: one database (the SDK keeps its connection for the
 * whole file, so each test resets it) and the callables, each answer logged with the data sent.
 */
export const pairingBackend = () => {
  const db = testDatabase;
  const calls: { name: string; data: unknown }[] = [];
  beforeEach(() => {
    calls.length = 0;
    server.use(callable.options());
  });
  return {
    db,
    calls,
    answer: (name: string, result: unknown) =>
      callable.ok(name, result, (data) => calls.push({ name, data })),
  };
};
