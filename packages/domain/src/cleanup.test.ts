import { describe, expect, it } from 'vitest';
import { decideExpiredTokens, decideRoomCleanup } from './cleanup.ts';
import { ROOM_GRACE_MS } from './constants.ts';
import { QUEUED_SCAN_MAX_AGE_MS } from './queued-scan.ts';
import type { PairNode } from './store/users-play.ts';

const NOW = 1_700_000_000_000;
const IDLE = 10 * 60_000;
const idle = { requester: false, other: false };
const active = { active: true, disconnected: false };
const gone = { active: false, disconnected: true };
const LEFT_ALONE = { ok: true, value: false, writes: { sets: {}, increments: {} } };
/** The plan that removes room r1 and its moves, with these other sets. */
const removed = (sets: Record<string, unknown>) => ({
  ok: true,
  value: true,
  writes: { sets: { 'rooms/r1': null, 'rpsMoves/r1': null, ...sets }, increments: {} },
});

/** The room's two players as the cleanup read them: public id -> key and pairing node. */
const both = (ann: PairNode | null, bob: PairNode | null) => ({
  'p-ann': { key: 'ka', node: ann },
  'p-bob': { key: 'kb', node: bob },
});
const inRoom = (roomId: string): PairNode => ({
  requester: true,
  other: true,
  roomId,
  with: 'p-bob',
});

describe('decideRoomCleanup', () => {
  it.each([
    ['moved a moment ago', { updatedAt: NOW - 1_000, players: { 'p-ann': active } }],
    ['idle for exactly the limit', { updatedAt: NOW - IDLE, players: { 'p-ann': active } }],
    [
      'idle, but the chat went on until a moment ago',
      {
        updatedAt: NOW - IDLE - 1,
        players: { 'p-ann': active },
        messages: { m1: { at: NOW - IDLE - 5 }, m2: { at: NOW - 1_000 } },
      },
    ],
    [
      'a pending request that has not lapsed yet',
      { status: 'pending', expiresAt: NOW + 1, updatedAt: NOW, players: { 'p-ann': active } },
    ],
    [
      'a pending request without a lapse time, fresh',
      { status: 'pending', updatedAt: NOW, players: { 'p-ann': active } },
    ],
    [
      'a confirmed match in play',
      { status: 'confirmed', expiresAt: NOW - 1, updatedAt: NOW, players: { 'p-ann': active } },
    ],
    [
      'a player lost a moment less than the grace period ago',
      {
        updatedAt: NOW - 60_000,
        players: { 'p-ann': active, 'p-bob': { ...active, lostAt: NOW - ROOM_GRACE_MS + 1 } },
      },
    ],
  ])('a live room (%s) is left alone', (_name, room) => {
    expect(decideRoomCleanup('r1', room, both(inRoom('r1'), null), NOW, IDLE)).toStrictEqual(
      LEFT_ALONE,
    );
  });

  it.each([
    ['idle past the limit', { updatedAt: NOW - IDLE - 1, players: { 'p-ann': active } }],
    ['a player disconnected', { updatedAt: NOW, players: { 'p-ann': active, 'p-bob': gone } }],
    [
      'a player lost for the whole grace period',
      {
        updatedAt: NOW,
        players: { 'p-ann': active, 'p-bob': { ...active, lostAt: NOW - ROOM_GRACE_MS } },
      },
    ],
    [
      'chat messages older than the limit',
      {
        updatedAt: NOW - IDLE - 10,
        players: { 'p-ann': active },
        messages: { m1: { at: NOW - IDLE - 1 } },
      },
    ],
    [
      'a message whose time was never resolved keeps nothing alive',
      { updatedAt: NOW - IDLE - 1, players: { 'p-ann': active }, messages: { m1: {} } },
    ],
    [
      'a finished match, however recent',
      { status: 'finished', updatedAt: NOW, players: { 'p-ann': active } },
    ],
    [
      'a pending request that lapsed just now',
      { status: 'pending', expiresAt: NOW, updatedAt: NOW, players: { 'p-ann': active } },
    ],
  ])(
    'a room that is over (%s) goes with its moves and mirrors; only pairings still pointing at it go idle',
    (_name, room) => {
      expect(
        decideRoomCleanup('r1', room, both(inRoom('r1'), inRoom('r2')), NOW, IDLE),
      ).toStrictEqual(
        removed({
          'users/ka/rooms/r1': null,
          'users/ka/games/multiplayer_room': idle,
          'users/kb/rooms/r1': null,
        }),
      );
    },
  );

  it.each([
    ['no pairing node', { 'p-ann': { key: 'ka', node: null } }],
    ['a node without a room', { 'p-ann': { key: 'ka', node: idle } }],
  ])('a player with %s keeps it as it is', (_name, players) => {
    const room = { updatedAt: NOW - IDLE - 1, players: { 'p-ann': active } };
    expect(decideRoomCleanup('r1', room, players, NOW, IDLE)).toStrictEqual(
      removed({ 'users/ka/rooms/r1': null }),
    );
  });

  it('a seat whose public id names nobody any more leaves only the room to remove', () => {
    const room = { updatedAt: NOW - IDLE - 1, players: { 'p-ann': active, 'p-gone': active } };
    expect(
      decideRoomCleanup('r1', room, { 'p-ann': { key: 'ka', node: inRoom('r1') } }, NOW, IDLE),
    ).toStrictEqual(
      removed({ 'users/ka/rooms/r1': null, 'users/ka/games/multiplayer_room': idle }),
    );
  });

  it('a half-written room with no players or time is removed on its own', () => {
    expect(decideRoomCleanup('r1', {}, {}, NOW, IDLE)).toStrictEqual(removed({}));
  });

  it('remains without players, left by a field written as the room was deleted, go before they idle', () => {
    const remains = { updatedAt: NOW, status: 'confirmed' as const };
    expect(decideRoomCleanup('r1', remains, {}, NOW, IDLE)).toStrictEqual(removed({}));
  });
});

describe('decideExpiredTokens', () => {
  it.each([
    ['no tokens', {}, 0, {}],
    ['a live token', { LIVE2345: { expiresAt: NOW + 1 } }, 0, {}],
    [
      'a token a queued scan may still name',
      { WAIT2345: { expiresAt: NOW - QUEUED_SCAN_MAX_AGE_MS + 1 } },
      0,
      {},
    ],
    [
      'tokens no queued scan can name any more, and one never given a time',
      {
        GONE2345: { expiresAt: NOW - QUEUED_SCAN_MAX_AGE_MS },
        OLD23456: { expiresAt: NOW - QUEUED_SCAN_MAX_AGE_MS - 60_000 },
        LIVE2345: { expiresAt: NOW + 1 },
        HALF2345: {},
      },
      3,
      { 'qrTokens/GONE2345': null, 'qrTokens/OLD23456': null, 'qrTokens/HALF2345': null },
    ],
  ])('%s: removes those expired', (_name, tokens, removed, sets) => {
    expect(decideExpiredTokens(tokens, NOW)).toStrictEqual({
      ok: true,
      value: removed,
      writes: { sets, increments: {} },
    });
  });
});
