import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flagsToState } from './chat-pairing.ts';
import {
  claimInvited,
  claimRequester,
  decideAnswer,
  decideAnswerable,
  decideDisconnect,
  decideDisconnectReset,
  decidePairRequest,
  type PairNode,
} from './pairing.ts';
import { type Claim, SERVER_TIME, type Writes } from './plan.ts';
import type { Room } from './room.ts';

const NOW = 1_700_000_000_000;
const NOTHING = { sets: {}, increments: {} };
const DISCONNECTED = 'Disconnected. Try Connecting With Someone Again!';
/** Push ids in order (id1, id2, …), so a plan's paths are known in advance. */
const ids = () => {
  let n = 0;
  return { newId: () => `id${++n}` };
};

const idle = { requester: false, other: false };
const waitingToConnect = { requester: true, other: false };
const waitingToAccept = { requester: false, other: true };
const connected = { requester: true, other: true };

describe('decidePairRequest', () => {
  it.each([
    [
      { key: 'ka', eventId: 'e1' },
      { key: 'kb', eventId: 'e1' },
      { ok: true, value: true },
    ],
    [
      { key: 'ka', eventId: 'e1' },
      { key: 'ka', eventId: 'e1' },
      { ok: false, error: 'self-scan' },
    ],
    [
      { key: 'ka', eventId: 'e1' },
      { key: 'kb', eventId: 'e2' },
      { ok: false, error: 'illegal-transition', detail: 'not at the same event' },
    ],
  ])('%j asks %j -> %j', (me, other, expected) => {
    expect(decidePairRequest(me, other)).toStrictEqual({ ...expected, writes: NOTHING });
  });
});

describe('claimInvited', () => {
  it.each([[null], [idle], [{ ...idle, roomId: 'old', with: 'kc' }]])(
    'an idle invited node (%j) is claimed as waiting-to-accept from the requester',
    (node) => {
      expect(claimInvited(node, 'r1', 'ka')).toStrictEqual({
        ok: true,
        value: true,
        next: { requester: false, other: true, roomId: 'r1', with: 'ka' },
        writes: NOTHING,
      });
    },
  );

  it.each([[waitingToConnect], [waitingToAccept], [connected]])(
    'a busy invited node (%j) refuses and stays as it is',
    (node) => {
      expect(claimInvited({ ...node, roomId: 'r0', with: 'kc' }, 'r1', 'ka')).toStrictEqual({
        ok: false,
        error: 'illegal-transition',
        detail: 'the other player is busy',
        writes: NOTHING,
      });
    },
  );
});

describe('claimRequester', () => {
  it.each([[null], [idle]])(
    'an idle requester (%j) claims waiting-to-connect and opens the pending room with both mirrors',
    (node) => {
      const flags = { active: true, disconnected: false };
      expect(claimRequester(node, 'r1', 'ka', 'kb', 'act03', NOW)).toStrictEqual({
        ok: true,
        value: { roomId: 'r1' },
        next: { requester: true, other: false, roomId: 'r1', with: 'kb' },
        writes: {
          sets: {
            'rooms/r1': {
              status: 'pending',
              game: 'act03',
              createdAt: NOW,
              updatedAt: NOW,
              players: { ka: flags, kb: flags },
              requester: 'ka',
              invited: 'kb',
            },
            'users/ka/rooms/r1': flags,
            'users/kb/rooms/r1': flags,
          },
          increments: {},
        },
      });
    },
  );

  it.each([[waitingToConnect], [waitingToAccept], [connected]])(
    'a busy requester (%j) refuses, stores nothing and puts the invited player back to idle',
    (node) => {
      expect(claimRequester(node, 'r1', 'ka', 'kb', 'act05', NOW)).toStrictEqual({
        ok: false,
        error: 'illegal-transition',
        detail: 'you are busy',
        writes: { sets: { 'users/kb/games/multiplayer_room': idle }, increments: {} },
      });
    },
  );
});

describe('decideAnswerable', () => {
  const mine: PairNode = { ...waitingToAccept, roomId: 'r1', with: 'ka' };
  it.each([
    [mine, 'ka', { ok: true, value: 'r1' }],
    [null, 'ka', 'refused'],
    [mine, 'kc', 'refused'],
    [{ ...mine, ...waitingToConnect }, 'ka', 'refused'],
    [{ ...mine, ...connected }, 'ka', 'refused'],
    [{ ...waitingToAccept, with: 'ka' }, 'ka', 'refused'],
  ] as const)('%j answering %s -> %j', (node, requester, expected) => {
    expect(decideAnswerable(node, requester)).toStrictEqual(
      expected === 'refused'
        ? {
            ok: false,
            error: 'illegal-transition',
            detail: 'no request from that player',
            writes: NOTHING,
          }
        : { ...expected, writes: NOTHING },
    );
  });
});

