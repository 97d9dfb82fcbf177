import type { Node } from './expression-parser.ts';

// Evaluation of a parsed rule expression against a request's scope. Any evaluation error makes
// the rule false, as in production.

/**
 * Where database rules and storage rules evaluate differently, as recorded against a live
 * database (test/fixtures/targaryen-rules.json): in database rules a member of null is null
 * (`auth.uid` when signed out), `+` refuses null and booleans (`'users/' + null` is an error, not
 * "users/null"), and a division by zero is NaN.
 */
type Dialect = 'database' | 'storage';

/** A value that answers member access and method calls itself (a snapshot, a request). */
export interface RuleObject {
  member(name: string): unknown;
  call(name: string, args: readonly unknown[]): unknown;
}

const isRuleObject = (value: unknown): value is RuleObject =>
  typeof value === 'object' && value !== null && 'member' in value && 'call' in value;

class EvaluationError extends Error {
  override readonly name = 'EvaluationError';
}

const fail = (message: string): never => {
  throw new EvaluationError(message);
};

const stringMethod = (text: string, name: string, args: readonly unknown[]): unknown => {
  const [a, b] = args;
  switch (name) {
    case 'contains':
      return typeof a === 'string' ? text.includes(a) : fail('contains needs a string');
    case 'beginsWith':
      return typeof a === 'string' ? text.startsWith(a) : fail('beginsWith needs a string');
    case 'endsWith':
      return typeof a === 'string' ? text.endsWith(a) : fail('endsWith needs a string');
    case 'replace':
      return typeof a === 'string' && typeof b === 'string'
        ? text.split(a).join(b)
        : fail('replace');
    case 'toLowerCase':
    case 'lower':
      return text.toLowerCase();
    case 'toUpperCase':
    case 'upper':
      return text.toUpperCase();
    case 'size':
      return text.length;
    case 'split':
      // Storage rules split on a regular expression, as the string's own split does.
      return typeof a === 'string' ? text.split(new RegExp(a)) : fail('split needs a string');
    case 'matches':
      if (a instanceof RegExp) return a.test(text);
      // Storage rules pass the pattern as a string that must match the whole value.
      return typeof a === 'string' ? new RegExp(`^(?:${a})$`).test(text) : fail('matches');
    default:
      return fail(`Unknown string method ${name}`);
  }
};

const member = (object: unknown, name: string, dialect: Dialect): unknown => {
  if (isRuleObject(object)) return object.member(name);
  if (object === null && dialect === 'database') return null;
  if (typeof object === 'string' && name === 'length') return object.length;
  // A list's item by index (`name.split('__')[0]`); past its end is an error, as in Firebase.
  if (Array.isArray(object) && /^\d+$/.test(name)) {
    const index = Number(name);
    return index < object.length ? object[index] : fail(`Index ${name} is out of range`);
  }
  if (typeof object === 'object' && object !== null && !Array.isArray(object)) {
    return Object.hasOwn(object, name) ? (object as Record<string, unknown>)[name] : null;
  }
  return fail(`Cannot read ${name} of ${String(object)}`);
};

/** The method a callee names: `a.b` or `a['b']` (a name given as a literal string). */
const methodName = (callee: Node): string | undefined => {
  if (callee.kind === 'member') return callee.name;
  if (callee.kind === 'index' && callee.index.kind === 'literal') {
    return typeof callee.index.value === 'string' ? callee.index.value : undefined;
  }
  return undefined;
};

const call = (callee: Node, args: unknown[], scope: Scope, dialect: Dialect): unknown => {
  if (callee.kind === 'ident') {
    const fn = scope(callee.name);
    return typeof fn === 'function'
      ? (fn as (...values: unknown[]) => unknown)(...args)
      : fail(`${callee.name} is not a function`);
  }
  const name = methodName(callee);
  if (name === undefined || (callee.kind !== 'member' && callee.kind !== 'index'))
    return fail('Only methods and functions can be called');
  const object = evaluate(callee.object, scope, dialect);
  if (isRuleObject(object)) return object.call(name, args);
  if (typeof object === 'string') return stringMethod(object, name, args);
  if (Array.isArray(object) && (name === 'hasAny' || name === 'hasAll')) {
    const wanted = Array.isArray(args[0]) ? args[0] : [];
    return name === 'hasAny'
      ? wanted.some((item) => object.includes(item))
      : wanted.every((item) => object.includes(item));
  }
  return fail(`Cannot call ${name}`);
};

