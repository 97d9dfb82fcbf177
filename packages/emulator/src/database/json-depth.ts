/**
 * Whether `value` nests objects or arrays more than `limit` levels deep (`{"a": 1}` is one level).
 * It walks with its own stack, not by recursion: JSON.parse builds 100,000 levels without
 * complaint, while JSON.stringify and any recursive walk overflow the call stack at a few
 * thousand, so the check that refuses such a document must not overflow on it itself.
 */
export const nestsDeeperThan = (value: unknown, limit: number): boolean => {
  const pending: { readonly node: unknown; readonly depth: number }[] = [{ node: value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { node, depth } = next;
    if (typeof node !== 'object' || node === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(node)) pending.push({ node: child, depth: depth + 1 });
  }
  return false;
};
