import { snapshotRows } from '@engage/domain/boards';
import { HIDDEN_NAME } from '@engage/domain/privacy';
import { type BoardSnapshot, boardNodes } from '@engage/domain/store/boards';
import { peopleNodes } from '@engage/domain/store/people';
import { userNodes } from '@engage/domain/store/users';
import { type BoardPublisher, watchDueBoards } from '@engage/server/board-publisher';
import { afterEach, describe, expect, it } from 'vitest';
import { givePoints } from '../testing/points.ts';
import { caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { setDirectoryListing } from './directory.ts';
import { updateProfile } from './people.ts';
import { setPrivacy } from './privacy.ts';

const h = useHandlerStack({ instances: 2, users: ['ann', 'bob'] });

let publisher: BoardPublisher | undefined;
afterEach(async () => {
  await publisher?.stop();
  publisher = undefined;
});
/** The board publisher on a connection of its own, as the dev stack runs it. */
const published = async (act: () => Promise<unknown>) => {
  publisher ??= watchDueBoards(
    { db: h.stack().deps(1).db, now: Date.now, boardInterval: 0 },
    () => {
      throw new Error('publish failed');
    },
  );
  await act();
  await publisher.settled();
};
const rows = async (board: 'all' | 'teams' = 'all') =>
  snapshotRows((await h.read(boardNodes.snapshot(EVENT, board))) as BoardSnapshot | null).map(
    ({ name, score }) => ({ name, score }),
  );

describe('setPrivacy', () => {
  it('shows an alias, leaves a hidden person out while their team counts them, and comes back', async () => {
    const deps = { ...h.stack().deps(), boardInterval: 0 };
    await published(async () => {
      await givePoints(deps, h.key('ann'), 30);
      await givePoints(deps, h.key('bob'), 50);
      await setPrivacy(deps, { show: 'alias', alias: 'Night Owl' }, caller('ann'));
      await setPrivacy(deps, { show: 'hidden' }, caller('bob'));
    });
    expect(await rows()).toEqual([{ name: 'Night Owl', score: 30 }]);
    expect(await rows('teams')).toEqual([{ name: 'AGILE', score: 80 }]);
    // Bob still sees his own place: his entry keeps his score, under a name that names no one.
    const bob = await h.read(boardNodes.entry(EVENT, 'all', await h.publicId('bob')));
    expect(bob).toMatchObject({ name: HIDDEN_NAME, score: 50, hidden: true });
    // A later award keeps him hidden and under the alias-free name.
    await published(() => givePoints(deps, h.key('bob'), 5));
    expect(await rows()).toEqual([{ name: 'Night Owl', score: 30 }]);
    await published(() => setPrivacy(deps, { show: 'name' }, caller('bob')));
    expect(await rows()).toEqual([
      { name: 'Test User', score: 55 },
      { name: 'Night Owl', score: 30 },
    ]);
    expect(await h.read(userNodes.privacy(h.key('bob')))).toEqual({ show: 'name' });
  });

  it('refuses an alias choice without an alias, changing nothing', async () => {
    const before = await h.stack().root();
    await expect(
      setPrivacy(h.stack().deps(), { show: 'alias' }, caller('ann')),
    ).rejects.toMatchObject({ code: 'invalid-argument', field: 'alias' });
    expect(await h.stack().root()).toEqual(before);
  });

  it('stores the choice of someone not on the boards yet, and their first points follow it', async () => {
    const deps = { ...h.stack().deps(), boardInterval: 0 };
    await setPrivacy(deps, { show: 'alias', alias: 'Quiet Fox' }, caller('ann'));
    await published(() => givePoints(deps, h.key('ann'), 7));
    expect(await rows()).toEqual([{ name: 'Quiet Fox', score: 7 }]);
  });

  it('renames a listed person’s directory entry, takes it while hidden, and lists them again', async () => {
    const deps = h.stack().deps();
    const pid = await h.publicId('ann');
    await updateProfile(
      deps,
      { name: 'Ann Lee', company: 'Acme', department: 'Ops', interests: ['Design'] },
      caller('ann'),
    );
    await setDirectoryListing(deps, { listed: true }, caller('ann'));
    await setPrivacy(deps, { show: 'alias', alias: 'Night Owl' }, caller('ann'));
    expect(await h.read(peopleNodes.entry(EVENT, pid))).toMatchObject({
      name: 'Night Owl',
      n: 'night owl',
    });
    expect(await h.read(peopleNodes.interestMember(EVENT, 'design', pid))).toMatchObject({
      name: 'Night Owl',
    });
    await setPrivacy(deps, { show: 'hidden' }, caller('ann'));
    expect(await h.read(peopleNodes.entry(EVENT, pid))).toBeNull();
    expect(await h.read(peopleNodes.interestMember(EVENT, 'design', pid))).toBeNull();
    expect(await h.read(peopleNodes.listed(h.key('ann')))).toBe(true);
    await setPrivacy(deps, { show: 'name' }, caller('ann'));
    expect(await h.read(peopleNodes.entry(EVENT, pid))).toMatchObject({ name: 'Ann Lee' });
    // Someone not listed stays out whatever they choose.
    await setPrivacy(deps, { show: 'alias', alias: 'Owl' }, caller('bob'));
    expect(await h.read(peopleNodes.entry(EVENT, await h.publicId('bob')))).toBeNull();
  });
});
