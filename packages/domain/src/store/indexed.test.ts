import { describe, expect, expectTypeOf, it } from 'vitest';
import type { SearchRow } from './events.ts';
import { type ChildPath, type ChildValue, indexOn } from './indexed.ts';
import { node } from './node.ts';
import type { StoredUser } from './users.ts';

// The typecheck is the test for the types: each @ts-expect-error fails `tsc` once its line
// compiles, so a path the shape does not have cannot become a key unnoticed.
describe('ChildPath', () => {
  it('names the paths a stored shape has, three levels deep, and no record id', () => {
    expectTypeOf<'metadata/eventId'>().toExtend<ChildPath<StoredUser>>();
    expectTypeOf<'games/act04/pendingAt'>().toExtend<ChildPath<StoredUser>>();
    expectTypeOf<'teamName'>().toExtend<ChildPath<SearchRow>>();
    expectTypeOf<'metadata/nickname'>().not.toExtend<ChildPath<StoredUser>>();
    // A record's keys are ids, not paths of the shape.
    expectTypeOf<'notifications/n1'>().not.toExtend<ChildPath<StoredUser>>();
    expectTypeOf<'games/act04/requests/r1/qty'>().not.toExtend<ChildPath<StoredUser>>();
    expectTypeOf<ChildPath<number>>().toEqualTypeOf<never>();
  });

  it('types what is stored at a path', () => {
    expectTypeOf<ChildValue<StoredUser, 'metadata/eventId'>>().toEqualTypeOf<string>();
    expectTypeOf<ChildValue<StoredUser, 'games/act04/pendingAt'>>().toEqualTypeOf<number>();
    expectTypeOf<ChildValue<SearchRow, 'isRep'>>().toEqualTypeOf<boolean>();
    expectTypeOf<ChildValue<SearchRow, 'nothing'>>().toEqualTypeOf<never>();
  });
});

describe('indexOn', () => {
  const rows = indexOn(
    (eventId: string) => node<Readonly<Record<string, SearchRow>>>(`search/${eventId}`),
    ['n', 'teamName'],
  );

  it('keeps the builder (its path and its arguments) and carries the keys', () => {
    expect(rows('expo')).toBe('search/expo');
    expect(rows).toHaveLength(1);
    expect(rows.indexOn).toEqual(['n', 'teamName']);
  });

  it('takes only paths of the entries’ shape', () => {
    const wrong = indexOn(
      () => node<Readonly<Record<string, SearchRow>>>('search/expo'),
      [
        // @ts-expect-error a search row has no `age`
        'age',
      ],
    );
    expect(wrong.indexOn).toEqual(['age']);
  });
});