const equal = (a: unknown, b: unknown): boolean => a === b || (a == null && b == null);

export type Scope = (name: string) => unknown;

export const evaluate = (node: Node, scope: Scope, dialect: Dialect = 'storage'): unknown => {
  switch (node.kind) {
    case 'literal':
    case 'regex':
      return node.value;
    case 'ident':
      return scope(node.name);
    case 'array':
      return node.items.map((item) => evaluate(item, scope, dialect));
    case 'member':
      return member(evaluate(node.object, scope, dialect), node.name, dialect);
    case 'index': {
      const index = evaluate(node.index, scope, dialect);
      return typeof index === 'string' || typeof index === 'number'
        ? member(evaluate(node.object, scope, dialect), String(index), dialect)
        : fail('Bad index');
    }
    case 'call':
      return call(
        node.callee,
        node.args.map((arg) => evaluate(arg, scope, dialect)),
        scope,
        dialect,
      );
    case 'unary': {
      const value = evaluate(node.operand, scope, dialect);
      if (node.op === '!') return typeof value === 'boolean' ? !value : fail('! needs a boolean');
      return typeof value === 'number' ? -value : fail('- needs a number');
    }
    case 'ternary':
      return evaluate(node.test, scope, dialect) === true
        ? evaluate(node.then, scope, dialect)
        : evaluate(node.otherwise, scope, dialect);
    case 'binary':
      return binaryOp(node, scope, dialect);
  }
};

/** `<`, `<=`, `>`, `>=` on two numbers or two strings, from one three-way comparison. */
const RELATIONS: Partial<Record<string, (order: number) => boolean>> = {
  '<': (order) => order < 0,
  '<=': (order) => order <= 0,
  '>': (order) => order > 0,
  '>=': (order) => order >= 0,
};

/** `+` in database rules: numbers add, and a string joins a string or a number, nothing else. */
const databasePlus = (left: unknown, right: unknown): unknown => {
  if (typeof left === 'number' && typeof right === 'number') return left + right;
  const joinable = (value: unknown) => typeof value === 'string' || typeof value === 'number';
  if ((typeof left === 'string' || typeof right === 'string') && joinable(left) && joinable(right))
    return `${String(left)}${String(right)}`;
  return fail(`+ cannot join ${String(left)} and ${String(right)}`);
};

const binaryOp = (
  node: Extract<Node, { kind: 'binary' }>,
  scope: Scope,
  dialect: Dialect,
): unknown => {
  if (node.op === '&&') {
    return (
      evaluate(node.left, scope, dialect) === true && evaluate(node.right, scope, dialect) === true
    );
  }
  if (node.op === '||') {
    return (
      evaluate(node.left, scope, dialect) === true || evaluate(node.right, scope, dialect) === true
    );
  }
  const left = evaluate(node.left, scope, dialect);
  const right = evaluate(node.right, scope, dialect);
  if (node.op === '+' && dialect === 'database') return databasePlus(left, right);
  switch (node.op) {
    case '==':
    case '===':
      return equal(left, right);
    case '!=':
    case '!==':
      return !equal(left, right);
    case 'in':
      return Array.isArray(right) ? right.includes(left) : fail('in needs a list');
    case '+':
      if (typeof left === 'number' && typeof right === 'number') return left + right;
      if (typeof left === 'string' || typeof right === 'string')
        return `${String(left)}${String(right)}`;
      return fail('+ needs numbers or strings');
  }
  const relation = RELATIONS[node.op];
  const comparable =
    (typeof left === 'number' && typeof right === 'number') ||
    (typeof left === 'string' && typeof right === 'string');
  if (relation !== undefined && comparable)
    return relation(left < right ? -1 : left > right ? 1 : 0);
  if (typeof left === 'number' && typeof right === 'number') {
    switch (node.op) {
      case '-':
        return left - right;
      case '*':
        return left * right;
      case '/':
        return right === 0 && dialect === 'database' ? Number.NaN : left / right;
      case '%':
        return left % right;
    }
  }
  return fail(`Cannot apply ${node.op}`);
};

/** True only when the expression evaluates to exactly `true`; an error is a refusal. */
export const holds = (node: Node, scope: Scope, dialect: Dialect = 'storage'): boolean => {
  try {
    return evaluate(node, scope, dialect) === true;
  } catch {
    return false;
  }
};
