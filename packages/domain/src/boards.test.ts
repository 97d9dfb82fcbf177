import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boardsMoved,
  claimPublish,
  claimWaitedPublish,
  planSnapshots,
  SNAPSHOT_BOARDS,
  SNAPSHOT_INTERVAL_MS,
  snapshotOf,
  snapshotRows,
  withBoardsDue,
} from './boards.ts';
import { WriteSet } from './plan.ts';
import { type BoardSnapshot, boardNodes, type PublishState } from './store/boards.ts';
import { node } from './store/node.ts';
import { userNodes } from './store/users.ts';

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
  const skip = { ok: true, value: { turn: 'skip' }, writes: NOTHING };
  it.each([
    ['due, never published', { due: true }, now],
    ['due, published exactly an interval ago', { at: NOW - SECOND, due: true }, now],
    ['due, published long ago', { at: NOW - 5 * SECOND, due: true }, now],
    [
      'due, published inside the interval: waits for its end, and writes nothing',
      { at: NOW - 400, due: true },
      { ok: true, value: { turn: 'later', at: NOW + 600, last: NOW - 400 }, writes: NOTHING },
    ],
    ['nothing due (another publisher published the change)', { at: NOW - 5 * SECOND }, skip],
    ['no state at all', null, skip],
  ])('%s', (_name, state, expected) => {
    expect(claimPublish(state as PublishState | null, NOW, SECOND)).toStrictEqual(expected);
  });

  it('with no interval every due publishes at once', () => {
    expect(claimPublish({ at: NOW, due: true }, NOW, 0)).toStrictEqual(now);
  });
});

describe('claimWaitedPublish', () => {
  const last = NOW - SECOND;
  it.each([
    ['the wait is over', { at: last, due: true }, NOW, { at: NOW }],
    [
      "a clock that did not move (a test's) still publishes",
      { at: last, due: true },
      last,
      { at: last },
    ],
  ])('%s: publishes and clears the marker', (_name, state, now, next) => {
    expect(claimWaitedPublish(state as PublishState, now, last)).toStrictEqual({
      ok: true,
      value: { turn: 'now' },
      next,
      writes: NOTHING,
    });
  });

  it.each([
    ['another publisher published and nothing is due', { at: NOW }],
    ['another publisher published, and a later change is due again', { at: NOW - 10, due: true }],
    ['no state any more', null],
  ])('%s: leaves it to them', (_name, state) => {
    expect(claimWaitedPublish(state as PublishState | null, NOW, last)).toStrictEqual({
      ok: true,
      value: { turn: 'skip' },
      writes: NOTHING,
    });
  });
});

describe('the publish turns together', () => {
  type Step = { readonly time: number; readonly run: () => void };
  /**
   * Commits at any times, each setting the due marker; each creation of the marker starts a
   * publisher (twice when `twice`, as a trigger may be delivered more than once) that claims as
   * claimPublish says, and a waiting one claims again once its timer fires, a little after the
   * time it was given (`late`), before commits of that time. Every commit is followed by a publish
   * (one that read the boards after it), and publishes are an interval apart.
   */
  it('publishes after every commit, never twice within the interval', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5 * SECOND }), { minLength: 1, maxLength: 60 }),
        fc.boolean(),
        fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 1, maxLength: 20 }),
        (gaps, twice, late) => {
          let timers = 0;
          // Read back through closures, so not narrowed to its first value.
          let state = null as PublishState | null;
          let order = 0;
          const commits: number[] = [];
          const publishes: { time: number; order: number }[] = [];
          const waiting: Step[] = [];
          const publisher = (time: number) => {
            const plan = claimPublish(state, time, SECOND);
            if (!plan.ok) throw new Error('claimPublish never refuses');
            if (plan.next !== undefined) state = plan.next as PublishState;
            if (plan.value.turn === 'now') publishes.push({ time, order: order++ });
            if (plan.value.turn === 'later') {
              const { last } = plan.value;
              const wakes = plan.value.at + (late[timers++ % late.length] ?? 0);
              waiting.push({
                time: wakes,
                run: () => {
                  const waited = claimWaitedPublish(state, wakes, last);
                  if (!waited.ok) throw new Error('claimWaitedPublish never refuses');
                  if (waited.next !== undefined) state = waited.next as PublishState;
                  if (waited.value.turn === 'now') publishes.push({ time: wakes, order: order++ });
                },
              });
            }
          };
          const runWaitingUntil = (time: number) => {
            for (;;) {
              waiting.sort((a, b) => a.time - b.time);
              const next = waiting[0];
              if (next === undefined || next.time > time) return;
              waiting.shift();
              next.run();
            }
          };
          let time = NOW;
          for (const gap of gaps) {
            time += gap;
            runWaitingUntil(time);
            const created = state?.due !== true;
            state = { ...state, due: true };
            commits.push(order++);
            if (created) for (const _ of twice ? [1, 2] : [1]) publisher(time);
          }
          runWaitingUntil(Number.POSITIVE_INFINITY);
          for (const at of commits) expect(publishes.some((p) => p.order > at)).toBe(true);
          for (let i = 1; i < publishes.length; i += 1)
            expect(
              (publishes[i]?.time ?? 0) - (publishes[i - 1]?.time ?? 0),
            ).toBeGreaterThanOrEqual(SECOND);
          expect(state?.due).toBeUndefined();
        },
      ),
    );
  });
});

