import { describe, expect, it } from 'vitest';
import { ROOM_GRACE_MS } from './constants.ts';
import {
  checkNodeRoom,
  claimInvited,
  claimRequester,
  decideAnswer,
  decideAnswerable,
  decideDisconnect,
  decideDisconnectReset,
  decidePairRequest,
  isRoomOpen,
  type Player,
  type RoomCheck,
} from './pairing.ts';
import { ann, bob, NOW, room, seated, TTL } from './pairing-fixtures.ts';
import { SERVER_TIME } from './store/node.ts';
import type { GameRoom } from './store/rooms.ts';
import type { PairNode } from './store/users-play.ts';

const NOTHING = { sets: {}, increments: {} };
/** Push ids in order (id1, id2, …), so a plan's paths are known in advance. */
const context = () => {
  let n = 0;
  return { now: NOW, random: () => 0, newId: () => `id${++n}` };
};
const DISCONNECTED = 'Disconnected. Try Connecting With Someone Again!';
const idle = { requester: false, other: false };
const waitingToConnect = { requester: true, other: false };
const waitingToAccept = { requester: false, other: true };
const connected = { requester: true, other: true };

/** A player as the handlers read them: with their pairing node, here naming `roomId`. */
const at = (player: Player, flags: PairNode, roomId = 'r1'): Player => ({
  ...player,
  node: { ...flags, roomId, with: player === ann ? 'p-bob' : 'p-ann', at: NOW - 1_000 },
});

describe('isRoomOpen', () => {
  const bobGone = {
    'p-ann': { name: 'Ann', color: 'red', ...seated },
    'p-bob': { name: 'Bob', color: 'blue', active: false, disconnected: true },
  };
  const bobLost = (lostAt: number) => ({
    'p-ann': { name: 'Ann', color: 'red', ...seated },
    'p-bob': { name: 'Bob', color: 'blue', ...seated, lostAt },
  });
  it.each([
    ['no room', null, false],
    ['a pending request before it lapses', room(), true],
    ['a pending request at its lapse time', room({ expiresAt: NOW }), false],
    [
      'a confirmed room, whatever its old lapse time',
      room({ status: 'confirmed', expiresAt: 1 }),
      true,
    ],
    ['a finished match', room({ status: 'finished' }), false],
    ['a room a player left (tab closed)', room({ status: 'confirmed', players: bobGone }), false],
    [
      'a room whose player lost the connection, within the grace period',
      room({ status: 'confirmed', players: bobLost(NOW - ROOM_GRACE_MS + 1) }),
      true,
    ],
    [
      'a room whose player lost the connection for the whole grace period',
      room({ status: 'confirmed', players: bobLost(NOW - ROOM_GRACE_MS) }),
      false,
    ],
  ])('%s -> %s', (_name, current, open) => {
    expect(isRoomOpen(current, NOW)).toBe(open);
  });
});

describe('decidePairRequest', () => {
  it.each([
    [
      { key: 'kb', eventId: 'e1' },
      { ok: true, value: true },
    ],
    [
      { key: 'ka', eventId: 'e1' },
      { ok: false, error: 'self-scan' },
    ],
    [
      { key: 'kb', eventId: 'e2' },
      { ok: false, error: 'not-in-event' },
    ],
    [
      { key: 'ka', eventId: 'e2' },
      { ok: false, error: 'self-scan' },
    ],
  ])('ka at e1 asks %j -> %j', (other, expected) => {
    expect(decidePairRequest({ key: 'ka', eventId: 'e1' }, other)).toStrictEqual({
      ...expected,
      writes: NOTHING,
    });
  });
});

describe('checkNodeRoom', () => {
  const node = { ...waitingToAccept, roomId: 'r1', with: 'p-ann', at: NOW };
  const room = (status: GameRoom['status']): GameRoom => ({
    status,
    game: 'act05',
    createdAt: NOW,
    updatedAt: NOW,
    expiresAt: NOW + TTL,
    requester: 'p-ann',
    invited: 'p-bob',
    players: {},
  });
  it.each([
    ['no node', null, null, NOW, { roomId: undefined, open: false }],
    ['an open room', node, room('confirmed'), NOW, { roomId: 'r1', open: true }],
    ['a finished room', node, room('finished'), NOW, { roomId: 'r1', open: false }],
    [
      'a room not written yet: a request in flight',
      node,
      null,
      NOW + 1,
      { roomId: 'r1', open: true },
    ],
    [
      'a room never written, the request long lapsed',
      node,
      null,
      NOW + TTL,
      { roomId: 'r1', open: false },
    ],
  ] as const)('%s', (_name, n, r, now, check) => {
    expect(checkNodeRoom(n, r, now)).toStrictEqual(check);
  });
});

