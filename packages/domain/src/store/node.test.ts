import { describe, expect, expectTypeOf, it } from 'vitest';
import { WriteSet } from '../plan.ts';
import { type Node, node, SERVER_TIME, type Stamp, type Stored, type Writable } from './node.ts';
import { type UserMetadata, userNodes } from './users.ts';

// The typecheck is the test: each @ts-expect-error below fails `tsc` once the line it marks
// compiles, so a brand that stopped telling shapes apart would not go unnoticed.
describe('Node', () => {
  it('is the path itself, for db.ref and for the plan records', () => {
    const metadata = userNodes.metadata('k');
    expect(metadata).toBe('users/k/metadata');
    expect(new WriteSet().set(metadata, null).writes().sets).toEqual({ 'users/k/metadata': null });
    expectTypeOf(metadata).toExtend<string>();
    expectTypeOf<Stored<typeof metadata>>().toEqualTypeOf<UserMetadata>();
  });

  it('tells shapes apart: no plain string, no node of another shape', () => {
    const level: Node<number> = userNodes.level('k');
    // @ts-expect-error a plain string claims no shape
    const plain: Node<number> = 'users/k/metadata/level';
    // @ts-expect-error a node of string is no node of number
    const other: Node<number> = userNodes.field('k', 'name');
    // @ts-expect-error nor the other way: the brand is invariant
    const wider: Node<number | string> = level;
    expect([plain, other, wider]).toEqual([level, 'users/k/metadata/name', level]);
  });

  it('lets a plan write only the node’s shape', () => {
    const writes = new WriteSet()
      .set(userNodes.field('k', 'level'), 2)
      .set(userNodes.notification('k', 'n1'), { kind: 'level', text: 'Level 2', at: SERVER_TIME })
      .set(userNodes.purchaseAt('k', 'mug'), SERVER_TIME)
      // @ts-expect-error a level is a number
      .set(userNodes.field('k', 'level'), 'two')
      // @ts-expect-error only a Stamp takes the server's clock
      .set(userNodes.field('k', 'level'), SERVER_TIME)
      // @ts-expect-error only a Node<number> is incremented
      .increment(userNodes.field('k', 'name'), 1);
    expect(Object.keys(writes.writes().sets)).toHaveLength(3);
  });
});

describe('Writable', () => {
  it('takes the server clock for a Stamp, and null for a field that may be missing', () => {
    expectTypeOf<Writable<Stamp>>().toEqualTypeOf<number | typeof SERVER_TIME>();
    expectTypeOf<Writable<number>>().toEqualTypeOf<number>();
    expectTypeOf<Writable<{ readonly at?: number }>>().toEqualTypeOf<{
      readonly at?: number | null | undefined;
    }>();
    expectTypeOf<Writable<readonly { readonly at: Stamp }[]>>().toEqualTypeOf<
      readonly { readonly at: number | typeof SERVER_TIME }[]
    >();
  });

  it('is made only by the store’s builders, with the path as given', () => {
    expect(node<true>('a/b')).toBe('a/b');
  });
});
