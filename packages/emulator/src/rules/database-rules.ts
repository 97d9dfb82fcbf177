import type { WireQuery } from '../database/order.ts';
import {
  child,
  getAt,
  isObject,
  type Json,
  type JsonObject,
  type Path,
  parsePath,
} from '../database/tree.ts';
import { holds, type Node, parseExpression, type RuleObject } from './expression.ts';

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

const compileRule = (value: unknown, where: string): Node => {
  if (typeof value === 'boolean') return { kind: 'literal', value };
  if (typeof value === 'string') return parseExpression(value);
  throw new Error(`Rule at ${where} must be a boolean or an expression string`);
};

const compileNode = (raw: unknown, where: string): RuleNode => {
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
    if (key === '.read') read = compileRule(value, at);
    else if (key === '.write') write = compileRule(value, at);
    else if (key === '.validate') validate = compileRule(value, at);
    else if (key === '.indexOn')
      indexOn = Array.isArray(value) ? value.map(String) : [String(value)];
    else if (key.startsWith('$')) {
      if (wildcard !== undefined) throw new Error(`Two $ variables at ${where}`);
      wildcard = { name: key, node: compileNode(value, at) };
    } else if (key.startsWith('.')) throw new Error(`Unknown rule ${key} at ${where}`);
    else children.set(key, compileNode(value, at));
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
  return compileNode(parsed.rules, '');
};

const objectValues = new WeakMap<JsonObject, RuleObject>();

/**
 * An object as `val()` gives it to rules: its members read its children (`newData.val().name`),
 * and the same node always gives the same value, so `data.val() == newData.val()` holds for an
 * unchanged object as it does for a leaf.
 */
const ruleValue = (value: Json): unknown => {
  if (!isObject(value)) return value;
  let wrapped = objectValues.get(value);
  if (wrapped === undefined) {
    wrapped = {
      member: (name) => ruleValue(value.get(name)),
      call: (name) => {
        throw new Error(`An object value has no method ${name}`);
      },
    };
    objectValues.set(value, wrapped);
  }
  return wrapped;
};

/** A snapshot as rules see it: data, newData, root and what child() and parent() return. */
export class RuleSnapshot implements RuleObject {
  constructor(
    private readonly root: Json,
    private readonly path: Path,
  ) {}

  private value(): Json {
    return getAt(this.root, this.path);
  }

  member(name: string): unknown {
    throw new Error(`snapshot has no property ${name}`);
  }

  call(name: string, args: readonly unknown[]): unknown {
    const [arg] = args;
    switch (name) {
      case 'val':
        return ruleValue(this.value());
      case 'exists':
        return this.value() !== null;
      case 'child':
        if (typeof arg !== 'string') throw new Error('child() needs a path');
        return new RuleSnapshot(this.root, [...this.path, ...parsePath(arg)]);
      case 'parent':
        return new RuleSnapshot(this.root, this.path.slice(0, -1));
      case 'hasChild':
        if (typeof arg !== 'string') throw new Error('hasChild() needs a path');
        return getAt(this.value(), parsePath(arg)) !== null;
      case 'hasChildren': {
        const value = this.value();
        if (arg === undefined) return isObject(value);
        if (!Array.isArray(arg)) throw new Error('hasChildren() needs a list');
        return arg.every((key) => typeof key === 'string' && child(value, key) !== null);
      }
      case 'isNumber':
        return typeof this.value() === 'number';
      case 'isString':
        return typeof this.value() === 'string';
      case 'isBoolean':
        return typeof this.value() === 'boolean';
      case 'getPriority':
        return null;
      default:
        throw new Error(`snapshot has no method ${name}`);
    }
  }
}

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

export type RuleEnv = { readonly auth: AuthContext; readonly now: number };

const queryObject = (query: WireQuery | undefined): Record<string, unknown> => {
  const index = query?.i;
  return {
    orderByKey: index === '.key',
    orderByValue: index === '.value',
    orderByPriority: index === undefined,
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