describe('withBoardsDue', () => {
  it('marks each event whose boards the writes moved as due, in the same writes', () => {
    const writes = new WriteSet()
      .increment(boardNodes.entryField('summit', 'all', 'p1', 'score'), 10)
      .increment(userNodes.totalPoints('k1'), 10)
      .remove(boardNodes.entry('expo', 'all', 'p2'))
      .writes();
    expect(withBoardsDue(writes)).toStrictEqual({
      sets: {
        'leaderboards/expo/all/p2': null,
        'boardPublish/summit/due': true,
        'boardPublish/expo/due': true,
      },
      increments: writes.increments,
    });
  });

  it('leaves writes that moved no board as they are', () => {
    const writes = new WriteSet().set(userNodes.field('k1', 'name'), 'Ann').writes();
    expect(withBoardsDue(writes)).toBe(writes);
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
  type Tree = { [key: string]: Tree | unknown };
  /** A published board after the plan's update, as the database merges it. */
  const applied = (
    before: BoardSnapshot | null,
    sets: Readonly<Record<string, unknown>>,
    board: string,
  ): BoardSnapshot | null => {
    const tree: Tree = JSON.parse(JSON.stringify(before ?? {})) as Tree;
    const prefix = `boardSnapshots/summit/${board}/`;
    for (const [path, value] of Object.entries(sets)) {
      if (!path.startsWith(prefix)) continue;
      const keys = path.slice(prefix.length).split('/');
      const last = keys.pop() ?? '';
      let at = tree;
      for (const key of keys) {
        at[key] ??= {};
        at = at[key] as Tree;
      }
      if (value === null) delete at[last];
      else at[last] = JSON.parse(JSON.stringify(value));
    }
    return Object.keys(tree).length === 0 ? null : (tree as BoardSnapshot);
  };

  it('leaves out the people who chose to stay off the boards, and then their row goes', () => {
    const hidden = {
      p1: { name: 'Ann', score: 30, teamName: 'AGILE' },
      p2: { name: 'Attendee', score: 90, teamName: 'AGILE', hidden: true as const },
    };
    const plan = planSnapshots('summit', { ...none, all: hidden }, none, NOW);
    expect(Object.keys(plan.writes.sets)).toEqual([
      'boardSnapshots/summit/all/rows/p1',
      'boardSnapshots/summit/all/at',
    ]);
    const published = applied(null, plan.writes.sets, 'all');
    const shown = { ...hidden, p1: { ...hidden.p1, hidden: true as const } };
    const again = planSnapshots(
      'summit',
      { ...none, all: shown },
      { ...none, all: published },
      NOW,
    );
    expect(again.writes.sets['boardSnapshots/summit/all/rows/p1']).toBeNull();
  });

  it('publishes each board’s rows by id, shown highest first, ties as the database orders them', () => {
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
    const plan = planSnapshots('summit', tops, none, NOW);
    expect(plan).toStrictEqual({
      ok: true,
      value: 3,
      writes: {
        sets: {
          'boardSnapshots/summit/all/rows/p3': { name: 'Cat', score: 50, teamName: 'MODERN' },
          'boardSnapshots/summit/all/rows/p2': { name: 'Bob', score: 30, teamName: 'MODERN' },
          'boardSnapshots/summit/all/rows/p1': {
            name: 'Ann',
            score: 30,
            teamName: 'AGILE',
            photo: 2,
          },
          'boardSnapshots/summit/all/at': NOW,
          'boardSnapshots/summit/online/rows/p9': { name: 'Attendee', score: 0 },
          'boardSnapshots/summit/online/at': NOW,
          'boardSnapshots/summit/teams/rows/MODERN': { name: 'MODERN', score: 80 },
          'boardSnapshots/summit/teams/rows/AGILE': { name: 'AGILE', score: 30 },
          'boardSnapshots/summit/teams/at': NOW,
        },
        increments: {},
      },
    });
    expect(snapshotRows(applied(null, plan.writes.sets, 'all')).map((row) => row.id)).toEqual([
      'p3',
      'p2',
      'p1',
    ]);
  });

  it('writes only what changed: three scores, a row in and one out, a photo gone', () => {
    const entries = Object.fromEntries(
      Array.from({ length: 25 }, (_, i) => [`p${i + 10}`, { name: `N${i}`, score: i * 10 }]),
    );
    const withPhoto = { ...entries, p34: { name: 'N24', score: 240, photo: 1 } };
    const first = planSnapshots('summit', { ...none, all: withPhoto }, none, NOW);
    const published = { ...none, all: applied(null, first.writes.sets, 'all') };
    const moved = {
      ...entries,
      p30: { name: 'N20', score: 205 },
      p31: { name: 'N21', score: 215 },
      p32: { name: 'N22', score: 1_000 },
      p10: { name: 'N0', score: 500 },
    };
    const plan = planSnapshots('summit', { ...none, all: moved }, published, NOW + 1);
    expect(plan).toMatchObject({ value: 1 });
    expect(plan.writes.sets).toStrictEqual({
      'boardSnapshots/summit/all/rows/p15': null,
      'boardSnapshots/summit/all/rows/p10': { name: 'N0', score: 500 },
      'boardSnapshots/summit/all/rows/p30/score': 205,
      'boardSnapshots/summit/all/rows/p31/score': 215,
      'boardSnapshots/summit/all/rows/p32/score': 1_000,
      'boardSnapshots/summit/all/rows/p34/photo': null,
      'boardSnapshots/summit/all/at': NOW + 1,
    });
    // Nothing moved since: nothing is written.
    const again = { ...none, all: applied(published.all, plan.writes.sets, 'all') };
    expect(planSnapshots('summit', { ...none, all: moved }, again, NOW + 2)).toMatchObject({
      value: 0,
      writes: { sets: {} },
    });
  });

  it('writes a whole snapshot from rows, as fixtures do, that reads back in rank order', () => {
    const rows = [
      { id: 'p2', name: 'Bob', score: 30 },
      { id: 'p1', name: 'Ann', score: 50, teamName: 'AGILE', photo: 1 },
    ];
    const whole = snapshotOf(rows, NOW);
    expect(whole).toEqual({
      at: NOW,
      rows: {
        p2: { name: 'Bob', score: 30 },
        p1: { name: 'Ann', score: 50, teamName: 'AGILE', photo: 1 },
      },
    });
    expect(snapshotRows(whole).map((row) => row.id)).toEqual(['p1', 'p2']);
    expect(snapshotOf([])).toEqual({ at: 1, rows: {} });
  });

  it('turns any published snapshot into the top 20 of whatever it is given, in order', () => {
    const board = fc.dictionary(
      fc.stringMatching(/^p[0-9a-z]{1,3}$/),
      fc.record(
        {
          name: fc.constantFrom('Ann', 'Bob'),
          score: fc.integer({ min: -50, max: 500 }),
          photo: fc.constantFrom(1, 2),
        },
        { requiredKeys: ['score'] },
      ),
      { maxKeys: 40 },
    );
    fc.assert(
      fc.property(board, board, (earlier, entries) => {
        const first = planSnapshots('summit', { ...none, in_person: earlier }, none, NOW);
        const published = { ...none, in_person: applied(null, first.writes.sets, 'in_person') };
        const plan = planSnapshots('summit', { ...none, in_person: entries }, published, NOW + 1);
        const now = applied(published.in_person, plan.writes.sets, 'in_person');
        const fresh = planSnapshots('summit', { ...none, in_person: entries }, none, NOW + 1);
        const expected = snapshotRows(applied(null, fresh.writes.sets, 'in_person'));
        expect(snapshotRows(now)).toEqual(expected);
        expect(Object.keys(now?.rows ?? {}).sort()).toEqual(expected.map((row) => row.id).sort());
        const scores = Object.values(entries).map((e) => e.score);
        expect(expected.map((row) => row.score)).toEqual(
          [...scores].sort((a, b) => b - a).slice(0, 20),
        );
      }),
    );
  });
});
