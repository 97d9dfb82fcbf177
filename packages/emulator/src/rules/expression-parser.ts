import { RuleSyntaxError, type Token, tokenize } from './expression-tokens.ts';

/**
 * The expression language of security rules: the JavaScript-like subset that database rules use
 * (`auth != null && root.child('users/' + $key).exists()`) and that storage rule conditions use
 * (`request.auth.uid == userId && request.resource.size < 5 * 1024 * 1024`). Parsed once into this
 * AST, which expression.ts evaluates per request.
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
