import { type AwardProfile, planAward } from '@engage/domain/awards';
import { boardNodes } from '@engage/domain/store/boards';
import { userNodes } from '@engage/domain/store/users';
import { commit } from '@engage/server/commit';
import { context } from '@engage/server/deps';
import { describe, expect, it } from 'vitest';
import { EVENT, useHandlerStack } from './testing/stack.ts';

const h = useHandlerStack({ instances: 4, users: ['ann', 'bob', 'cat'] });

const award = async (name: string, points: number, interval: number) => {
  const deps = { ...h.stack().deps(), boardInterval: interval };
  const profile = (await h.read(userNodes.metadata(h.key(name)))) as AwardProfile;
  await commit(
    deps,
    planAward(profile, { key: h.key(name), points, reason: 't', by: 't' }, context(deps)),
  );
};
const snapshot = async () =>
  (await h.read(boardNodes.snapshot(EVENT, 'all'))) as {
    at: number;
    rows: { id: string; name: string; score: number }[];
  } | null;

describe('board snapshots', () => {
  it('publishes the top of every board with an award, highest first, named by public id', async () => {
    await award('ann', 30, 0);
    await award('bob', 50, 0);
    const all = await snapshot();
    expect(all?.rows).toEqual([
      { id: await h.publicId('bob'), name: 'Test User', score: 50, teamName: 'AGILE' },
      { id: await h.publicId('ann'), name: 'Test User', score: 30, teamName: 'AGILE' },
    ]);
    expect(await h.read(`${boardNodes.snapshot(EVENT, 'teams')}/rows`)).toEqual([
      { id: 'AGILE', name: 'AGILE', score: 80 },
    ]);
  });

  it('publishes a burst at most once per interval, and its last change within the interval after', async () => {
    await Promise.all([award('ann', 1, 400), award('bob', 2, 400), award('cat', 3, 400)]);
    const publishes = (await snapshot())?.at;
    expect(publishes).toBeDefined();
    // Every award of the burst is in the snapshot that the last publisher wrote.
    const scores = (await snapshot())?.rows.map((row) => row.score).sort();
    expect(scores).toEqual([1, 2, 3]);
    expect(await h.read(boardNodes.publish(EVENT))).toEqual({ at: expect.any(Number) });
  });
});
