import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addAward } from './awards.ts';
import type { RpsResult } from './games.ts';
import { decideAnswer, type Player } from './pairing.ts';
import { WriteSet } from './plan.ts';
import {
  claimForfeit,
  claimMove,
  decideRpsPayout,
  decideRpsRoom,
  decideRpsRound,
  notifyRps,
  rpsWinId,
  settledRps,
  settleRps,
} from './rps.ts';
import type { GameRoom, RpsState } from './store/rooms.ts';
import { RPS_MOVES, type RpsMove } from './store/rooms.ts';

const NOW = 1_700_000_000_000;
const START = NOW - 10_000;
const NOTHING = { sets: {}, increments: {} };
const idle = { requester: false, other: false };
const connected = { requester: true, other: true };
/** Both players as the handlers read them: key and pairing node, both still in room r1. */
const annInRoom = { key: 'ka', node: { ...connected, roomId: 'r1', with: 'p-bob' } };
const PLAYERS = [annInRoom, { key: 'kb', node: { ...connected, roomId: 'r1', with: 'p-ann' } }];
const context = () => {
  let n = 0;
  return { now: NOW, random: () => 0, newId: () => `id${++n}` };
};

const ann: Player = {
  key: 'ka',
  profile: { eventId: 'summit', teamName: 'AGILE', name: 'Ann', publicId: 'p-ann', color: 'red' },
  notifications: ['n1'],
};
const bob: Player = {
  key: 'kb',
  profile: {
    eventId: 'summit',
    teamName: 'MODERN',
    name: 'Bob',
    publicId: 'p-bob',
    color: 'blue',
  },
  notifications: [],
};

const seat = { active: true, disconnected: false };
const rps: RpsState = { round: 1, roundStartedAt: START, score: {} };
const room = (fields: Partial<GameRoom> = {}): GameRoom => ({
  status: 'confirmed',
  game: 'act03',
  createdAt: NOW - 60_000,
  updatedAt: START,
  expiresAt: NOW - 30_000,
  requester: 'p-ann',
  invited: 'p-bob',
  players: {
    'p-ann': { name: 'Ann', color: 'red', ...seat },
    'p-bob': { name: 'Bob', color: 'blue', ...seat },
  },
  rps,
  ...fields,
});

/** The writes that end a match: moves gone, room finished, the room's players free to pair again. */
const finished = (state: object, freed: readonly string[] = ['ka', 'kb']) => ({
  'rpsMoves/r1': null,
  'rooms/r1/status': 'finished',
  'rooms/r1/updatedAt': NOW,
  'rooms/r1/rps': state,
  ...Object.fromEntries(freed.map((key) => [`users/${key}/games/multiplayer_room`, idle])),
});

/** Players of r1 of whom only `ka` still names it; the others moved on or have no node. */
const MOVED_ON = [
  [
    'the other player paired again elsewhere',
    [annInRoom, { key: 'kb', node: { requester: true, other: false, roomId: 'r2' } }],
  ],
  ['the other player’s node is gone', [annInRoom, { key: 'kb', node: null }]],
  ['the other player’s node was not read', [annInRoom, { key: 'kb' }]],
] as const;

describe('decideRpsRoom', () => {
  it('lets a player of a confirmed rock-paper-scissors room move', () => {
    const current = room();
    expect(decideRpsRoom(current, 'p-ann')).toStrictEqual({
      ok: true,
      value: current,
      writes: NOTHING,
    });
  });

  it.each([
    ['no room', null, 'p-ann', 'not-found', 'room'],
    ['a room the caller is not in', room(), 'p-cat', 'not-found', 'room'],
    ['a room without players', room({ players: undefined }), 'p-ann', 'not-found', 'room'],
    [
      'a small talk',
      room({ game: 'act05' }),
      'p-bob',
      'illegal-transition',
      'not a rock-paper-scissors room',
    ],
    [
      'a finished small talk',
      room({ game: 'act05', status: 'finished' }),
      'p-bob',
      'illegal-transition',
      'not a rock-paper-scissors room',
    ],
    [
      'a finished match',
      room({ status: 'finished' }),
      'p-ann',
      'illegal-transition',
      'the match is over',
    ],
    [
      'a request not yet accepted',
      room({ status: 'pending' }),
      'p-ann',
      'illegal-transition',
      'the match has not started',
    ],
  ] as const)('%s is refused: %s (%s)', (_name, current, me, error, detail) => {
    expect(decideRpsRoom(current as GameRoom | null, me)).toStrictEqual({
      ok: false,
      error,
      detail,
      writes: NOTHING,
    });
  });
});

