import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countWhile,
  forEach,
  forEachBetween,
  fromSorted,
  insert,
  remove,
  sizeOf,
  type Tree,
} from '../src/database/sorted-tree.ts';

const byNumber = (a: number, b: number) => a - b;

const entries = (tree: Tree<number, string>): [number, string][] => {
  const out: [number, string][] = [];
  forEach(tree, (key, value) => out.push([key, value]));
  return out;
};

/** Order, sizes and weight balance (delta 3, weights size + 1) at every node. */
const checkInvariants = (tree: Tree<number, string>, low = -Infinity, high = Infinity): void => {
  if (tree === null) return;
  expect(tree.key).toBeGreaterThan(low);
  expect(tree.key).toBeLessThan(high);
  expect(tree.size).toBe(sizeOf(tree.left) + sizeOf(tree.right) + 1);
  const left = sizeOf(tree.left) + 1;
  const right = sizeOf(tree.right) + 1;
  expect(3 * left).toBeGreaterThanOrEqual(right);
  expect(3 * right).toBeGreaterThanOrEqual(left);
  checkInvariants(tree.left, low, tree.key);
  checkInvariants(tree.right, tree.key, high);
};

const operation = fc.oneof(
  fc.record({ op: fc.constant('insert' as const), key: fc.integer({ min: 0, max: 300 }) }),
  fc.record({ op: fc.constant('remove' as const), key: fc.integer({ min: 0, max: 300 }) }),
);

describe('persistent sorted tree', () => {
  it('matches a sorted model after any inserts and removals, and old versions stay intact', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 400 }), (operations) => {
        const model = new Map<number, string>();
        let tree: Tree<number, string> = null;
        for (const [step, { op, key }] of operations.entries()) {
          const before = tree;
          const beforeEntries = entries(before);
          if (op === 'insert') {
            tree = insert(tree, key, `v${step}`, byNumber);
            model.set(key, `v${step}`);
          } else {
            tree = remove(tree, key, byNumber);
            model.delete(key);
          }
          expect(entries(before)).toEqual(beforeEntries);
        }
        checkInvariants(tree);
        expect(entries(tree)).toEqual([...model].sort(([a], [b]) => a - b));
      }),
    );
  });

  it('counts entries below a bound and visits any range of positions', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: -500, max: 500 })),
        fc.integer({ min: -600, max: 600 }),
        fc.nat(600),
        fc.nat(600),
        (keys, bound, a, b) => {
          const sorted = [...keys].sort(byNumber);
          const tree = fromSorted(sorted.map((key) => [key, String(key)] as const));
          checkInvariants(tree);
          expect(countWhile(tree, (key) => key < bound)).toBe(
            sorted.filter((key) => key < bound).length,
          );
          const [from, to] = a <= b ? [a, b] : [b, a];
          const visited: number[] = [];
          forEachBetween(tree, from, to, (key) => visited.push(key));
          expect(visited).toEqual(sorted.slice(from, to));
        },
      ),
    );
  });

  it('returns the same tree for a write that changes nothing', () => {
    const tree = fromSorted([
      [1, 'a'],
      [2, 'b'],
    ] as const);
    expect(insert(tree, 2, 'b', byNumber)).toBe(tree);
    expect(remove(tree, 3, byNumber)).toBe(tree);
  });
});
