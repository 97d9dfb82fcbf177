import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileDatabaseRules } from '../src/rules/database-rules.ts';

// The deploy-time checks beyond the recorded cases (rules-conformance.test.ts): the project's own
// rules load, and names are known only where Firebase knows them.
const at = (rule: string, kind = '.read', path: readonly string[] = []) => {
  let node: Record<string, unknown> = { [kind]: rule };
  for (const key of [...path].reverse()) node = { [key]: node };
  return JSON.stringify({ rules: node });
};

describe('database rules checked on load', () => {
  it("loads the project's database.rules.json", () => {
    const source = readFileSync(new URL('../../../database.rules.json', import.meta.url), 'utf8');
    expect(() => compileDatabaseRules(source)).not.toThrow();
  });

  it.each([
    ['newData.exists()', '.read', 'newData is only known to .write and .validate'],
    ['query.limitToFirst == 10', '.write', 'query is only known to .read'],
    ["'a' in ['a']", '.read', 'No operator in'],
    ["data.child('x').val().name == 'x'", '.read', 'No member name'],
    ['data.val() == $other', '.read', 'Unknown variable $other'],
  ])('refuses %s in %s', (rule, kind, message) => {
    expect(() => compileDatabaseRules(at(rule, kind))).toThrow(message);
  });

  it('knows a $variable below its wildcard, and names the rule that fails', () => {
    expect(() =>
      compileDatabaseRules(at("$room === 'a'", '.read', ['rooms', '$room'])),
    ).not.toThrow();
    expect(() => compileDatabaseRules(at('auth.uid', '.read', ['rooms']))).not.toThrow();
    expect(() => compileDatabaseRules(at("$room === 'a'", '.read', ['rooms']))).toThrow(
      'Rule at /rooms/.read: Unknown variable $room',
    );
  });
});