/** The handler's reading of the room the node names. */
const seen = (node: PairNode | null, open: boolean): RoomCheck => ({ roomId: node?.roomId, open });

describe('claimInvited', () => {
  it.each([
    ['no node yet', null, true],
    ['a rejected node', idle, true],
    ['a rejected node still naming an old room', { ...idle, roomId: 'old', with: 'p-cat' }, true],
    ['waiting to accept a request whose room is no longer open', waitingToAccept, false],
    ['connected in a room that is no longer open', connected, false],
    ['waiting to connect in a room that is no longer open', waitingToConnect, false],
  ])('an idle invited player (%s) is claimed as waiting-to-accept', (_name, node, roomOpen) => {
    expect(claimInvited(node, seen(node, roomOpen), 'r1', 'p-ann', NOW)).toStrictEqual({
      ok: true,
      value: true,
      next: { requester: false, other: true, roomId: 'r1', with: 'p-ann', at: NOW },
      writes: NOTHING,
    });
  });

  it.each([[waitingToConnect], [waitingToAccept], [connected]])(
    'a player claimed since the reading (%j, a room other than the one seen closed) is busy',
    (flags) => {
      const node = { ...flags, roomId: 'r-new', with: 'p-cat' };
      const stale = { roomId: 'r-old', open: false };
      expect(claimInvited(node, stale, 'r1', 'p-ann', NOW)).toMatchObject({
        ok: false,
        detail: 'the other player is busy',
      });
      expect(claimRequester(node, stale, 'r1', ann, bob, 'act05', context())).toMatchObject({
        ok: false,
        detail: 'you are busy',
      });
    },
  );

  it.each([[waitingToConnect], [waitingToAccept], [connected]])(
    'a busy invited player (%j, room open) refuses and stays as it is',
    (flags) => {
      const node = { ...flags, roomId: 'r0', with: 'p-cat' };
      expect(claimInvited(node, seen(node, true), 'r1', 'p-ann', NOW)).toStrictEqual({
        ok: false,
        error: 'illegal-transition',
        detail: 'the other player is busy',
        writes: NOTHING,
      });
    },
  );
});

describe('claimRequester', () => {
  const seat = (player: Player) => ({
    name: player.profile.name,
    color: player.profile.color,
    active: true,
    disconnected: false,
  });
  const pending = (game: 'act03' | 'act05'): GameRoom => ({
    status: 'pending',
    game,
    createdAt: NOW,
    updatedAt: NOW,
    expiresAt: NOW + TTL,
    requester: 'p-ann',
    invited: 'p-bob',
    players: { 'p-ann': seat(ann), 'p-bob': seat(bob) },
  });

  it.each([
    [null, true, 'act05', 'Ann asks you for a small talk'],
    [idle, true, 'act03', 'Ann asks you for a game of rock-paper-scissors'],
    [connected, false, 'act05', 'Ann asks you for a small talk'],
  ] as const)(
    'an idle requester (%j, room open %s) claims waiting-to-connect, opens the %s room with both mirrors and tells the invited player',
    (node, roomOpen, game, text) => {
      expect(
        claimRequester(node, seen(node, roomOpen), 'r1', ann, bob, game, context()),
      ).toStrictEqual({
        ok: true,
        value: { roomId: 'r1', expiresAt: NOW + TTL },
        next: { requester: true, other: false, roomId: 'r1', with: 'p-bob', at: NOW },
        writes: {
          sets: {
            'rooms/r1': pending(game),
            'users/ka/rooms/r1': seated,
            'users/kb/rooms/r1': seated,
            'users/kb/notifications/id1': {
              kind: 'request',
              text,
              message: 'pairRequest',
              params: { name: 'Ann', game },
              at: SERVER_TIME,
            },
          },
          increments: {},
        },
      });
    },
  );

  it('a room names its players by public id and name only, never by key or uid', () => {
    const plan = claimRequester(null, seen(null, false), 'r1', ann, bob, 'act05', context());
    const stored = JSON.stringify(plan.writes.sets['rooms/r1']);
    expect(stored).not.toContain('"ka"');
    expect(stored).not.toContain('"kb"');
  });

  it.each([[waitingToConnect], [waitingToAccept], [connected]])(
    'a busy requester (%j, room open) refuses, stores nothing and puts the invited player back to idle',
    (node) => {
      expect(
        claimRequester(node, seen(node, true), 'r1', ann, bob, 'act05', context()),
      ).toStrictEqual({
        ok: false,
        error: 'illegal-transition',
        detail: 'you are busy',
        writes: { sets: { 'users/kb/games/multiplayer_room': idle }, increments: {} },
      });
    },
  );
});