describe('claimMove', () => {
  it.each([
    [null, { 'p-ann': 'rock' }],
    [{ 'p-bob': 'paper' }, { 'p-bob': 'paper', 'p-ann': 'rock' }],
  ] as const)('adds the move to %j and stores it as the claim', (moves, next) => {
    expect(claimMove(moves, 'p-ann', 'rock')).toStrictEqual({
      ok: true,
      value: next,
      next,
      writes: NOTHING,
    });
  });

  it.each([[{ 'p-ann': 'paper' }], [{ 'p-ann': 'rock', 'p-bob': 'rock' }]] as const)(
    'refuses a second move in the round (%j) and stores nothing',
    (moves) => {
      expect(claimMove(moves, 'p-ann', 'scissors')).toStrictEqual({
        ok: false,
        error: 'illegal-transition',
        detail: 'you already moved this round',
        writes: NOTHING,
      });
    },
  );
});

describe('decideRpsRound', () => {
  it.each([
    ['nobody else moved yet', rps, { 'p-ann': true }],
    [
      'the other move was seen',
      { ...rps, moved: { 'p-bob': true } },
      { 'p-bob': true, 'p-ann': true },
    ],
  ] as const)(
    'a lone move (%s) shows that the player moved, never what, and waits',
    (_name, state, moved) => {
      expect(
        decideRpsRound('r1', room({ rps: state }), { 'p-ann': 'rock' }, PLAYERS, NOW),
      ).toStrictEqual({
        ok: true,
        value: { status: 'waiting', round: 1, score: {}, awarded: 0 },
        writes: { sets: { 'rooms/r1/rps/moved': moved }, increments: {} },
      });
    },
  );

  it('a room without a round yet counts as round one, started when the room last moved', () => {
    const plan = decideRpsRound('r1', room({ rps: undefined }), { 'p-bob': 'paper' }, PLAYERS, NOW);
    expect(plan).toStrictEqual({
      ok: true,
      value: { status: 'waiting', round: 1, score: {}, awarded: 0 },
      writes: { sets: { 'rooms/r1/rps/moved': { 'p-bob': true } }, increments: {} },
    });
  });

  it.each([
    [{ 'p-ann': 'rock', 'p-bob': 'scissors' }, 'p-ann', { 'p-ann': 1 }],
    [{ 'p-ann': 'rock', 'p-bob': 'paper' }, 'p-bob', { 'p-bob': 1 }],
    [{ 'p-ann': 'paper', 'p-bob': 'paper' }, null, {}],
  ] as const)(
    'both moves in (%j): round one goes to %s, the moves are shown and round two starts now',
    (moves, winner, score) => {
      expect(decideRpsRound('r1', room(), moves, PLAYERS, NOW)).toStrictEqual({
        ok: true,
        value: { status: 'round', round: 2, score, awarded: 0 },
        writes: {
          sets: {
            'rpsMoves/r1': null,
            'rooms/r1/updatedAt': NOW,
            'rooms/r1/rps': {
              round: 2,
              roundStartedAt: NOW,
              score,
              lastResult: { round: 1, moves, winner },
              moved: null,
            },
          },
          increments: {},
        },
      });
    },
  );

  it.each([
    [
      'a second win ends the match 2-1',
      3,
      { 'p-ann': 1, 'p-bob': 1 },
      'rock',
      { 'p-ann': 2, 'p-bob': 1 },
      'p-ann',
    ],
    ['two straight wins end it 2-0', 2, { 'p-bob': 1 }, 'scissors', { 'p-bob': 2 }, 'p-bob'],
    [
      'the ninth round ends it: the leader wins',
      9,
      { 'p-ann': 1 },
      'paper',
      { 'p-ann': 1 },
      'p-ann',
    ],
    [
      'the ninth round ends it: a level score is a draw',
      9,
      { 'p-ann': 1 },
      'scissors',
      { 'p-ann': 1, 'p-bob': 1 },
      null,
    ],
    ['nine draws end it with no winner', 9, {}, 'paper', {}, null],
  ] as const)('%s', (_name, round, before, bobMove, score, winner) => {
    const state: RpsState = {
      round,
      roundStartedAt: START,
      score: before,
      moved: { 'p-ann': true },
    };
    const moves = { 'p-ann': 'paper', 'p-bob': bobMove } as const;
    const bobWins = bobMove === 'scissors';
    const lastResult = {
      round,
      moves,
      winner: bobMove === 'paper' ? null : bobWins ? 'p-bob' : 'p-ann',
    };
    expect(decideRpsRound('r1', room({ rps: state }), moves, PLAYERS, NOW)).toStrictEqual({
      ok: true,
      value: { status: 'finished', round, score, winner, awarded: 0 },
      writes: {
        sets: finished({ ...state, score, lastResult, winner, moved: null }),
        increments: {},
      },
    });
  });

  it.each(MOVED_ON)(
    'a match that ends when %s frees only the player still in the room',
    (_name, players) => {
      const state: RpsState = { round: 2, roundStartedAt: START, score: { 'p-ann': 1 } };
      const moves = { 'p-ann': 'rock', 'p-bob': 'scissors' } as const;
      const score = { 'p-ann': 2 };
      const lastResult = { round: 2, moves, winner: 'p-ann' };
      expect(decideRpsRound('r1', room({ rps: state }), moves, players, NOW)).toStrictEqual({
        ok: true,
        value: { status: 'finished', round: 2, score, winner: 'p-ann', awarded: 0 },
        writes: {
          sets: finished({ ...state, score, lastResult, winner: 'p-ann', moved: null }, ['ka']),
          increments: {},
        },
      });
    },
  );

  /** A match as decideAnswer starts it, then as the database reads it back (no empty score). */
  const accepted = () => {
    const players = [
      { ...bob, node: { requester: false, other: true, roomId: 'r1', with: 'p-ann' } },
      { ...ann, node: { requester: true, other: false, roomId: 'r1', with: 'p-bob' } },
    ] as const;
    const answer = decideAnswer(
      'pending',
      { expiresAt: START + 1, game: 'act03' },
      { roomId: 'r1', players },
      true,
      START,
    );
    return answer.writes.sets['rooms/r1/rps'] as RpsState;
  };
  it.each([
    ['as decideAnswer writes it', accepted()],
    ['as the database reads it back', { round: 1, roundStartedAt: START } as RpsState],
  ])('the first move of a match just accepted (%s) answers an empty score', (_name, started) => {
    const plan = decideRpsRound('r1', room({ rps: started }), { 'p-ann': 'rock' }, PLAYERS, NOW);
    expect(plan).toStrictEqual({
      ok: true,
      value: { status: 'waiting', round: 1, score: {}, awarded: 0 },
      writes: { sets: { 'rooms/r1/rps/moved': { 'p-ann': true } }, increments: {} },
    });
  });

  /** A whole match, moves applied as the handler commits them, the room updated from the writes. */
  const play = (rounds: readonly (readonly [RpsMove, RpsMove])[]) => {
    let current = room();
    const results = [];
    for (const [ann, bob] of rounds) {
      const alone = decideRpsRound('r1', current, { 'p-bob': bob }, PLAYERS, NOW);
      expect(alone).toMatchObject({ ok: true, value: { status: 'waiting' } });
      const plan = decideRpsRound('r1', current, { 'p-bob': bob, 'p-ann': ann }, PLAYERS, NOW);
      if (!plan.ok) throw new Error('a round with both moves always resolves');
      results.push(plan.value);
      const state = plan.writes.sets['rooms/r1/rps'] as RpsState;
      current = { ...current, rps: state };
      if (plan.value.status === 'finished') break;
    }
    return results;
  };

  it('always ends within 9 rounds, at two wins or the ninth round, to the one with more wins', () => {
    const move = fc.constantFrom(...RPS_MOVES);
    fc.assert(
      fc.property(fc.array(fc.tuple(move, move), { minLength: 9, maxLength: 12 }), (rounds) => {
        const results = play(rounds);
        const last = results.at(-1);
        expect(results.length).toBeLessThanOrEqual(9);
        expect(last?.status).toBe('finished');
        expect(results.slice(0, -1).every((r) => r.status === 'round')).toBe(true);
        const wins = (id: string) => last?.score[id] ?? 0;
        const [ann, bob] = [wins('p-ann'), wins('p-bob')];
        expect(Math.max(ann, bob) === 2 || results.length === 9).toBe(true);
        expect(last?.winner).toBe(ann > bob ? 'p-ann' : bob > ann ? 'p-bob' : null);
        expect(last?.round).toBe(results.length);
      }),
    );
  });
});

