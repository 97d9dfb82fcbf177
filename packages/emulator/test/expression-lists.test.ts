import { describe, expect, it } from 'vitest';
import { evaluate, holds } from '../src/rules/expression.ts';
import { parseExpression } from '../src/rules/expression-parser.ts';

/** Storage rules index lists, as `name.split('__')[0]` does to find the event a file names. */
const scope = (vars: Record<string, unknown>) => (name: string) => vars[name];

describe('list items by index in rule expressions', () => {
  it.each([
    ["name.split('__')[0]", { name: 'summit__grace.png' }, 'summit'],
    ["name.split('__')[1]", { name: 'summit__grace.png' }, 'grace.png'],
    ["name.split('__')[0]", { name: 'grace.png' }, 'grace.png'],
  ])('%s of %j is %j', (source, vars, expected) => {
    expect(evaluate(parseExpression(source), scope(vars))).toBe(expected);
  });

  it('an index past the end is an error, so the rule refuses', () => {
    const node = parseExpression("name.split('__')[1] == 'x'");
    expect(() => evaluate(node, scope({ name: 'grace.png' }))).toThrow(/out of range/);
    expect(holds(node, scope({ name: 'grace.png' }))).toBe(false);
  });
});
