import { eventNodes } from '@engage/domain/store/events';
import { roomNodes } from '@engage/domain/store/rooms';
import { userNodes } from '@engage/domain/store/users';
import { read, readChildren, readWhere } from '@engage/server/read';
import { describe, expect, it } from 'vitest';
import { EVENT, useHandlerStack } from './testing/stack.ts';

/**
 * The server's typed reads against the project's emulator: queries order only by what the store
 * says a node is indexed by (store/indexed.ts); the @ts-expect-error lines fail typecheck once a
 * query of a child nobody indexed compiles.
 */
const h = useHandlerStack({ instances: 1, users: ['ann', 'bob'] });

describe('readWhere', () => {
  it('reads the children whose indexed child equals the value', async () => {
    const deps = h.stack().deps();
    const users = await readWhere(deps, userNodes.all(), 'metadata/eventId', EVENT);
    expect(Object.keys(users ?? {}).sort()).toEqual([h.key('ann'), h.key('bob')].sort());
    expect(await readWhere(deps, userNodes.all(), 'metadata/eventId', 'elsewhere')).toBeNull();
  });

  it('takes only a child the node is indexed by, and a value of its type', async () => {
    const deps = h.stack().deps();
    // @ts-expect-error users are not indexed by name
    const byName = readWhere(deps, userNodes.all(), 'metadata/name', 'Test User');
    // @ts-expect-error an event id is a string
    const byNumber = readWhere(deps, userNodes.all(), 'metadata/eventId', 7);
    // @ts-expect-error a record without an index is queried by nothing but its keys
    const unindexed = readWhere(deps, eventNodes.reps(EVENT), 'name', 'Ann');
    await Promise.allSettled([byName, byNumber, unindexed]);
  });
});

describe('readChildren', () => {
  it('reads the children an indexed query keeps, in its order', async () => {
    const deps = h.stack().deps();
    const rows = await readChildren(deps, eventNodes.search(EVENT), (ref) =>
      ref.orderByChild('teamName').equalTo('AGILE').limitToFirst(1),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[1]).toMatchObject({ teamName: 'AGILE' });
    expect(await read(deps, eventNodes.searchRow(EVENT, rows[0]?.[0] ?? ''))).toEqual(rows[0]?.[1]);
  });

  it('orders a record without an index by its keys only', async () => {
    const deps = h.stack().deps();
    expect(await readChildren(deps, roomNodes.all(), (ref) => ref.orderByKey())).toEqual([]);
    const unindexed = readChildren(deps, eventNodes.reps(EVENT), (ref) =>
      // @ts-expect-error reps are not indexed by name
      ref.orderByChild('name'),
    );
    const notIndexed = readChildren(deps, eventNodes.search(EVENT), (ref) =>
      // @ts-expect-error the search index has no `age`
      ref.orderByChild('age'),
    );
    await Promise.allSettled([unindexed, notIndexed]);
  });
});
