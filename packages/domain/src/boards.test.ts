import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boardsMoved,
  claimPublish,
  claimWaitedPublish,
  planSnapshots,
  SNAPSHOT_BOARDS,
  SNAPSHOT_INTERVAL_MS,
} from './boards.ts';
import { WriteSet } from './plan.ts';
import type { PublishState } from './store/boards.ts';
import { node } from './store/node.ts';

const NOW = 1_700_000_000_000;
const SECOND = 1_000;
const NOTHING = { sets: {}, increments: {} };

describe('snapshot settings', () => {
  it('publishes the four boards at most once a second', () => {
    expect(SNAPSHOT_INTERVAL_MS).toBe(1_000);
    expect(SNAPSHOT_BOARDS).toEqual(['all', 'in_person', 'online', 'teams']);
  });
});

describe('claimPublish', () => {
  const now = { ok: true, value: { turn: 'now' }, next: { at: NOW }, writes: NOTHING };
  it.each([
    ['never published', null, now],
    ['published exactly an interval ago', { at: NOW - SECOND }, now],
    ['published long ago, a wait left behind', { at: NOW - 5 * SECOND, waiting: true }, now],
    [
      'published inside the interval: waits for its end, and says so',
      { at: NOW - 400 },
      {
        ok: true,
        value: { turn: 'later', at: NOW + 600 },
        next: { at: NOW - 400, waiting: true },
        writes: NOTHING,
      },
    ],
    [
      'published inside the interval, someone already waiting: leaves it to them',
      { at: NOW - 400, waiting: true },
      { ok: true, value: { turn: 'skip' }, writes: NOTHING },
    ],
    [
      'a state without a time counts as never published',
      {},
      { ok: true, value: { turn: 'now' }, next: { at: NOW }, writes: NOTHING },
    ],
  ])('%s', (_name, state, expected) => {
    expect(claimPublish(state as PublishState | null, NOW, SECOND)).toStrictEqual(expected);
  });

  it('with no interval every award publishes at once', () => {
    expect(claimPublish({ at: NOW }, NOW, 0)).toStrictEqual(now);
  });
});

describe('claimWaitedPublish', () => {
  it.each([
    ['the wait is over', { at: NOW - SECOND, waiting: true }, NOW],
    ['no state any more', null, NOW],
    ['someone published at a later time meanwhile', { at: NOW + 5 }, NOW + 5],
  ])('%s: publishes now and clears the wait', (_name, state, at) => {
    expect(claimWaitedPublish(state, NOW)).toStrictEqual({
      ok: true,
      value: { turn: 'now' },
      next: { at },
      writes: NOTHING,
    });
  });

  /**
   * Awards at any times, each publishing as claimPublish says (a waiting publisher runs at the
   * time it was given, before awards of that time): every award is followed by a publish at or
   * after it, so the last change of a burst is shown, and publishes are an interval apart.
   */
  it('publishes after every award, never twice within the interval', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5 * SECOND }), { minLength: 1, maxLength: 60 }),
        (gaps) => {
          let time = NOW;
          const awards = gaps.map((gap) => {
            time += gap;
            return time;
          });
          let state: PublishState | null = null;
          const published: number[] = [];
          let waiter: number | null = null;
          const runWaiter = () => {
            if (waiter === null) return;
            const plan = claimWaitedPublish(state, waiter);
            state = plan.next as PublishState;
            published.push(waiter);
            waiter = null;
          };
          for (const at of awards) {
            if (waiter !== null && waiter <= at) runWaiter();
            const plan = claimPublish(state, at, SECOND);
            if (plan.next !== undefined) state = plan.next as PublishState;
            if (!plan.ok) throw new Error('claimPublish never refuses');
            if (plan.value.turn === 'now') published.push(at);
            if (plan.value.turn === 'later') waiter = plan.value.at;
          }
          runWaiter();
          for (const at of awards) expect(published.some((p) => p >= at)).toBe(true);
          for (let i = 1; i < published.length; i += 1)
            expect((published[i] ?? 0) - (published[i - 1] ?? 0)).toBeGreaterThanOrEqual(SECOND);
        },
      ),
    );
  });
});

describe('boardsMoved', () => {
  it('names each event whose board scores moved, or whose entries were renamed or removed, once', () => {
    const writes = new WriteSet()
      .increment(node('leaderboards/summit/all/p1/score'), 10)
      .increment(node('leaderboards/summit/teams/AGILE/score'), 10)
      .increment(node('leaderboards/expo/online/p2/score'), -5)
      .increment(node('users/k1/games/act04/totalPoints'), 10)
      .set(node('leaderboards/fair/all/p3/name'), 'Ann')
      .set(node('leaderboards/expo/all/p2'), null)
      .set(node('users/k1/metadata/name'), 'Ann')
      .writes();
    expect(boardsMoved(writes)).toEqual(['summit', 'expo', 'fair']);
    // A removed attendee leaves the published top at once, not at the next award.
    expect(boardsMoved({ sets: { 'leaderboards/summit/all/p1': null }, increments: {} })).toEqual([
      'summit',
    ]);
  });

  it.each([
    ['no writes', NOTHING],
    ['a path that only starts like a board', { sets: {}, increments: { leaderboards: 1 } }],
  ])('names none for %s', (_name, writes) => {
    expect(boardsMoved(writes)).toEqual([]);
  });
});

describe('planSnapshots', () => {
  const none = { all: null, in_person: null, online: null, teams: null };
  const snapshot = (rows: unknown[]) => ({ at: NOW, rows });

  it('writes each board’s rows, highest first, ties by public id as the database orders them', () => {
    const tops = {
      ...none,
      all: {
        p1: { name: 'Ann', score: 30, teamName: 'AGILE', photo: 2 },
        p3: { name: 'Cat', score: 50, teamName: 'MODERN' },
        p2: { name: 'Bob', score: 30, teamName: 'MODERN' },
      },
      online: { p9: {} },
      teams: { AGILE: { name: 'AGILE', score: 30 }, MODERN: { score: 80 } },
    };
    expect(planSnapshots('summit', tops, NOW)).toStrictEqual({
      ok: true,
      value: 4,
      writes: {
        sets: {
          'boardSnapshots/summit/all': snapshot([
            { id: 'p3', name: 'Cat', score: 50, teamName: 'MODERN' },
            { id: 'p2', name: 'Bob', score: 30, teamName: 'MODERN' },
            { id: 'p1', name: 'Ann', score: 30, teamName: 'AGILE', photo: 2 },
          ]),
          'boardSnapshots/summit/in_person': snapshot([]),
          'boardSnapshots/summit/online': snapshot([{ id: 'p9', name: 'Attendee', score: 0 }]),
          'boardSnapshots/summit/teams': snapshot([
            { id: 'MODERN', name: 'MODERN', score: 80 },
            { id: 'AGILE', name: 'AGILE', score: 30 },
          ]),
        },
        increments: {},
      },
    });
  });

  it('keeps the top 20 of whatever it is given, in order', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.stringMatching(/^p[0-9a-z]{1,4}$/),
          fc.record({ score: fc.integer({ min: -50, max: 500 }) }),
          { maxKeys: 40 },
        ),
        (entries) => {
          const plan = planSnapshots('summit', { ...none, in_person: entries }, NOW);
          const { rows } = plan.writes.sets['boardSnapshots/summit/in_person'] as {
            rows: { score: number }[];
          };
          const scores = Object.values(entries).map((e) => e.score);
          const top = [...scores].sort((a, b) => b - a).slice(0, 20);
          expect(rows.map((r) => r.score)).toEqual(top);
        },
      ),
    );
  });
});
