import type { Path } from './tree.ts';

type TrieNode<T> = { readonly children: Map<string, TrieNode<T>>; readonly items: Set<T> };

const emptyNode = <T>(): TrieNode<T> => ({ children: new Map(), items: new Set() });

/**
 * Items (listens) filed by location, so a write finds the ones it concerns by walking its own
 * path, not by testing every listen: with thousands of clients each listening to their own
 * entry, a write to one entry reaches only that entry's listeners and those of its ancestors.
 */
export class PathTrie<T> {
  private readonly root: TrieNode<T> = emptyNode();

  add(path: Path, item: T): void {
    let node = this.root;
    for (const key of path) {
      let next = node.children.get(key);
      if (next === undefined) {
        next = emptyNode();
        node.children.set(key, next);
      }
      node = next;
    }
    node.items.add(item);
  }

  delete(path: Path, item: T): void {
    const trail: TrieNode<T>[] = [this.root];
    for (const key of path) {
      const next = trail.at(-1)?.children.get(key);
      if (next === undefined) return;
      trail.push(next);
    }
    trail.at(-1)?.items.delete(item);
    // Prune the nodes left empty, from the leaf up, so the trie holds only live locations.
    for (let depth = path.length; depth > 0; depth -= 1) {
      const node = trail[depth];
      const key = path[depth - 1];
      if (node === undefined || key === undefined) return;
      if (node.items.size > 0 || node.children.size > 0) return;
      trail[depth - 1]?.children.delete(key);
    }
  }

  /** Visits the items at `path`, at every location above it, and at every location below it. */
  forEachRelated(path: Path, visit: (item: T) => void): void {
    let node: TrieNode<T> | undefined = this.root;
    for (const key of path) {
      for (const item of node.items) visit(item);
      node = node.children.get(key);
      if (node === undefined) return;
    }
    const below: TrieNode<T>[] = [node];
    for (let next = below.pop(); next !== undefined; next = below.pop()) {
      for (const item of next.items) visit(item);
      for (const child of next.children.values()) below.push(child);
    }
  }
}
