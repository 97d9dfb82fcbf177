type RuleTree = { [key: string]: RuleTree | boolean | string };

const OPEN = { '.read': true, '.write': true };

const segments = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/**
 * Database rules that let anyone read and write anything, except at the `refused` paths (and
 * below), which nobody may read or write, and the `membersOnly` ones, which only a signed-in
 * client may read. Rules cascade (a grant holds for everything below it), so the grants sit
 * beside each such path: every location on the way to it grants its other children (`$other`).
 */
export const testRules = (refused: Iterable<string>, membersOnly: Iterable<string>): string => {
  const root: RuleTree = {};
  const place = (path: string, leaf: RuleTree) => {
    let node = root;
    for (const segment of segments(path)) {
      node.$other = OPEN;
      const next = node[segment];
      const child: RuleTree = typeof next === 'object' ? next : {};
      node[segment] = child;
      node = child;
    }
    Object.assign(node, leaf);
  };
  for (const path of membersOnly) place(path, { '.read': 'auth != null', '.write': true });
  for (const path of refused) place(path, {});
  return JSON.stringify({ rules: Object.keys(root).length === 0 ? OPEN : root });
};