describe('decideAnswer', () => {
  const pair = { roomId: 'r1', me: 'kb', requester: 'ka' };

  it('accepting confirms the room and connects both players', () => {
    expect(decideAnswer('pending', pair, true, NOW)).toStrictEqual({
      ok: true,
      value: { roomId: 'r1', state: 'connected' },
      next: 'confirmed',
      writes: {
        sets: {
          'users/kb/games/multiplayer_room/requester': true,
          'users/kb/games/multiplayer_room/other': true,
          'users/ka/games/multiplayer_room/requester': true,
          'users/ka/games/multiplayer_room/other': true,
          'rooms/r1/updatedAt': NOW,
        },
        increments: {},
      },
    });
  });

  it('rejecting puts both players back to idle and removes the room and its mirrors', () => {
    expect(decideAnswer('pending', pair, false, NOW)).toStrictEqual({
      ok: true,
      value: { roomId: 'r1', state: 'rejected' },
      next: 'rejected',
      writes: {
        sets: {
          'users/kb/games/multiplayer_room': idle,
          'users/kb/rooms/r1': null,
          'users/ka/games/multiplayer_room': idle,
          'users/ka/rooms/r1': null,
          'rooms/r1': null,
        },
        increments: {},
      },
    });
  });

  it.each([
    ['confirmed', true],
    ['confirmed', false],
    [null, true],
    ['rejected', false],
  ])('a room whose status is %j is no longer answerable (accept %s)', (status, acceptIt) => {
    expect(decideAnswer(status, pair, acceptIt, NOW)).toStrictEqual({
      ok: false,
      error: 'illegal-transition',
      detail: 'the request is no longer pending',
      writes: NOTHING,
    });
  });
});