describe('decideAnswerable', () => {
  const mine: PairNode = { ...waitingToAccept, roomId: 'r1', with: 'p-ann', at: NOW };
  it.each([
    ['the request for that room', mine, 'r1', true],
    ['no node', null, 'r1', false],
    ['a request for another room', mine, 'r2', false],
    ['a node without a room', { ...waitingToAccept, with: 'p-ann' }, 'r1', false],
    ['the requester’s own side', { ...mine, ...waitingToConnect }, 'r1', false],
    ['a request already connected', { ...mine, ...connected }, 'r1', false],
    ['a rejected request', { ...mine, ...idle }, 'r1', false],
  ])('%s -> answerable %s', (_name, node, roomId, answerable) => {
    expect(decideAnswerable(node, roomId)).toStrictEqual(
      answerable
        ? { ok: true, value: true, writes: NOTHING }
        : {
            ok: false,
            error: 'illegal-transition',
            detail: 'no request for you in that room',
            writes: NOTHING,
          },
    );
  });
});

describe('decideAnswer', () => {
  const pair = {
    roomId: 'r1',
    players: [at(bob, waitingToAccept), at(ann, waitingToConnect)] as const,
  };
  const live = { expiresAt: NOW + 1, game: 'act05' } as const;
  const closed = {
    sets: {
      'rooms/r1': null,
      'users/kb/games/multiplayer_room': idle,
      'users/kb/rooms/r1': null,
      'users/ka/games/multiplayer_room': idle,
      'users/ka/rooms/r1': null,
    },
    increments: {},
  };
  const connectBoth = {
    'users/kb/games/multiplayer_room/requester': true,
    'users/kb/games/multiplayer_room/other': true,
    'users/ka/games/multiplayer_room/requester': true,
    'users/ka/games/multiplayer_room/other': true,
    'rooms/r1/updatedAt': NOW,
  };

  it('accepting a small talk confirms the room and connects both players', () => {
    expect(decideAnswer('pending', live, pair, true, NOW)).toStrictEqual({
      ok: true,
      value: { roomId: 'r1', state: 'connected' },
      next: 'confirmed',
      writes: { sets: connectBoth, increments: {} },
    });
  });

  it('accepting rock-paper-scissors also starts its first round now, with an empty score', () => {
    expect(decideAnswer('pending', { ...live, game: 'act03' }, pair, true, NOW)).toStrictEqual({
      ok: true,
      value: { roomId: 'r1', state: 'connected' },
      next: 'confirmed',
      writes: {
        sets: { ...connectBoth, 'rooms/r1/rps': { round: 1, roundStartedAt: NOW, score: {} } },
        increments: {},
      },
    });
  });

  it('rejecting puts both players back to idle and removes the room and its mirrors', () => {
    expect(decideAnswer('pending', live, pair, false, NOW)).toStrictEqual({
      ok: true,
      value: { roomId: 'r1', state: 'rejected' },
      next: 'rejected',
      writes: closed,
    });
  });

  it.each([
    [true, NOW],
    [false, NOW],
    [true, NOW - 1],
  ])(
    'an answer (accept %s) to a request that lapsed at %i is request-expired and closes it, claiming nothing',
    (acceptIt, expiresAt) => {
      expect(decideAnswer('pending', { ...live, expiresAt }, pair, acceptIt, NOW)).toStrictEqual({
        ok: false,
        error: 'request-expired',
        writes: closed,
      });
    },
  );

  /** The room and both mirrors go, but only the invited player (still in r1) is put back to idle. */
  const closedForBob = {
    sets: {
      'rooms/r1': null,
      'users/kb/games/multiplayer_room': idle,
      'users/kb/rooms/r1': null,
      'users/ka/rooms/r1': null,
    },
    increments: {},
  };
  it.each([
    ['accepts', 'the requester now waits on another room', true, at(ann, waitingToConnect, 'r2')],
    ['accepts', 'the requester is connected in another room', true, at(ann, connected, 'r2')],
    ['rejects', 'the requester now waits on another room', false, at(ann, waitingToConnect, 'r2')],
    ['accepts', 'the requester’s node is gone', true, { ...ann, node: null }],
    ['accepts', 'the requester’s node was not read', true, ann],
    ['accepts', 'the requester’s node names no room', true, { ...ann, node: waitingToConnect }],
  ] as const)(
    'the invited player %s a live request but %s: request-expired, and that node is left as it is',
    (_verb, _name, acceptIt, requester) => {
      const moved = { roomId: 'r1', players: [at(bob, waitingToAccept), requester] as const };
      expect(decideAnswer('pending', live, moved, acceptIt, NOW)).toStrictEqual({
        ok: false,
        error: 'request-expired',
        writes: closedForBob,
      });
    },
  );

  it('a lapsed request whose invited player has moved on leaves that newer pairing too', () => {
    const both = {
      roomId: 'r1',
      players: [at(bob, connected, 'r3'), at(ann, idle, 'r2')] as const,
    };
    expect(decideAnswer('pending', { ...live, expiresAt: NOW }, both, true, NOW)).toStrictEqual({
      ok: false,
      error: 'request-expired',
      writes: {
        sets: { 'rooms/r1': null, 'users/kb/rooms/r1': null, 'users/ka/rooms/r1': null },
        increments: {},
      },
    });
  });

  it.each([
    ['confirmed', true],
    ['confirmed', false],
    [null, true],
    ['rejected', false],
    ['finished', true],
  ])('a room whose status is %j is no longer answerable (accept %s)', (status, acceptIt) => {
    expect(decideAnswer(status, live, pair, acceptIt, NOW)).toStrictEqual({
      ok: false,
      error: 'illegal-transition',
      detail: 'the request is no longer pending',
      writes: NOTHING,
    });
  });
});

