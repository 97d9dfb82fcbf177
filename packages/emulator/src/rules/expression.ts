/**
 * The expression language of security rules: the JavaScript-like subset that database rules use
 * (`auth != null && root.child('users/' + $key).exists()`) and that storage rule conditions use
 * (`request.auth.uid == userId && request.resource.size < 5 * 1024 * 1024`). Parsed once into an
 * AST, evaluated per request. Any evaluation error makes the rule false, as in production.
 */
export type Node =
  | { readonly kind: 'literal'; readonly value: unknown }
  | { readonly kind: 'regex'; readonly value: RegExp }
  | { readonly kind: 'ident'; readonly name: string }
  | { readonly kind: 'array'; readonly items: readonly Node[] }
  | { readonly kind: 'member'; readonly object: Node; readonly name: string }
  | { readonly kind: 'index'; readonly object: Node; readonly index: Node }
  | { readonly kind: 'call'; readonly callee: Node; readonly args: readonly Node[] }
  | { readonly kind: 'unary'; readonly op: string; readonly operand: Node }
  | { readonly kind: 'binary'; readonly op: string; readonly left: Node; readonly right: Node }
  | {
      readonly kind: 'ternary';
      readonly test: Node;
      readonly then: Node;
      readonly otherwise: Node;
    };

export class RuleSyntaxError extends Error {
  override readonly name = 'RuleSyntaxError';
}

type Token =
  | { readonly type: 'num'; readonly value: number }
  | { readonly type: 'str'; readonly value: string }
  | { readonly type: 'regex'; readonly value: RegExp }
  | { readonly type: 'ident'; readonly value: string }
  | { readonly type: 'op'; readonly value: string };

const OPERATORS = [
  '===',
  '!==',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '<',
  '>',
  '!',
  '+',
  '-',
  '*',
  '/',
  '%',
  '?',
  ':',
  '(',
  ')',
  '[',
  ']',
  ',',
  '.',
];

const tokenize = (source: string): Token[] => {
  const tokens: Token[] = [];
  let i = 0;
  const regexAllowed = () => {
    const last = tokens.at(-1);
    return last === undefined || (last.type === 'op' && last.value !== ')' && last.value !== ']');
  };
  while (i < source.length) {
    const char = source.charAt(i);
    if (/\s/.test(char)) {
      i += 1;
      continue;
    }
    if (/[0-9]/.test(char)) {
      const match = /^\d+(\.\d+)?/.exec(source.slice(i));
      const text = match?.[0] ?? char;
      tokens.push({ type: 'num', value: Number(text) });
      i += text.length;
      continue;
    }
    if (/[A-Za-z_$]/.test(char)) {
      const match = /^[A-Za-z_$][A-Za-z0-9_$]*/.exec(source.slice(i));
      const text = match?.[0] ?? char;
      tokens.push({ type: 'ident', value: text });
      i += text.length;
      continue;
    }
    if (char === '"' || char === "'") {
      let value = '';
      let j = i + 1;
      while (j < source.length && source.charAt(j) !== char) {
        if (source.charAt(j) === '\\') {
          const next = source.charAt(j + 1);
          value += next === 'n' ? '\n' : next === 't' ? '\t' : next;
          j += 2;
        } else {
          value += source.charAt(j);
          j += 1;
        }
      }
      if (j >= source.length) throw new RuleSyntaxError('Unterminated string');
      tokens.push({ type: 'str', value });
      i = j + 1;
      continue;
    }
    if (char === '/' && regexAllowed()) {
      let j = i + 1;
      let body = '';
      while (j < source.length && source.charAt(j) !== '/') {
        if (source.charAt(j) === '\\') {
          body += source.slice(j, j + 2);
          j += 2;
        } else {
          body += source.charAt(j);
          j += 1;
        }
      }
      if (j >= source.length) throw new RuleSyntaxError('Unterminated regular expression');
      const flags = /^[a-z]*/.exec(source.slice(j + 1))?.[0] ?? '';
      tokens.push({ type: 'regex', value: new RegExp(body, flags) });
      i = j + 1 + flags.length;
      continue;
    }
    const op = OPERATORS.find((candidate) => source.startsWith(candidate, i));
    if (op === undefined) throw new RuleSyntaxError(`Unexpected character ${char}`);
    tokens.push({ type: 'op', value: op });
    i += op.length;
  }
  return tokens;
};