describe('claimForfeit', () => {
  const late = START + 30_000;

  it.each([
    ['just at the time limit', late, rps],
    ['long after, in round three', late + 60_000, { ...rps, round: 3, score: { 'p-bob': 1 } }],
  ])(
    'the player who moved wins by forfeit %s: the match finishes and the hidden moves go',
    (_name, now, state) => {
      expect(
        claimForfeit({ 'p-ann': 'rock' }, 'r1', room({ rps: state }), 'p-ann', PLAYERS, now),
      ).toStrictEqual({
        ok: true,
        value: {
          status: 'finished',
          round: state.round,
          score: state.score,
          winner: 'p-ann',
          awarded: 0,
        },
        next: null,
        writes: {
          sets: {
            ...finished({ ...state, forfeit: true, winner: 'p-ann', moved: null }),
            'rooms/r1/updatedAt': now,
          },
          increments: {},
        },
      });
    },
  );

  it.each(MOVED_ON)(
    'a forfeit when %s frees only the player still in the room',
    (_name, players) => {
      const plan = claimForfeit({ 'p-ann': 'rock' }, 'r1', room(), 'p-ann', players, late);
      expect(plan.writes).toStrictEqual({
        sets: {
          ...finished({ ...rps, forfeit: true, winner: 'p-ann', moved: null }, ['ka']),
          'rooms/r1/updatedAt': late,
        },
        increments: {},
      });
    },
  );

  it('a forfeit in a round one read back without its empty score answers an empty score', () => {
    const started = { round: 1, roundStartedAt: START } as RpsState;
    const plan = claimForfeit(
      { 'p-ann': 'rock' },
      'r1',
      room({ rps: started }),
      'p-ann',
      PLAYERS,
      late,
    );
    expect(plan.ok && plan.value.score).toStrictEqual({});
  });

  it.each([
    ['nobody moved', null, late, 'move first'],
    ['only the other player moved', { 'p-bob': 'rock' }, late, 'move first'],
    ['both moved', { 'p-ann': 'rock', 'p-bob': 'paper' }, late, 'both have moved'],
    [
      'the other player still has time',
      { 'p-ann': 'rock' },
      late - 1,
      'the other player still has time',
    ],
  ] as const)('%s: refused, nothing stored', (_name, moves, now, detail) => {
    expect(claimForfeit(moves, 'r1', room(), 'p-ann', PLAYERS, now)).toStrictEqual({
      ok: false,
      error: 'illegal-transition',
      detail,
      writes: NOTHING,
    });
  });
});

