import { describe, expect, it } from 'vitest';
import { brokenPasswordRules, isPlausibleEmail, PASSWORD_RULES } from './password.ts';

describe('password rules', () => {
  it.each([
    ['', ['length', 'letter', 'digit']],
    ['abcdefgh', ['digit']],
    ['12345678', ['letter']],
    ['abc12', ['length']],
    ['pässwört1', []],
    ['correct-horse-7', []],
  ])('%j breaks %j', (password, broken) => {
    expect(brokenPasswordRules(password)).toEqual(broken);
  });

  it('describes every rule for the form', () => {
    expect(PASSWORD_RULES.map((rule) => rule.text)).toHaveLength(3);
  });
});

describe('email rule', () => {
  it.each([
    ['ada@example.com', true],
    [' ada@example.com ', true],
    ['ada@example', false],
    ['ada example.com', false],
    ['@example.com', false],
    [`${'a'.repeat(250)}@x.io`, false],
  ])('%j plausible: %s', (email, ok) => {
    expect(isPlausibleEmail(email)).toBe(ok);
  });
});