const BINARY_PRECEDENCE: Record<string, number> = {
  '||': 1,
  '&&': 2,
  '==': 3,
  '!=': 3,
  '===': 3,
  '!==': 3,
  in: 3,
  '<': 4,
  '<=': 4,
  '>': 4,
  '>=': 4,
  '+': 5,
  '-': 5,
  '*': 6,
  '/': 6,
  '%': 6,
};

export const parseExpression = (source: string): Node => {
  const tokens = tokenize(source);
  let position = 0;
  const peek = (): Token | undefined => tokens[position];
  const isOp = (value: string): boolean => {
    const token = peek();
    return (
      token !== undefined &&
      (token.type === 'op' || token.type === 'ident') &&
      token.value === value
    );
  };
  const expect = (value: string): void => {
    if (!isOp(value)) throw new RuleSyntaxError(`Expected ${value} in: ${source}`);
    position += 1;
  };

  const primary = (): Node => {
    const token = peek();
    if (token === undefined) throw new RuleSyntaxError(`Unexpected end of: ${source}`);
    position += 1;
    if (token.type === 'num' || token.type === 'str')
      return { kind: 'literal', value: token.value };
    if (token.type === 'regex') return { kind: 'regex', value: token.value };
    if (token.type === 'ident') {
      if (token.value === 'true') return { kind: 'literal', value: true };
      if (token.value === 'false') return { kind: 'literal', value: false };
      if (token.value === 'null') return { kind: 'literal', value: null };
      return { kind: 'ident', name: token.value };
    }
    if (token.value === '(') {
      const inner = expression();
      expect(')');
      return inner;
    }
    if (token.value === '[') {
      const items: Node[] = [];
      while (!isOp(']')) {
        items.push(expression());
        if (!isOp(']')) expect(',');
      }
      expect(']');
      return { kind: 'array', items };
    }
    throw new RuleSyntaxError(`Unexpected ${token.value} in: ${source}`);
  };

  const postfix = (): Node => {
    let node = primary();
    for (;;) {
      if (isOp('.')) {
        position += 1;
        const name = peek();
        if (name?.type !== 'ident')
          throw new RuleSyntaxError(`Expected a name after . in: ${source}`);
        position += 1;
        node = { kind: 'member', object: node, name: name.value };
      } else if (isOp('(')) {
        position += 1;
        const args: Node[] = [];
        while (!isOp(')')) {
          args.push(expression());
          if (!isOp(')')) expect(',');
        }
        expect(')');
        node = { kind: 'call', callee: node, args };
      } else if (isOp('[')) {
        position += 1;
        const index = expression();
        expect(']');
        node = { kind: 'index', object: node, index };
      } else {
        return node;
      }
    }
  };

  const unary = (): Node => {
    if (isOp('!') || isOp('-')) {
      const op = isOp('!') ? '!' : '-';
      position += 1;
      return { kind: 'unary', op, operand: unary() };
    }
    return postfix();
  };

  const binary = (minPrecedence: number): Node => {
    let left = unary();
    for (;;) {
      const token = peek();
      if (token === undefined || (token.type !== 'op' && token.type !== 'ident')) return left;
      const precedence = Object.hasOwn(BINARY_PRECEDENCE, token.value)
        ? BINARY_PRECEDENCE[token.value]
        : undefined;
      if (precedence === undefined || precedence < minPrecedence) return left;
      position += 1;
      const right = binary(precedence + 1);
      left = { kind: 'binary', op: token.value, left, right };
    }
  };

  const expression = (): Node => {
    const test = binary(1);
    if (!isOp('?')) return test;
    position += 1;
    const then = expression();
    expect(':');
    return { kind: 'ternary', test, then, otherwise: expression() };
  };

  const result = expression();
  if (position !== tokens.length)
    throw new RuleSyntaxError(`Unexpected ${peek()?.value} in: ${source}`);
  return result;
};