describe('decideRpsPayout', () => {
  it('pays the winner 20 points once against this opponent and claims the pair now', () => {
    const ctx = context();
    const expected = addAward(
      new WriteSet(),
      ann.profile,
      { key: 'ka', points: 20, reason: 'rps-win', by: 'system' },
      ctx,
    );
    expect(decideRpsPayout(null, ann, context())).toStrictEqual({
      ok: true,
      value: { awarded: 20 },
      next: NOW,
      writes: expected.writes(),
    });
  });

  it.each([
    [0.25, 5],
    [0, 0],
  ])('under the partner rule at %f pays %i', (rate, points) => {
    const decided = decideRpsPayout(null, ann, context(), { rate, why: 'closed-pair' });
    expect(decided).toMatchObject({ ok: true, value: { awarded: points }, next: NOW });
    expect(decided.writes.sets).toMatchObject({
      'ledger/ka/id1': { points, full: 20, reason: 'rps-win' },
    });
  });

  it('a second win against the same opponent pays nothing and claims nothing', () => {
    expect(decideRpsPayout(NOW - 1, ann, context())).toStrictEqual({
      ok: true,
      value: { awarded: 0 },
      writes: NOTHING,
    });
  });
});

describe('rpsWinId', () => {
  it('is directed, winner first, as win claims have always been stored', () => {
    expect(rpsWinId('kb', 'ka')).toBe('kb~ka');
    expect(rpsWinId('ka', 'kb')).toBe('ka~kb');
  });
});