describe('decideDisconnect and decideDisconnectReset', () => {
  const confirmed = room({ status: 'confirmed' });

  /** A player's side of a disconnect: marked, told (with the push id it takes), idled if still in it. */
  const leaves = (key: string, id: string, stillIn = true) => ({
    [`users/${key}/rooms/r1`]: { active: false, disconnected: true },
    ...(stillIn ? { [`users/${key}/games/multiplayer_room`]: idle } : {}),
    [`users/${key}/notifications/${id}`]: {
      kind: 'disconnect',
      text: DISCONNECTED,
      message: 'disconnected',
      at: SERVER_TIME,
    },
  });

  it.each([
    [
      'both players known: both are marked, idled and told',
      'p-bob',
      [at(ann, connected), at(bob, connected)],
      { ...leaves('ka', 'id1'), ...leaves('kb', 'id2') },
    ],
    [
      'a player whose key could not be read: only the known one is told',
      'p-ann',
      [at(ann, connected)],
      leaves('ka', 'id1'),
    ],
    [
      'the other player already paired again elsewhere: marked and told, that pairing kept',
      'p-bob',
      [at(ann, waitingToConnect, 'r2'), at(bob, connected)],
      { ...leaves('ka', 'id1', false), ...leaves('kb', 'id2') },
    ],
    [
      'nobody’s node names the room any more: both marked and told, neither idled',
      'p-ann',
      [at(ann, idle, 'r2'), { ...bob, node: null }],
      { ...leaves('ka', 'id1', false), ...leaves('kb', 'id2', false) },
    ],
  ])('removes the room and its moves; %s', (_name, me, players, sets) => {
    expect(decideDisconnect('r1', confirmed, me, players, context())).toStrictEqual({
      ok: true,
      value: { roomId: 'r1', notification: DISCONNECTED },
      writes: { sets: { 'rooms/r1': null, 'rpsMoves/r1': null, ...sets }, increments: {} },
    });
  });

  it.each([
    ['a room that is gone', null, 'p-ann'],
    ['a room the caller is not in', confirmed, 'p-cat'],
    [
      'a room without players',
      { ...confirmed, players: undefined } as unknown as GameRoom,
      'p-ann',
    ],
  ])('%s is not-found', (_name, current, me) => {
    expect(decideDisconnect('r1', current, me, [ann, bob], context())).toStrictEqual({
      ok: false,
      error: 'not-found',
      detail: 'room',
      writes: NOTHING,
    });
  });

  it.each([
    [
      ['ka', 'kb'],
      { 'users/ka/rooms/r1/disconnected': false, 'users/kb/rooms/r1/disconnected': false },
    ],
    [[], {}],
  ])('then resets disconnected for %j', (players, sets) => {
    expect(decideDisconnectReset('r1', players)).toStrictEqual({
      ok: true,
      value: true,
      writes: { sets, increments: {} },
    });
  });
});
