import type { WireQuery } from '../database/order.ts';
import { getAt, isObject, type Json, type Path } from '../database/tree.ts';
import { checkDatabaseRule, type RuleKind } from './database-types.ts';
import { holds } from './expression.ts';
import { type Node, parseExpression } from './expression-parser.ts';
import { RuleSnapshot } from './rule-snapshot.ts';

/**
 * Realtime Database security rules (`database.rules.json`): `.read` and `.write` cascade (granted
 * at a location, granted for everything below it), `.validate` is checked for every location whose
 * new value is not null (the written subtree and its ancestors) and never cascades, `$variables`
 * capture the key they match.
 */
export type RuleNode = {
  readonly read?: Node;
  readonly write?: Node;
  readonly validate?: Node;
  readonly indexOn: readonly string[];
  readonly children: ReadonlyMap<string, RuleNode>;
  readonly wildcard?: { readonly name: string; readonly node: RuleNode };
};

export type AuthContext = {
  readonly uid: string;
  readonly provider: string;
  readonly token: Record<string, unknown>;
} | null;

const compileRule = (
  value: unknown,
  where: string,
  kind: RuleKind,
  vars: ReadonlySet<string>,
): Node => {
  if (typeof value === 'boolean') return { kind: 'literal', value };
  if (typeof value !== 'string')
    throw new Error(`Rule at ${where} must be a boolean or an expression string`);
  try {
    const node = parseExpression(value);
    checkDatabaseRule(node, kind, vars);
    return node;
  } catch (error) {
    throw new Error(`Rule at ${where}: ${(error as Error).message}`);
  }
};

const compileNode = (raw: unknown, where: string, vars: ReadonlySet<string>): RuleNode => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new Error(`Rules at ${where} must be an object`);
  }
  const children = new Map<string, RuleNode>();
  let wildcard: RuleNode['wildcard'];
  let read: Node | undefined;
  let write: Node | undefined;
  let validate: Node | undefined;
  let indexOn: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const at = `${where}/${key}`;
    if (key === '.read') read = compileRule(value, at, 'read', vars);
    else if (key === '.write') write = compileRule(value, at, 'write', vars);
    else if (key === '.validate') validate = compileRule(value, at, 'validate', vars);
    else if (key === '.indexOn')
      indexOn = Array.isArray(value) ? value.map(String) : [String(value)];
    else if (key.startsWith('$')) {
      if (wildcard !== undefined) throw new Error(`Two $ variables at ${where}`);
      wildcard = { name: key, node: compileNode(value, at, new Set([...vars, key])) };
    } else if (key.startsWith('.')) throw new Error(`Unknown rule ${key} at ${where}`);
    else children.set(key, compileNode(value, at, vars));
  }
  return {
    ...(read ? { read } : {}),
    ...(write ? { write } : {}),
    ...(validate ? { validate } : {}),
    indexOn,
    children,
    ...(wildcard ? { wildcard } : {}),
  };
};

/** Parses the contents of database.rules.json; throws with the location of a bad rule. */
export const compileDatabaseRules = (source: string): RuleNode => {
  const parsed = JSON.parse(source) as { rules?: unknown };
  if (typeof parsed !== 'object' || parsed === null || !('rules' in parsed)) {
    throw new Error('database rules need a top-level "rules" object');
  }
  return compileNode(parsed.rules, '', new Set());
};

/** The rule nodes along a path, with the $variables bound so far at each depth. */
type Step = { readonly node: RuleNode; readonly vars: ReadonlyMap<string, string> };

const walk = (rules: RuleNode, path: Path): Step[] => {
  const steps: Step[] = [{ node: rules, vars: new Map() }];
  let current: Step = { node: rules, vars: new Map() };
  for (const key of path) {
    const named = current.node.children.get(key);
    if (named !== undefined) current = { node: named, vars: current.vars };
    else if (current.node.wildcard !== undefined) {
      const vars = new Map(current.vars);
      vars.set(current.node.wildcard.name, key);
      current = { node: current.node.wildcard.node, vars };
    } else break;
    steps.push(current);
  }
  return steps;
};

type RuleEnv = { readonly auth: AuthContext; readonly now: number };

/**
 * `query` in a `.read` rule. A read with no query at all is ordered by key, as recorded against a
 * live database; a query that names no order is ordered by priority, the SDK's default.
 */
