import { describe, expect, it } from 'vitest';
import { type AwardProfile, addAward } from './awards.ts';
import { SERVER_TIME, WriteSet } from './plan.ts';
import { claimMove, decideRound, decideRpsRoom, type RpsRoom } from './rps.ts';

const NOW = 1_700_000_000_000;
const NOTHING = { sets: {}, increments: {} };
const context = () => {
  let n = 0;
  return { now: NOW, random: () => 0, newId: () => `id${++n}` };
};

const flags = { active: true, disconnected: false };
const room: RpsRoom = {
  status: 'confirmed',
  game: 'act03',
  createdAt: NOW - 60_000,
  updatedAt: NOW - 1_000,
  players: { ka: flags, kb: flags },
};

describe('decideRpsRoom', () => {
  it('lets a player of a confirmed rock-paper-scissors room move', () => {
    expect(decideRpsRoom(room, 'ka')).toStrictEqual({ ok: true, value: room, writes: NOTHING });
  });

  it.each([
    [null, 'ka', 'not-found', 'room'],
    [room, 'kc', 'not-found', 'room'],
    [
      { ...room, status: 'pending' },
      'ka',
      'illegal-transition',
      'not a running rock-paper-scissors room',
    ],
    [
      { ...room, game: 'act05' },
      'kb',
      'illegal-transition',
      'not a running rock-paper-scissors room',
    ],
  ] as const)('%j for %s is refused: %s', (current, me, error, detail) => {
    expect(decideRpsRoom(current, me)).toStrictEqual({ ok: false, error, detail, writes: NOTHING });
  });
});

describe('claimMove', () => {
  it.each([
    [null, { ka: 'rock' }],
    [{ kb: 'paper' }, { kb: 'paper', ka: 'rock' }],
  ] as const)('adds the move to %j', (moves, next) => {
    expect(claimMove(moves, 'ka', 'rock')).toStrictEqual({
      ok: true,
      value: next,
      next,
      writes: NOTHING,
    });
  });

  it.each([[{ ka: 'paper' }], [{ ka: 'rock', kb: 'rock' }]] as const)(
    'refuses a second move in the round (%j) and stores nothing',
    (moves) => {
      expect(claimMove(moves, 'ka', 'scissors')).toStrictEqual({
        ok: false,
        error: 'illegal-transition',
        detail: 'you already moved this round',
        writes: NOTHING,
      });
    },
  );
});

describe('decideRound', () => {
  const profiles: Record<string, AwardProfile> = {
    ka: { eventId: 'summit', teamName: 'AGILE', name: 'Ada', publicId: 'p-ada' },
    kb: {
      eventId: 'summit',
      teamName: 'MODERN',
      attendance: 'online',
      name: 'Bob',
      publicId: 'p-bob',
    },
  };
  const profileOf = (key: string) => profiles[key];

  it('waits for the second move and writes nothing', () => {
    expect(decideRound('r1', room, { ka: 'rock' }, profileOf, context())).toStrictEqual({
      ok: true,
      value: { status: 'waiting' },
      writes: NOTHING,
    });
  });

  it('a draw resolves the round, clears the moves and pays nobody', () => {
    const moves = { ka: 'rock', kb: 'rock' } as const;
    expect(decideRound('r1', { ...room, round: 2 }, moves, profileOf, context())).toStrictEqual({
      ok: true,
      value: { status: 'resolved', round: 3, moves, winner: null },
      writes: {
        sets: {
          'rpsMoves/r1': null,
          'rooms/r1/round': 3,
          'rooms/r1/lastResult': { round: 3, moves, winner: null },
          'rooms/r1/updatedAt': NOW,
        },
        increments: {},
      },
    });
  });

  it.each([
    [{ ka: 'rock', kb: 'paper' }, 'kb'],
    [{ ka: 'scissors', kb: 'paper' }, 'ka'],
  ] as const)('%j resolves the first round and pays %s', (moves, winner) => {
    const ctx = context();
    const profile = profiles[winner];
    if (profile === undefined) throw new Error('a winner without a profile in the table');
    const award = addAward(
      new WriteSet(),
      profile,
      { key: winner, points: 5, reason: 'rps-win', by: 'system' },
      context(),
    );
    expect(decideRound('r1', room, moves, profileOf, ctx)).toStrictEqual({
      ok: true,
      value: { status: 'resolved', round: 1, moves, winner },
      writes: award
        .remove('rpsMoves/r1')
        .set('rooms/r1/round', 1)
        .set('rooms/r1/lastResult', { round: 1, moves, winner })
        .set('rooms/r1/updatedAt', NOW)
        .writes(),
    });
  });

  it('the win pays 5 points under rps-win', () => {
    const plan = decideRound('r1', room, { ka: 'rock', kb: 'paper' }, profileOf, context());
    expect(plan.writes.sets['ledger/kb/id1']).toStrictEqual({
      points: 5,
      reason: 'rps-win',
      at: SERVER_TIME,
      by: 'system',
    });
    expect(plan.writes.increments['users/kb/games/act04/totalPoints']).toBe(5);
  });

  it('a winner whose profile is gone still wins the round but is paid nothing', () => {
    const moves = { kc: 'paper', kd: 'rock' } as const;
    expect(decideRound('r1', room, moves, profileOf, context())).toStrictEqual({
      ok: true,
      value: { status: 'resolved', round: 1, moves, winner: 'kc' },
      writes: {
        sets: {
          'rpsMoves/r1': null,
          'rooms/r1/round': 1,
          'rooms/r1/lastResult': { round: 1, moves, winner: 'kc' },
          'rooms/r1/updatedAt': NOW,
        },
        increments: {},
      },
    });
  });
});
