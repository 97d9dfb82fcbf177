import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRoomStale, planDisconnect, rpsWinner } from './room.ts';
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
  ])('%j at %i -> stale %s', (room, now, stale) => {
    expect(isRoomStale(room, now, 1_000)).toBe(stale);
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