describe('decideDisconnect and decideDisconnectReset', () => {
  const flags = { active: true, disconnected: false };
  const room = { players: { ka: flags, kb: flags } };

  it('removes the room and its moves, then marks, idles and notifies every player', () => {
    expect(decideDisconnect('r1', room, 'kb', ids())).toStrictEqual({
      ok: true,
      value: { roomId: 'r1', notification: DISCONNECTED },
      writes: {
        sets: {
          'rooms/r1': null,
          'rpsMoves/r1': null,
          'users/ka/rooms/r1': { active: false, disconnected: true },
          'users/ka/games/multiplayer_room': idle,
          'users/ka/notifications/id1': { message: DISCONNECTED, at: SERVER_TIME, roomId: 'r1' },
          'users/kb/rooms/r1': { active: false, disconnected: true },
          'users/kb/games/multiplayer_room': idle,
          'users/kb/notifications/id2': { message: DISCONNECTED, at: SERVER_TIME, roomId: 'r1' },
        },
        increments: {},
      },
    });
  });

  it.each([
    [null, 'ka'],
    [room, 'kc'],
  ])('a room that is gone, or not the caller’s, is not-found (%j, %s)', (current, me) => {
    expect(decideDisconnect('r1', current, me, ids())).toStrictEqual({
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

/**
 * The rules driven the way the handlers drive them, against a small in-memory tree: whatever the
 * order of requests, answers and disconnects among three players, the two sides of a pairing agree
 * and a room exists exactly while someone's pairing points at it.
 */
describe('pairing as a state machine', () => {
  type Tree = { [key: string]: unknown };
  const isTree = (value: unknown): value is Tree =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  const read = (root: Tree, path: string): unknown =>
    path.split('/').reduce<unknown>((node, key) => (isTree(node) ? node[key] : undefined), root);
  const write = (root: Tree, path: string, value: unknown): void => {
    const keys = path.split('/');
    const last = keys.pop() ?? '';
    let node = root;
    for (const key of keys) {
      const child = node[key];
      if (!isTree(child)) node[key] = {};
      node = node[key] as Tree;
    }
    if (value === null || value === undefined) delete node[last];
    else node[last] = JSON.parse(JSON.stringify(value));
  };
  const apply = (root: Tree, writes: Writes): void => {
    for (const [path, value] of Object.entries(writes.sets)) write(root, path, value);
    for (const [path, by] of Object.entries(writes.increments))
      write(root, path, ((read(root, path) as number | undefined) ?? 0) + by);
  };
  /** What commitClaim does: the claim at the path, then the other writes. */
  const commitClaim = <T>(root: Tree, path: string, plan: Claim<T>): Claim<T> => {
    if (plan.next !== undefined) write(root, path, plan.next);
    apply(root, plan.writes);
    return plan;
  };
  const nodeOf = (root: Tree, key: string) =>
    (read(root, `users/${key}/games/multiplayer_room`) ?? null) as PairNode | null;

  const PLAYERS = ['ka', 'kb', 'kc'] as const;
  const player = fc.constantFrom(...PLAYERS);
  const step = fc.oneof(
    fc.record({ kind: fc.constant('request' as const), me: player, other: player }),
    // Mostly the request the player really has, sometimes a player who never asked.
    fc.record({
      kind: fc.constant('answer' as const),
      me: fc.option(player, { freq: 4 }),
      other: fc.option(player, { freq: 4 }),
      yes: fc.boolean(),
    }),
    fc.record({ kind: fc.constant('disconnect' as const), me: player }),
  );

  it('keeps both sides of every pairing in step', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 5, maxLength: 40 }), (steps) => {
        const root: Tree = {};
        const ctx = ids();
        for (const s of steps) {
          if (s.kind === 'request') {
            if (!decidePairRequest({ key: s.me, eventId: 'e' }, { key: s.other, eventId: 'e' }).ok)
              continue;
            const roomId = ctx.newId();
            const invited = `users/${s.other}/games/multiplayer_room`;
            if (!commitClaim(root, invited, claimInvited(nodeOf(root, s.other), roomId, s.me)).ok)
              continue;
            const mine = `users/${s.me}/games/multiplayer_room`;
            commitClaim(
              root,
              mine,
              claimRequester(nodeOf(root, s.me), roomId, s.me, s.other, 'act05', NOW),
            );
          } else if (s.kind === 'answer') {
            const me =
              s.me ??
              PLAYERS.find(
                (key) => nodeOf(root, key)?.other === true && !nodeOf(root, key)?.requester,
              ) ??
              'ka';
            const requester = s.other ?? nodeOf(root, me)?.with ?? me;
            const answerable = decideAnswerable(nodeOf(root, me), requester);
            if (!answerable.ok) continue;
            const roomId = answerable.value;
            const statusPath = `rooms/${roomId}/status`;
            const status = (read(root, statusPath) ?? null) as string | null;
            const pair = { roomId, me, requester };
            commitClaim(root, statusPath, decideAnswer(status, pair, s.yes, NOW));
          } else {
            const roomId = nodeOf(root, s.me)?.roomId;
            if (roomId === undefined) continue;
            const room = (read(root, `rooms/${roomId}`) ?? null) as Room | null;
            const plan = decideDisconnect(roomId, room, s.me, ctx);
            apply(root, plan.writes);
            if (plan.ok)
              apply(root, decideDisconnectReset(roomId, Object.keys(room?.players ?? {})).writes);
          }

          for (const key of PLAYERS) {
            const node = nodeOf(root, key);
            const state = node === null ? 'rejected' : flagsToState(node);
            if (state === 'rejected' || node === null) continue;
            const partner = node.with ?? '';
            const theirs = nodeOf(root, partner);
            expect(theirs?.roomId).toBe(node.roomId);
            expect(theirs?.with).toBe(key);
            const expected = {
              connected: ['connected', 'confirmed'],
              'waiting-to-connect': ['waiting-to-accept', 'pending'],
              'waiting-to-accept': ['waiting-to-connect', 'pending'],
            }[state];
            expect([
              theirs === null ? null : flagsToState(theirs),
              read(root, `rooms/${node.roomId}/status`),
            ]).toEqual(expected);
          }
          const rooms = (read(root, 'rooms') ?? {}) as Record<string, Room>;
          for (const [roomId, room] of Object.entries(rooms)) {
            const pointing = PLAYERS.filter((key) => nodeOf(root, key)?.roomId === roomId);
            const state = (key: string) => {
              const node = nodeOf(root, key);
              return node === null ? 'rejected' : flagsToState(node);
            };
            expect(pointing.filter((key) => state(key) !== 'rejected').sort()).toEqual(
              Object.keys(room.players).sort(),
            );
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
