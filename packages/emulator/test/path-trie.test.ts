import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PathTrie } from '../src/database/path-trie.ts';
import { isPrefix, type Path } from '../src/database/tree.ts';

const path = fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 4 });

describe('listens filed by path', () => {
  it('finds exactly the items at, above and below a written path, after adds and deletes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ at: path, keep: fc.boolean() }), { maxLength: 30 }),
        path,
        (items, written) => {
          const trie = new PathTrie<number>();
          const live = new Map<number, Path>();
          items.forEach(({ at }, id) => {
            trie.add(at, id);
            live.set(id, at);
          });
          items.forEach(({ at, keep }, id) => {
            if (keep) return;
            trie.delete(at, id);
            live.delete(id);
          });
          const found: number[] = [];
          trie.forEachRelated(written, (id) => found.push(id));
          const expected = [...live]
            .filter(([, at]) => isPrefix(at, written) || isPrefix(written, at))
            .map(([id]) => id);
          expect(found.sort((x, y) => x - y)).toEqual(expected);
        },
      ),
    );
  });
});
