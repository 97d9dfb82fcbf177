import { describe, expect, it } from 'vitest';
import { WriteSet } from './plan.ts';
import { applyRoomWrites, roomGone, splitRoomWrites, writesInRoom } from './room-writes.ts';
import { node } from './store/node.ts';

const writes = (build: (w: WriteSet) => WriteSet) => build(new WriteSet()).writes();

describe('splitRoomWrites', () => {
  it('takes the writes inside the room, relative to it, and leaves the rest', () => {
    const split = splitRoomWrites(
      'r1',
      writes((w) =>
        w
          .set(node('rooms/r1/status'), 'finished')
          .set(node('rooms/r1/rps'), { round: 2 })
          .increment(node('rooms/r1/count'), 1)
          .set(node('rooms/r10/status'), 'other room')
          .remove(node('rpsMoves/r1'))
          .increment(node('users/k/games/act04/totalPoints'), 5),
      ),
    );
    expect(split).toEqual({
      inRoom: { sets: { status: 'finished', rps: { round: 2 } }, increments: { count: 1 } },
      rest: {
        sets: { 'rooms/r10/status': 'other room', 'rpsMoves/r1': null },
        increments: { 'users/k/games/act04/totalPoints': 5 },
      },
    });
    expect(writesInRoom(split)).toBe(true);
  });

  it('commits a plan that deletes the room as it is', () => {
    const all = writes((w) =>
      w.remove(node('rooms/r1')).set(node('users/k/games/multiplayer_room'), null),
    );
    const split = splitRoomWrites('r1', all);
    expect(split).toEqual({ inRoom: { sets: {}, increments: {} }, rest: all });
    expect(writesInRoom(split)).toBe(false);
  });
});

describe('applyRoomWrites', () => {
  const room = {
    status: 'confirmed',
    updatedAt: 1,
    players: { p1: { active: true }, p2: { active: true } },
    rps: { round: 1, moved: { p1: true }, score: { p1: 1 } },
  };
  it.each([
    [
      'sets nested fields and keeps the rest of the room',
      writes((w) => w.set(node('rps/moved/p2'), true).set(node('updatedAt'), 5)),
      { ...room, updatedAt: 5, rps: { ...room.rps, moved: { p1: true, p2: true } } },
    ],
    [
      'a null removes the field, and a parent it leaves empty',
      writes((w) => w.remove(node('rps/moved/p1'))),
      { ...room, rps: { round: 1, score: { p1: 1 } } },
    ],
    [
      'a whole child replaced; its null children are not stored',
      writes((w) => w.set(node('rps'), { round: 2, moved: null })),
      { ...room, rps: { round: 2 } },
    ],
    [
      'a field under a leaf replaces the leaf with a node',
      writes((w) => w.set(node('status/at'), 3)),
      { ...room, status: { at: 3 } },
    ],
    [
      'increments add to a number, or start from zero',
      writes((w) => w.increment(node('rps/score/p1'), 1).increment(node('rps/score/p2'), 1)),
      { ...room, rps: { ...room.rps, score: { p1: 2, p2: 1 } } },
    ],
  ])('%s', (_name, inRoom, expected) => {
    expect(applyRoomWrites(room, inRoom)).toEqual(expected);
  });

  it.each([
    ['a room that is gone', null],
    ['remains without players', { updatedAt: 1, rps: { moved: { p1: true } } }],
  ])('refuses (aborts) for %s', (_name, current) => {
    expect(
      applyRoomWrites(
        current,
        writes((w) => w.set(node('updatedAt'), 2)),
      ),
    ).toBeUndefined();
  });
});

describe('roomGone', () => {
  it('refuses with not-found and drops the round’s hidden moves', () => {
    expect(roomGone('r1')).toStrictEqual({
      ok: false,
      error: 'not-found',
      detail: 'room',
      writes: { sets: { 'rpsMoves/r1': null }, increments: {} },
    });
  });
});