describe('settleRps', () => {
  const result = (fields: Partial<RpsResult>): RpsResult => ({
    status: 'finished',
    round: 2,
    score: { 'p-ann': 2 },
    awarded: 0,
    ...fields,
  });
  it.each([
    ['Ann won', 'p-ann', ann, bob, 'rpsWins/summit/ka~kb'],
    ['Bob won', 'p-bob', bob, ann, 'rpsWins/summit/kb~ka'],
  ] as const)('%s: the winner is paid once against the loser', (_name, winner, won, lost, at) => {
    expect(settleRps(result({ winner }), [ann, bob])).toStrictEqual({
      payout: { at, winner: won, loser: lost },
      completes: [ann, bob],
    });
  });

  it.each([
    ['a draw', result({ winner: null })],
    ['a winner no longer known', result({ winner: 'p-cat' })],
  ] as const)('%s pays nobody and completes the game for both', (_name, finished) => {
    expect(settleRps(finished, [ann, bob])).toStrictEqual({
      payout: null,
      completes: [ann, bob],
    });
  });

  it('a win over nobody known pays nobody', () => {
    expect(settleRps(result({ winner: 'p-ann' }), [ann])).toStrictEqual({
      payout: null,
      completes: [ann],
    });
  });

  it.each([
    ['waiting', result({ status: 'waiting' })],
    ['round', result({ status: 'round' })],
  ] as const)('a %s result settles nothing', (_name, unfinished) => {
    expect(settleRps(unfinished, [ann, bob])).toStrictEqual({ payout: null, completes: [] });
  });
});

describe('settledRps', () => {
  const paid = { 'p-ann': { win: 20, completion: 30 }, 'p-bob': { win: 0, completion: 30 } };
  it.each([
    ['finished', 'p-ann', 50],
    ['finished', 'p-bob', 30],
    ['finished', 'p-cat', 0],
  ] as const)('a %s result tells %s every point paid them: %i', (status, me, awarded) => {
    const result: RpsResult = { status, round: 2, score: {}, awarded: 0 };
    expect(settledRps(result, paid, me)).toStrictEqual({ ...result, awarded, paid });
  });

  it.each(['round', 'waiting'] as const)('a %s result stays as it is', (status) => {
    const result: RpsResult = { status, round: 2, score: {}, awarded: 0 };
    expect(settledRps(result, paid, 'p-ann')).toBe(result);
  });
});

describe('notifyRps', () => {
  const rps = { round: 2, roundStartedAt: NOW, score: { 'p-ann': 2 }, winner: 'p-ann' };
  const paid = { 'p-ann': { win: 20, completion: 30 }, 'p-bob': { win: 0, completion: 0 } };
  const finished: RpsResult = {
    status: 'finished',
    round: 2,
    score: { 'p-ann': 2 },
    winner: 'p-ann',
    awarded: 50,
    paid,
  };

  it('keeps what each was paid on the room and tells both, the loser without a number', () => {
    const decided = notifyRps(rps, finished, [ann, bob], context());
    expect(decided).toMatchObject({ ok: true, value: finished, next: { ...rps, paid } });
    expect(decided.writes.sets).toMatchObject({
      'users/ka/notifications/id1': {
        kind: 'award',
        text: '+50 points: you beat Bob at rock-paper-scissors (20 for the win, 30 for completing rock-paper-scissors)',
        points: 50,
      },
      'users/kb/notifications/id2': {
        kind: 'award',
        text: 'Ann beat you at rock-paper-scissors',
      },
    });
    expect(decided.writes.sets['users/kb/notifications/id2']).not.toHaveProperty('points');
  });

  it('tells a draw, and a room already gone is not made again', () => {
    const draw = { ...finished, winner: null, paid: undefined };
    const decided = notifyRps(null, draw, [ann], context());
    expect(decided).not.toHaveProperty('next');
    expect(decided.writes.sets).toMatchObject({
      'users/ka/notifications/id1': {
        text: 'Your rock-paper-scissors match with your opponent was a draw',
      },
    });
  });
});
