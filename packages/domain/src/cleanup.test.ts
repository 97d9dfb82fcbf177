import { describe, expect, it } from 'vitest';
import { decideRoomCleanup } from './cleanup.ts';
import type { PairNode } from './pairing.ts';

const NOW = 1_700_000_000_000;
const IDLE = 10 * 60_000;
const idle = { requester: false, other: false };
const active = { active: true, disconnected: false };

describe('decideRoomCleanup', () => {
  it.each([
    ['moved a moment ago', { updatedAt: NOW - 1_000, players: { ka: active, kb: active } }],
    ['idle for exactly the limit', { updatedAt: NOW - IDLE, players: { ka: active } }],
  ])('a fresh room (%s) is left alone', (_name, room) => {
    const nodes = { ka: { requester: true, other: true, roomId: 'r1', with: 'kb' } };
    expect(decideRoomCleanup('r1', room, nodes, NOW, IDLE)).toStrictEqual({
      ok: true,
      value: false,
      writes: { sets: {}, increments: {} },
    });
  });

  it.each([
    ['idle past the limit', { updatedAt: NOW - IDLE - 1, players: { ka: active, kb: active } }],
    [
      'a player disconnected',
      { updatedAt: NOW, players: { ka: active, kb: { active: false, disconnected: true } } },
    ],
  ])(
    'a stale room (%s) goes with its moves and mirrors; only pairings still pointing at it go idle',
    (_name, room) => {
      const nodes: Record<string, PairNode | null> = {
        ka: { requester: true, other: true, roomId: 'r1', with: 'kb' },
        kb: { requester: true, other: false, roomId: 'r2', with: 'kc' },
      };
      expect(decideRoomCleanup('r1', room, nodes, NOW, IDLE)).toStrictEqual({
        ok: true,
        value: true,
        writes: {
          sets: {
            'rooms/r1': null,
            'rpsMoves/r1': null,
            'users/ka/rooms/r1': null,
            'users/ka/games/multiplayer_room': idle,
            'users/kb/rooms/r1': null,
          },
          increments: {},
        },
      });
    },
  );

  it.each([
    ['no pairing node', { ka: null }],
    ['a node missing from what was read', {}],
    ['a node without a room', { ka: idle }],
  ])('a player with %s keeps it as it is', (_name, nodes) => {
    const room = { updatedAt: NOW - IDLE - 1, players: { ka: active } };
    expect(decideRoomCleanup('r1', room, nodes, NOW, IDLE)).toStrictEqual({
      ok: true,
      value: true,
      writes: {
        sets: { 'rooms/r1': null, 'rpsMoves/r1': null, 'users/ka/rooms/r1': null },
        increments: {},
      },
    });
  });

  it('a half-written room with no players or time is removed on its own', () => {
    expect(decideRoomCleanup('r1', {}, {}, NOW, IDLE)).toStrictEqual({
      ok: true,
      value: true,
      writes: { sets: { 'rooms/r1': null, 'rpsMoves/r1': null }, increments: {} },
    });
  });
});
