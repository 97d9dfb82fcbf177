import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fillBingo } from './bingo.ts';
import { decideLevelNotices } from './level-notices.ts';
import { ann, bob as pairBob, room } from './pairing-fixtures.ts';
import { decideLevelUp, LEVEL_THRESHOLDS, levelForPoints, POINTS } from './points.ts';
import { decideRpsPayout } from './rps.ts';
import { decideCompletion, decideConnection, decideLevelUpClaim } from './scoring.ts';
import {
  DEFAULT_SCORING,
  decideScoring,
  SCORING_BOUNDS,
  type ScoringTable,
  scoringOf,
  setScoringInput,
} from './scoring-table.ts';
import { decideSmallTalk } from './small-talk.ts';
import { decideTriviaAnswer } from './trivia.ts';
import { decideWelcomeVideoWatched } from './welcome-video.ts';

const NOW = 1_750_000_000_000;
const context = () => {
  let n = 0;
  return { now: NOW, random: () => 0, newId: () => `id${++n}` };
};
const actor = { by: 'korg', email: 'org@example.com' };
const profile = { eventId: 'summit', teamName: 'AGILE', name: 'Ada', publicId: 'p-ada' } as const;
const ada = { key: 'ka', profile, notifications: [] };
const bob = {
  key: 'kb',
  profile: { ...profile, name: 'Bob', publicId: 'p-bob', color: '#123456' },
  notifications: [],
};
const CHANGED: ScoringTable = {
  points: {
    ...POINTS,
    qrConnection: 35,
    boothVisit: 0,
    completion: { ...POINTS.completion, act03: 1_000 },
    rpsWin: 7,
    smallTalk: 9,
    triviaRight: 12,
    bingoLine: 3,
    welcomeVideo: 45,
    sessionCheckIn: 25,
    meeting: 40,
  },
  levels: [0, 30, 60],
};
const valid = (input: unknown) => v.safeParse(setScoringInput, input).success;
const input = (table: Partial<ScoringTable>) => {
  const { points, levels } = { ...DEFAULT_SCORING, ...table };
  return { eventId: 'summit', points, levels: [...levels] };
};

describe('the default table', () => {
  it('is the product’s points and levels, and what an event without its own reads', () => {
    expect(DEFAULT_SCORING).toEqual({ points: POINTS, levels: LEVEL_THRESHOLDS });
    expect(scoringOf(null)).toBe(DEFAULT_SCORING);
    expect(scoringOf(undefined)).toBe(DEFAULT_SCORING);
    expect(valid(input({}))).toBe(true);
  });

  it('reads levels the database kept as an object of their indexes, in index order', () => {
    expect(scoringOf({ points: POINTS, levels: { 2: 60, 0: 0, 10: 90, 1: 30 } })).toEqual({
      points: POINTS,
      levels: [0, 30, 60, 90],
    });
    expect(scoringOf(CHANGED)).toEqual(CHANGED);
  });

  it('pays the default for a value a table stored before it existed', () => {
    const { sessionCheckIn: _, sessionFeedback: __, meeting: ___, ...before } = CHANGED.points;
    const stored = { points: before as typeof CHANGED.points, levels: CHANGED.levels };
    expect(scoringOf(stored).points).toEqual({
      ...CHANGED.points,
      sessionCheckIn: POINTS.sessionCheckIn,
      sessionFeedback: POINTS.sessionFeedback,
      meeting: POINTS.meeting,
    });
  });
});

describe('the bounds organisers set within', () => {
  const { min, max } = SCORING_BOUNDS.points;
  it.each([
    [min, true],
    [max, true],
    [min - 1, false],
    [max + 1, false],
    [2.5, false],
  ])('a point value of %s is %s', (value, ok) => {
    expect(valid(input({ points: { ...POINTS, qrConnection: value } }))).toBe(ok);
    expect(
      valid(input({ points: { ...POINTS, completion: { ...POINTS.completion, act06: value } } })),
    ).toBe(ok);
  });

  it.each([
    ['two levels', [0, 1], true],
    ['ten levels', [0, 1, 2, 3, 4, 5, 6, 7, 8, 1_000_000], true],
    ['one level', [0], false],
    ['eleven levels', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], false],
    ['a first level above 0', [10, 100], false],
    ['a level equal to the one before', [0, 100, 100], false],
    ['a level below the one before', [0, 200, 100], false],
    ['a threshold past a million', [0, 1_000_001], false],
    ['a fractional threshold', [0, 10.5], false],
  ])('%s: %s', (_name, levels, ok) => {
    expect(valid(input({ levels }))).toBe(ok);
  });

  it('refuses unknown or missing values', () => {
    expect(valid({ ...input({}), points: { ...POINTS, extra: 5 } })).toBe(false);
    const { welcomeVideo: _, ...missing } = POINTS;
    expect(valid({ ...input({}), points: missing })).toBe(false);
  });
});