/** A value that answers member access and method calls itself (a snapshot, a request). */
export interface RuleObject {
  member(name: string): unknown;
  call(name: string, args: readonly unknown[]): unknown;
}

export const isRuleObject = (value: unknown): value is RuleObject =>
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

const member = (object: unknown, name: string): unknown => {
  if (isRuleObject(object)) return object.member(name);
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

const call = (callee: Node, args: unknown[], scope: Scope): unknown => {
  if (callee.kind === 'ident') {
    const fn = scope(callee.name);
    return typeof fn === 'function'
      ? (fn as (...values: unknown[]) => unknown)(...args)
      : fail(`${callee.name} is not a function`);
  }
  if (callee.kind !== 'member') return fail('Only methods and functions can be called');
  const object = evaluate(callee.object, scope);
  if (isRuleObject(object)) return object.call(callee.name, args);
  if (typeof object === 'string') return stringMethod(object, callee.name, args);
  if (Array.isArray(object) && (callee.name === 'hasAny' || callee.name === 'hasAll')) {
    const wanted = Array.isArray(args[0]) ? args[0] : [];
    return callee.name === 'hasAny'
      ? wanted.some((item) => object.includes(item))
      : wanted.every((item) => object.includes(item));
  }
  return fail(`Cannot call ${callee.name}`);
};

const equal = (a: unknown, b: unknown): boolean => a === b || (a == null && b == null);

export type Scope = (name: string) => unknown;

export const evaluate = (node: Node, scope: Scope): unknown => {
  switch (node.kind) {
    case 'literal':
    case 'regex':
      return node.value;
    case 'ident':
      return scope(node.name);
    case 'array':
      return node.items.map((item) => evaluate(item, scope));
    case 'member':
      return member(evaluate(node.object, scope), node.name);
    case 'index': {
      const index = evaluate(node.index, scope);
      return typeof index === 'string' || typeof index === 'number'
        ? member(evaluate(node.object, scope), String(index))
        : fail('Bad index');
    }
    case 'call':
      return call(
        node.callee,
        node.args.map((arg) => evaluate(arg, scope)),
        scope,
      );
    case 'unary': {
      const value = evaluate(node.operand, scope);
      if (node.op === '!') return typeof value === 'boolean' ? !value : fail('! needs a boolean');
      return typeof value === 'number' ? -value : fail('- needs a number');
    }
    case 'ternary':
      return evaluate(node.test, scope) === true
        ? evaluate(node.then, scope)
        : evaluate(node.otherwise, scope);
    case 'binary':
      return binaryOp(node, scope);
  }
};

/** `<`, `<=`, `>`, `>=` on two numbers or two strings, from one three-way comparison. */
const RELATIONS: Partial<Record<string, (order: number) => boolean>> = {
  '<': (order) => order < 0,
  '<=': (order) => order <= 0,
  '>': (order) => order > 0,
  '>=': (order) => order >= 0,
};

const binaryOp = (node: Extract<Node, { kind: 'binary' }>, scope: Scope): unknown => {
  if (node.op === '&&') {
    return evaluate(node.left, scope) === true && evaluate(node.right, scope) === true;
  }
  if (node.op === '||') {
    return evaluate(node.left, scope) === true || evaluate(node.right, scope) === true;
  }
  const left = evaluate(node.left, scope);
  const right = evaluate(node.right, scope);
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
        return left / right;
      case '%':
        return left % right;
    }
  }
  return fail(`Cannot apply ${node.op}`);
};

/** True only when the expression evaluates to exactly `true`; an error is a refusal. */
export const holds = (node: Node, scope: Scope): boolean => {
  try {
    return evaluate(node, scope) === true;
  } catch {
    return false;
  }
};