const queryObject = (query: WireQuery | undefined): Record<string, unknown> => {
  const index = query?.i;
  const unqueried = query === undefined || Object.keys(query).length === 0;
  return {
    orderByKey: index === '.key' || unqueried,
    orderByValue: index === '.value',
    orderByPriority: index === undefined && !unqueried,
    orderByChild: index !== undefined && !index.startsWith('.') ? index : null,
    startAt: query?.sp ?? null,
    endAt: query?.ep ?? null,
    equalTo:
      query !== undefined && 'sp' in query && 'ep' in query && query.sp === query.ep
        ? query.sp
        : null,
    limitToFirst: query?.vf === 'l' ? (query.l ?? null) : null,
    limitToLast: query?.vf === 'r' ? (query.l ?? null) : null,
  };
};

const scopeFor =
  (env: RuleEnv, vars: ReadonlyMap<string, string>, values: Record<string, unknown>) =>
  (name: string): unknown => {
    if (name.startsWith('$')) {
      const bound = vars.get(name);
      if (bound === undefined) throw new Error(`Unbound ${name}`);
      return bound;
    }
    if (name === 'auth') return env.auth;
    if (name === 'now') return env.now;
    if (Object.hasOwn(values, name)) return values[name];
    throw new Error(`Unknown variable ${name}`);
  };

export const canRead = (
  rules: RuleNode,
  root: Json,
  path: Path,
  env: RuleEnv,
  query?: WireQuery,
): boolean =>
  walk(rules, path).some((step, depth) => {
    if (step.node.read === undefined) return false;
    const here = path.slice(0, depth);
    return holds(
      step.node.read,
      scopeFor(env, step.vars, {
        root: new RuleSnapshot(root, []),
        data: new RuleSnapshot(root, here),
        query: queryObject(query),
      }),
      'database',
    );
  });

const canWriteAt = (rules: RuleNode, oldRoot: Json, newRoot: Json, path: Path, env: RuleEnv) =>
  walk(rules, path).some((step, depth) => {
    if (step.node.write === undefined) return false;
    const here = path.slice(0, depth);
    return holds(
      step.node.write,
      scopeFor(env, step.vars, {
        root: new RuleSnapshot(oldRoot, []),
        data: new RuleSnapshot(oldRoot, here),
        newData: new RuleSnapshot(newRoot, here),
      }),
      'database',
    );
  });

const validateStep = (step: Step, oldRoot: Json, newRoot: Json, here: Path, env: RuleEnv) =>
  step.node.validate === undefined ||
  getAt(newRoot, here) === null ||
  holds(
    step.node.validate,
    scopeFor(env, step.vars, {
      root: new RuleSnapshot(oldRoot, []),
      data: new RuleSnapshot(oldRoot, here),
      newData: new RuleSnapshot(newRoot, here),
    }),
    'database',
  );

/** Validates `path`'s new subtree below the rule step reached at `path`. */
const validateSubtree = (
  step: Step,
  oldRoot: Json,
  newRoot: Json,
  path: Path,
  env: RuleEnv,
): boolean => {
  if (!validateStep(step, oldRoot, newRoot, path, env)) return false;
  const value = getAt(newRoot, path);
  if (!isObject(value)) return true;
  for (const key of value.keys()) {
    const named = step.node.children.get(key);
    let next: Step | undefined;
    if (named !== undefined) next = { node: named, vars: step.vars };
    else if (step.node.wildcard !== undefined) {
      const vars = new Map(step.vars);
      vars.set(step.node.wildcard.name, key);
      next = { node: step.node.wildcard.node, vars };
    }
    if (next !== undefined && !validateSubtree(next, oldRoot, newRoot, [...path, key], env))
      return false;
  }
  return true;
};

/**
 * Checks a write that changed each of `paths` (one for a set, several for a multi-path update)
 * from `oldRoot` to `newRoot`: every path needs a `.write` grant at or above it, and every
 * `.validate` on and below it, and above it, must hold for the new data.
 */
export const canWrite = (
  rules: RuleNode,
  oldRoot: Json,
  newRoot: Json,
  paths: readonly Path[],
  env: RuleEnv,
): boolean =>
  paths.every((path) => {
    if (!canWriteAt(rules, oldRoot, newRoot, path, env)) return false;
    const steps = walk(rules, path);
    for (const [depth, step] of steps.entries()) {
      if (depth < path.length && !validateStep(step, oldRoot, newRoot, path.slice(0, depth), env)) {
        return false;
      }
    }
    const last = steps.at(-1);
    return steps.length !== path.length + 1 || last === undefined
      ? true
      : validateSubtree(last, oldRoot, newRoot, path, env);
  });
