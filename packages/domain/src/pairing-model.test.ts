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
  isRoomOpen,
  type Player,
} from './pairing.ts';
import type { Claim, Plan, Writes } from './plan.ts';
import type { GameRoom } from './store/rooms.ts';
import type { PairNode } from './store/users-play.ts';

/**
 * The pairing rules driven the way the callables drive them (functions/src/handlers/pairing.ts),
 * against a small in-memory tree: whatever the order of requests, answers and disconnects among
 * three players, the two sides of a pairing agree while its room is open.
 */
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
    const next: Tree = isTree(child) ? child : {};
    node[key] = next;
    node = next;
  }
  if (value === null || value === undefined) delete node[last];
  else node[last] = JSON.parse(JSON.stringify(value));
};
const apply = (root: Tree, writes: Writes): void => {
  for (const [path, value] of Object.entries(writes.sets)) write(root, path, value);
  for (const [path, by] of Object.entries(writes.increments))
    write(root, path, ((read(root, path) as number | undefined) ?? 0) + by);
};
/** What the functions' commit does: the writes, refused or not. */
const commit = <T>(root: Tree, plan: Plan<T>): Plan<T> => {
  apply(root, plan.writes);
  return plan;
};
/** What commitClaim does: the claim at the path, then the other writes. */
const commitClaim = <T>(root: Tree, path: string, plan: Claim<T>): Claim<T> => {
  if (plan.next !== undefined) write(root, path, plan.next);
  return commit(root, plan);
};

const KEYS = ['ka', 'kb', 'kc'] as const;
type Key = (typeof KEYS)[number];
const publicIdOf = (key: string) => `p-${key}`;
const keyOf = (publicId: string) => KEYS.find((key) => publicIdOf(key) === publicId) ?? null;
const nodePath = (key: string) => `users/${key}/games/multiplayer_room`;
const nodeOf = (root: Tree, key: string) => (read(root, nodePath(key)) ?? null) as PairNode | null;
/** A player as the handlers' playerOf reads them: profile, inbox and pairing node. */
const playerOf = (root: Tree, key: string): Player => ({
  key,
  profile: {
    eventId: 'e',
    teamName: 'AGILE',
    name: key,
    publicId: publicIdOf(key),
    color: 'red',
  },
  notifications: Object.keys((read(root, `users/${key}/notifications`) ?? {}) as Tree),
  node: nodeOf(root, key),
});
const roomOf = (root: Tree, roomId: string | undefined) =>
  roomId === undefined ? null : ((read(root, `rooms/${roomId}`) ?? null) as GameRoom | null);

type Step =
  | { readonly kind: 'request'; readonly me: Key; readonly other: Key; readonly rps: boolean }
  | { readonly kind: 'answer'; readonly me: Key; readonly yes: boolean }
  /** Leaving the room their node names, or (`room`) any room made so far, as the callable allows. */
  | { readonly kind: 'disconnect'; readonly me: Key; readonly room?: number }
  | { readonly kind: 'lapse' }
  | { readonly kind: 'close-tab'; readonly me: Key };

const key = fc.constantFrom(...KEYS);
const step = (withTime: boolean): fc.Arbitrary<Step> =>
  fc.oneof(
    fc.record({ kind: fc.constant('request' as const), me: key, other: key, rps: fc.boolean() }),
    fc.record({ kind: fc.constant('answer' as const), me: key, yes: fc.boolean() }),
    fc.record(
      { kind: fc.constant('disconnect' as const), me: key, room: fc.nat(9) },
      { requiredKeys: ['kind', 'me'] },
    ),
    ...(withTime
      ? [
          fc.record({ kind: fc.constant('lapse' as const) }),
          fc.record({ kind: fc.constant('close-tab' as const), me: key }),
        ]
      : []),
  );

/** Runs the steps as the callables would; returns the tree. */
const run = (steps: readonly Step[], check: (root: Tree, now: number) => void): void => {
  const root: Tree = {};
  let now = 1_700_000_000_000;
  let n = 0;
  const ctx = () => ({ now, random: () => 0, newId: () => `id${++n}` });
  const open = (node: PairNode | null) => isRoomOpen(roomOf(root, node?.roomId), now);
  const made: string[] = [];
  for (const s of steps) {
    if (s.kind === 'lapse') now += 2 * 60_000 + 1;
    else if (s.kind === 'close-tab') {
      const roomId = nodeOf(root, s.me)?.roomId;
      if (roomOf(root, roomId) !== null)
        write(root, `rooms/${roomId}/players/${publicIdOf(s.me)}/disconnected`, true);
    } else if (s.kind === 'request') {
      const me = playerOf(root, s.me);
      const other = playerOf(root, s.other);
      const asked = decidePairRequest(
        { key: me.key, eventId: 'e' },
        { key: other.key, eventId: 'e' },
      );
      if (!asked.ok) continue;
      const c = ctx();
      const roomId = c.newId();
      made.push(roomId);
      const myOpen = { roomId: nodeOf(root, s.me)?.roomId, open: open(nodeOf(root, s.me)) };
      const theirOpen = {
        roomId: nodeOf(root, s.other)?.roomId,
        open: open(nodeOf(root, s.other)),
      };
      const invited = claimInvited(
        nodeOf(root, s.other),
        theirOpen,
        roomId,
        me.profile.publicId,
        now,
      );
      if (!commitClaim(root, nodePath(s.other), invited).ok) continue;
      const game = s.rps ? 'act03' : 'act05';
      commitClaim(
        root,
        nodePath(s.me),
        claimRequester(nodeOf(root, s.me), myOpen, roomId, me, other, game, c),
      );
    } else if (s.kind === 'answer') {
      const mine = nodeOf(root, s.me);
      const roomId = mine?.roomId ?? 'none';
      if (!decideAnswerable(mine, roomId).ok) continue;
      const room = roomOf(root, roomId);
      const requester = room === null ? null : keyOf(room.requester);
      if (room === null || requester === null) continue;
      const pair = {
        roomId,
        players: [playerOf(root, s.me), playerOf(root, requester)] as const,
      };
      const status = (read(root, `rooms/${roomId}/status`) ?? null) as string | null;
      commitClaim(root, `rooms/${roomId}/status`, decideAnswer(status, room, pair, s.yes, now));
    } else {
      const roomId =
        s.room === undefined ? nodeOf(root, s.me)?.roomId : made[s.room % Math.max(made.length, 1)];
      const room = roomOf(root, roomId);
      if (roomId === undefined) continue;
      const players = Object.keys(room?.players ?? {})
        .map(keyOf)
        .filter((k): k is Key => k !== null)
        .map((k) => playerOf(root, k));
      const left = commit(root, decideDisconnect(roomId, room, publicIdOf(s.me), players, ctx()));
      if (left.ok)
        commit(
          root,
          decideDisconnectReset(
            roomId,
            players.map((p) => p.key),
          ),
        );
    }
    check(root, now);
  }
};

