import { type AwardProfile, planAward } from '@engage/domain/awards';
import { type SnapshotBoard, snapshotRows } from '@engage/domain/boards';
import { type BoardSnapshot, boardNodes } from '@engage/domain/store/boards';
import { userNodes } from '@engage/domain/store/users';
import { type BoardPublisher, watchDueBoards } from '@engage/server/board-publisher';
import { commit } from '@engage/server/commit';
import { context, type Deps } from '@engage/server/deps';
import { afterEach, describe, expect, it } from 'vitest';
import { EVENT, useHandlerStack } from './testing/stack.ts';

const h = useHandlerStack({ instances: 4, users: ['ann', 'bob', 'cat'] });

/** The board publisher, on a connection of its own, as the dev stack runs it. */
let publisher: BoardPublisher | undefined;
let errors: unknown[] = [];
const startPublisher = (clock: Pick<Deps, 'now'>, interval: number): BoardPublisher => {
  publisher = watchDueBoards(
    { db: h.stack().deps(3).db, now: clock.now, boardInterval: interval },
    (error) => errors.push(error),
  );
  return publisher;
};
afterEach(async () => {
  await publisher?.stop();
  publisher = undefined;
  expect(errors).toEqual([]);
  errors = [];
});

const award = async (name: string, points: number, clock: Pick<Deps, 'now'> = h.stack().deps()) => {
  const deps = { ...h.stack().deps(), now: clock.now, boardInterval: 1_000 };
  const profile = (await h.read(userNodes.metadata(h.key(name)))) as AwardProfile;
  await commit(
    deps,
    planAward(profile, { key: h.key(name), points, reason: 't', by: 't' }, context(deps)),
  );
};
/** A board's published snapshot as screens show it: its rows in rank order. */
const snapshot = async (board: SnapshotBoard = 'all') => {
  const published = (await h.read(boardNodes.snapshot(EVENT, board))) as BoardSnapshot | null;
  return published === null ? null : { at: published.at, rows: snapshotRows(published) };
};

describe('board snapshots', () => {
  it('publishes the top of every board with an award, highest first, named by public id', async () => {
    const published = startPublisher(h.stack().deps(), 0);
    await award('ann', 30);
    await award('bob', 50);
    await published.settled();
    const all = await snapshot();
    expect(all?.rows).toEqual([
      { id: await h.publicId('bob'), name: 'Test User', score: 50, teamName: 'AGILE' },
      { id: await h.publicId('ann'), name: 'Test User', score: 30, teamName: 'AGILE' },
    ]);
    expect((await snapshot('teams'))?.rows).toEqual([{ id: 'AGILE', name: 'AGILE', score: 80 }]);
  });

  it('publishes a burst at most once per interval, and its last change within the interval after', async () => {
    const published = startPublisher(h.stack().deps(), 400);
    await Promise.all([award('ann', 1), award('bob', 2), award('cat', 3)]);
    await published.settled();
    const publishes = (await snapshot())?.at;
    expect(publishes).toBeDefined();
    // Every award of the burst is in the snapshot that the last publisher wrote.
    const scores = (await snapshot())?.rows.map((row) => row.score).sort();
    expect(scores).toEqual([1, 2, 3]);
    expect(await h.read(boardNodes.publish(EVENT))).toEqual({ at: expect.any(Number) });
  });

  it('returns from each call of a burst at once; the background publisher publishes its last change within the interval', async () => {
    const clock = { now: Date.now };
    const published = startPublisher(clock, 1_000);
    // The publish turns (claim times), to see them an interval apart.
    const turns: number[] = [];
    const turnRef = h
      .stack()
      .deps(2)
      .db.ref(`${boardNodes.publish(EVENT)}/at`);
    turnRef.on('value', (at) => {
      if (typeof at.val() === 'number') turns.push(at.val() as number);
    });
    const calls: number[] = [];
    const names = ['ann', 'bob', 'cat', 'ann', 'bob', 'cat'];
    for (const [i, name] of names.entries()) {
      const started = Date.now();
      await award(name, 10 ** i, clock);
      calls.push(Date.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const lastAward = Date.now();
    const total = (name: string) =>
      names.reduce((sum, n, i) => (n === name ? sum + 10 ** i : sum), 0);
    let shown: number | undefined;
    while (shown === undefined && Date.now() - lastAward < 5_000) {
      const rows = (await snapshot())?.rows ?? [];
      if (rows.some((row) => row.score === total('cat'))) shown = Date.now();
      else await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await published.settled();
    turnRef.off();
    // The second award came inside the interval: before, that call waited for the interval's end.
    expect(Math.max(...calls)).toBeLessThan(500);
    expect((shown ?? Number.POSITIVE_INFINITY) - lastAward).toBeLessThanOrEqual(1_000 + 250);
    expect(turns.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < turns.length; i += 1)
      expect((turns[i] ?? 0) - (turns[i - 1] ?? 0)).toBeGreaterThanOrEqual(1_000 - 5);
  });
});
