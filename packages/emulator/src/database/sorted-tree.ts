/**
 * A persistent (immutable, structurally shared) weight-balanced binary search tree with subtree
 * sizes. An insert or removal copies only the O(log n) nodes on one path, so the tree before a
 * write stays valid next to the tree after it, and the sizes answer "how many entries come before
 * this bound" and "which entry is n-th" in O(log n): what windowed queries need.
 *
 * Balance follows Adams' weight-balanced trees with the parameters (delta 3, ratio 2) that
 * Hirai and Yamamoto proved correct for weights of size + 1.
 */
export type Tree<K, V> = TreeNode<K, V> | null;

export type TreeNode<K, V> = {
  readonly key: K;
  readonly value: V;
  readonly left: Tree<K, V>;
  readonly right: Tree<K, V>;
  readonly size: number;
};

type Compare<K> = (a: K, b: K) => number;

const DELTA = 3;
const RATIO = 2;

export const sizeOf = <K, V>(tree: Tree<K, V>): number => (tree === null ? 0 : tree.size);
const weight = <K, V>(tree: Tree<K, V>): number => sizeOf(tree) + 1;

const make = <K, V>(key: K, value: V, left: Tree<K, V>, right: Tree<K, V>): TreeNode<K, V> => ({
  key,
  value,
  left,
  right,
  size: sizeOf(left) + sizeOf(right) + 1,
});

const rotateLeft = <K, V>(key: K, value: V, left: Tree<K, V>, right: TreeNode<K, V>) => {
  const inner = right.left;
  if (inner === null || weight(inner) < RATIO * weight(right.right)) {
    return make(right.key, right.value, make(key, value, left, inner), right.right);
  }
  return make(
    inner.key,
    inner.value,
    make(key, value, left, inner.left),
    make(right.key, right.value, inner.right, right.right),
  );
};

const rotateRight = <K, V>(key: K, value: V, left: TreeNode<K, V>, right: Tree<K, V>) => {
  const inner = left.right;
  if (inner === null || weight(inner) < RATIO * weight(left.left)) {
    return make(left.key, left.value, left.left, make(key, value, inner, right));
  }
  return make(
    inner.key,
    inner.value,
    make(left.key, left.value, left.left, inner.left),
    make(key, value, inner.right, right),
  );
};

/** Rebuilds a node whose subtrees were balanced before one insert or removal on one side. */
const balance = <K, V>(key: K, value: V, left: Tree<K, V>, right: Tree<K, V>): TreeNode<K, V> => {
  if (right !== null && weight(right) > DELTA * weight(left))
    return rotateLeft(key, value, left, right);
  if (left !== null && weight(left) > DELTA * weight(right))
    return rotateRight(key, value, left, right);
  return make(key, value, left, right);
};

export const find = <K, V>(
  tree: Tree<K, V>,
  key: K,
  compare: Compare<K>,
): TreeNode<K, V> | null => {
  let node = tree;
  while (node !== null) {
    const order = compare(key, node.key);
    if (order === 0) return node;
    node = order < 0 ? node.left : node.right;
  }
  return null;
};

/** The tree with `key` set to `value`; the same tree when it already held exactly that. */
export const insert = <K, V>(
  tree: Tree<K, V>,
  key: K,
  value: V,
  compare: Compare<K>,
): TreeNode<K, V> => {
  if (tree === null) return make(key, value, null, null);
  const order = compare(key, tree.key);
  if (order === 0) {
    return tree.value === value ? tree : make(key, value, tree.left, tree.right);
  }
  if (order < 0) {
    const left = insert(tree.left, key, value, compare);
    return left === tree.left ? tree : balance(tree.key, tree.value, left, tree.right);
  }
  const right = insert(tree.right, key, value, compare);
  return right === tree.right ? tree : balance(tree.key, tree.value, tree.left, right);
};

const withoutMin = <K, V>(tree: TreeNode<K, V>): { min: TreeNode<K, V>; rest: Tree<K, V> } => {
  if (tree.left === null) return { min: tree, rest: tree.right };
  const { min, rest } = withoutMin(tree.left);
  return { min, rest: balance(tree.key, tree.value, rest, tree.right) };
};

const withoutMax = <K, V>(tree: TreeNode<K, V>): { max: TreeNode<K, V>; rest: Tree<K, V> } => {
  if (tree.right === null) return { max: tree, rest: tree.left };
  const { max, rest } = withoutMax(tree.right);
  return { max, rest: balance(tree.key, tree.value, tree.left, rest) };
};

/** Joins the two subtrees of a removed node, taking the new root from the heavier side. */
const glue = <K, V>(left: Tree<K, V>, right: Tree<K, V>): Tree<K, V> => {
  if (left === null) return right;
  if (right === null) return left;
  if (left.size > right.size) {
    const { max, rest } = withoutMax(left);
    return balance(max.key, max.value, rest, right);
  }
  const { min, rest } = withoutMin(right);
  return balance(min.key, min.value, left, rest);
};

/** The tree without `key`; the same tree when it did not hold it. */
export const remove = <K, V>(tree: Tree<K, V>, key: K, compare: Compare<K>): Tree<K, V> => {
  if (tree === null) return null;
  const order = compare(key, tree.key);
  if (order === 0) return glue(tree.left, tree.right);
  if (order < 0) {
    const left = remove(tree.left, key, compare);
    return left === tree.left ? tree : balance(tree.key, tree.value, left, tree.right);
  }
  const right = remove(tree.right, key, compare);
  return right === tree.right ? tree : balance(tree.key, tree.value, tree.left, right);
};

/**
 * How many entries satisfy `before`, a test that holds for a prefix of the order (every key
 * below some bound): the position where that bound would go.
 */
export const countWhile = <K, V>(tree: Tree<K, V>, before: (key: K) => boolean): number => {
  let count = 0;
  let node = tree;
  while (node !== null) {
    if (before(node.key)) {
      count += sizeOf(node.left) + 1;
      node = node.right;
    } else node = node.left;
  }
  return count;
};

/** Visits the entries at positions [from, to), in order, in O(log n + to - from). */
export const forEachBetween = <K, V>(
  tree: Tree<K, V>,
  from: number,
  to: number,
  visit: (key: K, value: V) => void,
): void => {
  if (tree === null || from >= to) return;
  const leftSize = sizeOf(tree.left);
  if (from < leftSize) forEachBetween(tree.left, from, Math.min(to, leftSize), visit);
  if (from <= leftSize && leftSize < to) visit(tree.key, tree.value);
  if (to > leftSize + 1)
    forEachBetween(tree.right, Math.max(0, from - leftSize - 1), to - leftSize - 1, visit);
};

export const forEach = <K, V>(tree: Tree<K, V>, visit: (key: K, value: V) => void): void =>
  forEachBetween(tree, 0, sizeOf(tree), visit);

/** A balanced tree of entries already in order (and without duplicate keys), in O(n). */
export const fromSorted = <K, V>(entries: readonly (readonly [K, V])[]): Tree<K, V> => {
  const build = (from: number, to: number): Tree<K, V> => {
    if (from >= to) return null;
    const middle = (from + to) >>> 1;
    const entry = entries[middle];
    if (entry === undefined) return null;
    return make(entry[0], entry[1], build(from, middle), build(middle + 1, to));
  };
  return build(0, entries.length);
};