const EXPECTED = {
  connected: ['connected', 'confirmed'],
  'waiting-to-connect': ['waiting-to-accept', 'pending'],
  'waiting-to-accept': ['waiting-to-connect', 'pending'],
} as const;

/**
 * Every player busy in an open room has a partner busy in the same room, in the matching state,
 * and every open room's two players are in it.
 */
const inStep = (root: Tree, now: number): void => {
  for (const me of KEYS) {
    const node = nodeOf(root, me);
    const state = node === null ? 'rejected' : flagsToState(node);
    if (node === null || state === 'rejected') continue;
    const room = roomOf(root, node.roomId);
    if (!isRoomOpen(room, now)) continue;
    const partner = keyOf(node.with ?? '');
    const theirs = partner === null ? null : nodeOf(root, partner);
    expect({ roomId: theirs?.roomId, with: theirs?.with }).toEqual({
      roomId: node.roomId,
      with: publicIdOf(me),
    });
    expect([theirs === null ? null : flagsToState(theirs), room?.status]).toEqual(EXPECTED[state]);
  }
  // And from the rooms' side: both players of every open room are still in it.
  const rooms = (read(root, 'rooms') ?? {}) as Readonly<Record<string, GameRoom>>;
  for (const [roomId, room] of Object.entries(rooms)) {
    if (!isRoomOpen(room, now)) continue;
    const sides = [room.requester, room.invited].map((id) => nodeOf(root, keyOf(id) ?? ''));
    const states =
      room.status === 'pending'
        ? ['waiting-to-connect', 'waiting-to-accept']
        : ['connected', 'connected'];
    expect(sides.map((node) => [node?.roomId, node === null ? null : flagsToState(node)])).toEqual(
      states.map((state) => [roomId, state]),
    );
  }
};

describe('pairing as a state machine', () => {
  it('keeps both sides of every open pairing in step (requests, answers, disconnects)', () => {
    fc.assert(
      fc.property(fc.array(step(false), { minLength: 5, maxLength: 40 }), (steps) =>
        run(steps, inStep),
      ),
      { numRuns: 300 },
    );
  });

  /*
   * A room that is no longer open (a lapsed request, a closed tab) frees its players to pair
   * again; the plans that close it later (decideAnswer's rejection or request-expired,
   * decideDisconnect) must leave a newer pairing alone.
   */
  const ask = (me: Key, other: Key): Step => ({ kind: 'request', me, other, rps: false });
  it.each([
    [
      'a late answer to a lapsed request',
      [
        ask('ka', 'kb'),
        { kind: 'lapse' },
        ask('ka', 'kc'),
        { kind: 'answer', me: 'kb', yes: true },
      ],
    ],
    [
      'a rejection of a request whose requester closed the tab',
      [
        ask('ka', 'kb'),
        { kind: 'close-tab', me: 'ka' },
        ask('ka', 'kc'),
        { kind: 'answer', me: 'kb', yes: false },
      ],
    ],
    [
      'an acceptance of a request whose requester closed the tab',
      [
        ask('ka', 'kb'),
        { kind: 'close-tab', me: 'ka' },
        ask('ka', 'kc'),
        { kind: 'answer', me: 'kb', yes: true },
      ],
    ],
    [
      'leaving a room the other player already closed',
      [
        ask('ka', 'kb'),
        { kind: 'answer', me: 'kb', yes: true },
        { kind: 'close-tab', me: 'kb' },
        ask('ka', 'kc'),
        { kind: 'disconnect', me: 'kb' },
      ],
    ],
  ] as [string, Step[]][])('%s leaves the requester’s newer pairing in step', (_name, steps) => {
    run(steps, inStep);
  });

  it('keeps both sides in step when requests lapse and tabs close', () => {
    fc.assert(
      fc.property(fc.array(step(true), { minLength: 5, maxLength: 40 }), (steps) =>
        run(steps, inStep),
      ),
      { numRuns: 300 },
    );
  });
});
