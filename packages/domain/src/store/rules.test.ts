/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import rulesText from '../../../../database.rules.json?raw';
import { NODE_GROUPS } from './groups.ts';

/**
 * The store and the database rules name the same tree: every path the rules give a rule has a
 * node, and every node sits at or under a path the rules name. The rules come in as text (Vite's
 * raw import), so the domain reads no file itself.
 */
type Rules = { readonly [key: string]: Rules | string | boolean | readonly string[] };

const WILD = '*';

/** Every path of the rules that carries a rule of its own, its `$variables` as wildcards. */
const rulePaths = (node: Rules, prefix: readonly string[] = []): string[][] =>
  Object.entries(node).flatMap(([key, child]) => {
    if (key.startsWith('.') || typeof child !== 'object' || Array.isArray(child)) return [];
    const path = [...prefix, key.startsWith('$') ? WILD : key];
    const own = Object.keys(child).some((k) => k.startsWith('.'));
    return [...(own ? [path] : []), ...rulePaths(child as Rules, path)];
  });

/** Every node builder's path, its arguments as wildcards (an audit node once per scope). */
const nodePaths = (): [string, string[]][] =>
  Object.entries(NODE_GROUPS).flatMap(([group, nodes]) =>
    Object.entries(nodes).flatMap(([member, build]) => {
      const name = `${group}.${member}`;
      const args = Array.from({ length: build.length }, (_, i) => `ARG${i}`);
      const calls: unknown[][] =
        name === 'organiserNodes.audit' || name === 'organiserNodes.auditEntry'
          ? [
              [{ kind: 'event', id: 'ARG0' }, 'ARG1'],
              [{ kind: 'company', id: 'ARG0' }, 'ARG1'],
              [{ kind: 'deployment' }, 'ARG1'],
            ]
          : [args];
      return calls.map((call): [string, string[]] => {
        const path = (build as (...a: unknown[]) => string)(...call);
        return [name, path.split('/').map((part) => (/^ARG\d$/.test(part) ? WILD : part))];
      });
    }),
  );

const matches = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((part, i) => part === WILD || b[i] === WILD || part === b[i]);

/**
 * Roots no rule names: server only, so the rules' default refuses every client there. Their
 * nodes are the functions' own.
 */
const SERVER_ONLY_ROOTS = new Set([
  'publicIds',
  'otp',
  'limits',
  'outbox',
  'triviaAnswers',
  'smallTalks',
  'rpsWins',
  'pairs',
  'rpsMoves',
  'prizeTombstones',
  'boardPublish',
  'partnerAwards',
  'scanReceipts',
  'announcementSends',
  'kioskSecrets',
  'invitations',
  'quizTallies',
  'sessionCodes',
  'meetings',
  'meetingBusy',
  'meetingPaid',
]);

/** Paths the rules name that no code builds a node for, and why. */
const RULES_WITHOUT_NODE: Readonly<Record<string, string>> = {
  // `$other` rules only refuse fields a message, a chat tally or an online entry does not have.
  'rooms/*/messages/*/*': 'refuses any field but by, text and at',
  'rooms/*/sent/*/*': 'refuses any field but n, at and last',
  'online/*/*/*': 'refuses any field but name, color and at',
  // Read rules for everything of an event beneath: screens read one board, one snapshot.
  'leaderboards/*': 'the event’s boards are read one at a time (boardNodes.board, teams)',
  'boardSnapshots/*': 'the event’s snapshots are read one at a time (boardNodes.snapshot)',
  'directoryInterests/*': 'the event’s interests are read one at a time (peopleNodes.interest)',
};

/** Nodes above every path the rules name: only the server reads them, and why. */
const NODES_WITHOUT_RULE: Readonly<Record<string, string>> = {
  'userNodes.onlineLists': 'the activity job samples every event’s online list at once',
};

const RULES: Rules = JSON.parse(rulesText).rules;

/** Every ".indexOn" of the rules, at its path (`$variables` as wildcards), its keys sorted. */
const ruleIndexes = (node: Rules, prefix: readonly string[] = []): [string[], string[]][] =>
  Object.entries(node).flatMap(([key, child]): [string[], string[]][] => {
    if (key === '.indexOn')
      return [[[...prefix], (Array.isArray(child) ? [...child] : [String(child)]).sort()]];
    if (key.startsWith('.') || typeof child !== 'object' || Array.isArray(child)) return [];
    return ruleIndexes(child as Rules, [...prefix, key.startsWith('$') ? WILD : key]);
  });

/** The children a node builder says its record is indexed by (indexOn), sorted, if any. */
const indexOfNode = (name: string): string[] | undefined => {
  const [group = '', member = ''] = name.split('.');
  const build: unknown = (NODE_GROUPS as Record<string, Record<string, unknown>>)[group]?.[member];
  return typeof build === 'function' && 'indexOn' in build && Array.isArray(build.indexOn)
    ? [...build.indexOn].map(String).sort()
    : undefined;
};

describe('the store and database.rules.json name the same tree', () => {
  const nodes = nodePaths();
  const rules = rulePaths(RULES);

  it('reads the rules', () => {
    expect(rules.length).toBeGreaterThan(40);
  });

  it.each(rules.map((path) => [path.join('/'), path] as const))(
    'the rules path %s has a node',
    (name, path) => {
      const node = nodes.find(([, nodePath]) => matches(path, nodePath));
      if (name in RULES_WITHOUT_NODE) expect(node).toBeUndefined();
      else expect(node, `no node at ${name}`).toBeDefined();
    },
  );

  it.each(nodes.map(([name, path]) => [name, path.join('/'), path] as const))(
    '%s (%s) is at or under a path the rules name, or under a server-only root',
    (name, _text, path) => {
      const root = path[0] ?? '';
      const named = rules.some((rule) => matches(rule, path.slice(0, rule.length)));
      expect(named).toBe(!SERVER_ONLY_ROOTS.has(root) && !(name in NODES_WITHOUT_RULE));
    },
  );
});

describe('the store indexes what database.rules.json indexes', () => {
  const nodes = nodePaths();
  const indexes = ruleIndexes(RULES);

  it('reads the indexes', () => {
    expect(indexes.length).toBeGreaterThan(8);
  });

  it.each(indexes.map(([path, keys]) => [path.join('/'), path, keys] as const))(
    'the nodes at %s are indexed by its .indexOn',
    (_name, path, keys) => {
      const at = nodes.filter(([, nodePath]) => matches(path, nodePath));
      expect(at.length).toBeGreaterThan(0);
      for (const [name] of at) expect(indexOfNode(name), name).toEqual(keys);
    },
  );

  it.each(
    nodes
      .map(([name, path]) => [name, path.join('/'), path, indexOfNode(name)] as const)
      .filter((node) => node[3] !== undefined),
  )('%s (%s) is indexed as the rules index it', (_name, _text, path, keys) => {
    const at = indexes.filter(([rulePath]) => matches(rulePath, path));
    expect(at.length).toBeGreaterThan(0);
    for (const [, ruleKeys] of at) expect(ruleKeys).toEqual(keys);
  });
});
