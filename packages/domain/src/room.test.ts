import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROOM_GRACE_MS } from './constants.ts';
import { graceEnd, isPlayerGone, isRoomStale, planDisconnect, rpsWinner } from './room.ts';
import { RPS_MOVES } from './store/rooms.ts';

describe('planDisconnect', () => {
  it('deletes the room, marks every player inactive and disconnected, notifies, then resets', () => {
    const plan = planDisconnect('room-1', ['alice', 'bob']);
    expect(plan.deleteRoom).toBe('room-1');
    expect([...plan.first]).toEqual([
      ['alice', { active: false, disconnected: true }],
      ['bob', { active: false, disconnected: true }],
    ]);
    expect(plan.notification).toBe('Disconnected. Try Connecting With Someone Again!');
    expect([...plan.afterwards]).toEqual([
      ['alice', { disconnected: false }],
      ['bob', { disconnected: false }],
    ]);
  });
});

describe('isRoomStale', () => {
  const active = { active: true, disconnected: false };
  it.each([
    [{ updatedAt: 1_000, players: { a: active, b: active } }, 1_500, false],
    [{ updatedAt: 1_000, players: { a: active, b: active } }, 2_001, true],
    [
      { updatedAt: 1_000, players: { a: active, b: { active: false, disconnected: true } } },
      1_001,
      true,
    ],
    [{ updatedAt: 1_000, players: {} }, 1_000, false],
    [{ updatedAt: 1_400, players: { a: active, b: { ...active, lostAt: 1_000 } } }, 1_500, false],
    [
      { updatedAt: ROOM_GRACE_MS, players: { a: active, b: { ...active, lostAt: 1_000 } } },
      1_000 + ROOM_GRACE_MS,
      true,
    ],
  ])('%j at %i -> stale %s', (room, now, stale) => {
    expect(isRoomStale(room, now, 1_000)).toBe(stale);
  });
});

describe('the grace period of a lost player', () => {
  const seated = { disconnected: false };
  it.each([
    ['connected', seated, 5_000, undefined, false],
    ['disconnected for good', { disconnected: true }, 5_000, undefined, true],
    ['lost a moment ago', { ...seated, lostAt: 4_000 }, 5_000, 4_000 + ROOM_GRACE_MS, false],
    [
      'lost until a millisecond before the end',
      { ...seated, lostAt: 4_000 },
      4_000 + ROOM_GRACE_MS - 1,
      4_000 + ROOM_GRACE_MS,
      false,
    ],
    [
      'lost for the whole grace period',
      { ...seated, lostAt: 4_000 },
      4_000 + ROOM_GRACE_MS,
      4_000 + ROOM_GRACE_MS,
      true,
    ],
  ])('a player %s: gone %s', (_name, player, now, end, gone) => {
    expect(graceEnd(player)).toBe(end);
    expect(isPlayerGone(player, now)).toBe(gone);
  });
});

describe('rpsWinner', () => {
  it.each([
    [{ a: 'rock', b: 'scissors' }, 'a'],
    [{ a: 'rock', b: 'paper' }, 'b'],
    [{ a: 'paper', b: 'rock' }, 'a'],
    [{ a: 'scissors', b: 'paper' }, 'a'],
    [{ a: 'scissors', b: 'rock' }, 'b'],
    [{ a: 'paper', b: 'paper' }, null],
    [{ a: 'rock' }, null],
  ] as const)('%j -> %s', (moves, winner) => {
    expect(rpsWinner(moves)).toBe(winner);
  });

  it('is a fair game: swapping the players swaps the winner, and every move beats exactly one', () => {
    const move = fc.constantFrom(...RPS_MOVES);
    fc.assert(
      fc.property(move, move, (a, b) => {
        const forward = rpsWinner({ a, b });
        const backward = rpsWinner({ b, a });
        expect(forward).toBe(backward);
        expect(forward === null).toBe(a === b);
      }),
    );
    for (const mine of RPS_MOVES) {
      const beaten = RPS_MOVES.filter((theirs) => rpsWinner({ me: mine, them: theirs }) === 'me');
      expect(beaten).toHaveLength(1);
    }
  });
});