describe('decideScoring', () => {
  it('stores the table and audits each value that moved, old and new', () => {
    const plan = decideScoring(null, input(CHANGED), { exists: true }, actor, context());
    expect(plan).toMatchObject({ ok: true, value: CHANGED, next: CHANGED });
    const entry = plan.writes.sets['audit/events/summit/id1'] as { before: string; after: string };
    expect(entry).toMatchObject({ action: 'scoring.set', target: 'summit', by: 'korg' });
    expect(JSON.parse(entry.before)).toEqual({
      'points.qrConnection': 10,
      'points.boothVisit': 20,
      'points.rpsWin': 20,
      'points.smallTalk': 15,
      'points.triviaRight': 10,
      'points.bingoLine': 25,
      'points.welcomeVideo': 20,
      'points.sessionCheckIn': 15,
      'points.meeting': 30,
      'points.completion.act03': 30,
      'levels.1': 100,
      'levels.2': 250,
      'levels.3': 500,
      'levels.4': 1_000,
      'levels.5': 2_000,
    });
    expect(JSON.parse(entry.after)).toEqual({
      'points.qrConnection': 35,
      'points.boothVisit': 0,
      'points.rpsWin': 7,
      'points.smallTalk': 9,
      'points.triviaRight': 12,
      'points.bingoLine': 3,
      'points.welcomeVideo': 45,
      'points.sessionCheckIn': 25,
      'points.meeting': 40,
      'points.completion.act03': 1_000,
      'levels.1': 30,
      'levels.2': 60,
      'levels.3': null,
      'levels.4': null,
      'levels.5': null,
    });
  });

  it('audits nothing when nothing moved', () => {
    const plan = decideScoring(CHANGED, input(CHANGED), { exists: true }, actor, context());
    expect(plan).toMatchObject({ ok: true, next: CHANGED });
    expect(plan.writes.sets).toEqual({});
  });

  it('refuses an event that does not exist, writing nothing', () => {
    const plan = decideScoring(null, input(CHANGED), { exists: false }, actor, context());
    expect(plan).toMatchObject({ ok: false, error: 'not-found', field: 'eventId' });
    expect(plan.next).toBeUndefined();
    expect(plan.writes.sets).toEqual({});
  });
});

/** What a plan's writes put in ledger entries, by reason. */
const ledger = (writes: { sets: Record<string, unknown> }) =>
  Object.entries(writes.sets)
    .filter(([path]) => /^ledger\/[^/]+\/[^/]+$/.test(path))
    .map(([, entry]) => entry as { reason: string; points: number })
    .map(({ reason, points }) => [reason, points]);

describe('an award after a change pays the event’s value', () => {
  const { points } = CHANGED;
  it('a connection, a booth visit, a completion', () => {
    const connected = decideConnection(null, ada, bob, context(), undefined, points);
    expect(ledger(connected.writes)).toEqual([
      ['qr-connection', 35],
      ['qr-connection', 35],
    ]);
    const rep = { ...bob, profile: { ...bob.profile, isRep: true } };
    expect(ledger(decideConnection(null, ada, rep, context(), undefined, points).writes)).toEqual([
      ['booth-visit', 35],
      ['qr-connection', 35],
    ]);
    expect(decideCompletion(null, ada, 'act03', context(), points)).toMatchObject({
      value: { awarded: 1_000 },
    });
  });

  it('a win, a small talk, a trivia answer, the welcome video, a bingo line', () => {
    expect(decideRpsPayout(null, ann, context(), undefined, points)).toMatchObject({
      value: { awarded: 7 },
    });
    const say = (...by: string[]) =>
      Object.fromEntries(by.map((who, i) => [`m${i}`, { by: who, text: 'hi', at: NOW + i }]));
    const talked = room({ status: 'confirmed', messages: say('p-ann', 'p-bob', 'p-ann', 'p-bob') });
    const talk = decideSmallTalk(null, talked, [ann, pairBob], context(), {}, 'ka', points);
    expect(talk).toMatchObject({ value: { awarded: 9, paid: { ka: 9, kb: 9 } } });
    const question = { id: 'q1', exists: true, answer: 'red' };
    expect(
      decideTriviaAnswer(null, question, ['q1', 'q2'], ada, 'red', context(), points),
    ).toMatchObject({ value: { awarded: 12 } });
    expect(
      decideTriviaAnswer(null, { ...question, points: 3 }, ['q1'], ada, 'red', context(), points),
    ).toMatchObject({ value: { awarded: 3 } });
    const video = { path: 'v', contentType: 'video/mp4', size: 1, at: NOW } as const;
    expect(decideWelcomeVideoWatched(null, video, ada, context(), points)).toMatchObject({
      value: { awarded: 45 },
    });
    // The first square fills with anyone; the two after it were filled before: a line.
    const squares = ['anyone', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].map((trait, i) => ({
      trait,
      label: trait,
      ...(i === 1 || i === 2 ? { filledBy: 'X' } : {}),
    }));
    const card = { squares, lines: 0, complete: false, isComplete: false, dealtAt: NOW };
    const filled = fillBingo(card, ada, { name: 'Bob' }, context(), undefined, points);
    expect(filled).toMatchObject({ value: { awarded: 3 } });
  });

  it('levels: reached, taken and told at the event’s thresholds', () => {
    expect(levelForPoints(59, CHANGED.levels)).toBe(1);
    expect(levelForPoints(60, CHANGED.levels)).toBe(2);
    expect(decideLevelUp(0, 30, CHANGED.levels)).toEqual({ ok: true, value: 1 });
    expect(decideLevelUp(2, 10_000, CHANGED.levels)).toEqual({ ok: false, error: 'max-level' });
    expect(decideLevelUpClaim(1, 60, CHANGED.levels)).toMatchObject({ value: { level: 2 } });
    const read = { key: 'ka', level: 0, total: 60, notifications: [] };
    expect(decideLevelNotices(null, read, context(), CHANGED.levels).value.levels).toEqual([1, 2]);
    expect(decideLevelNotices(null, read, context()).value.levels).toEqual([]);
  });
});
