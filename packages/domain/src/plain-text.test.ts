import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { registerInput, updateProfileInput } from './inputs.ts';
import { isPlainText, personNameSchema, plainTextSchema, readsLikeAnId } from './plain-text.ts';

const profile = (fields: Record<string, string>) => ({
  name: 'Ann Lee',
  company: 'Acme',
  department: 'Sales',
  ...fields,
});
const refusedAt = (schema: v.GenericSchema, input: unknown): string[] => {
  const parsed = v.safeParse(schema, input);
  return parsed.success ? [] : parsed.issues.map((issue) => v.getDotPath(issue) ?? 'input');
};

describe('plain text', () => {
  it.each([
    ['a NUL', 'Ann\u0000Lee'],
    ['an ANSI colour sequence', '\u001b[31mAnn'],
    ['a line break inside', 'Ann\nLee'],
    ['a C1 control', 'Ann\u009bLee'],
    ['a right-to-left override', 'Ann \u202egnp.exe'],
    ['a direction isolate', '\u2067Ann\u2069'],
    ['a right-to-left mark', 'Ann\u200f'],
    ['an Arabic letter mark', 'Ann\u061c'],
    ['a line separator', 'Ann\u2028Lee'],
    ['a lone high surrogate', 'Ann\ud83d'],
    ['a lone low surrogate', '\ude00Ann'],
  ])('refuses %s', (_name, text) => {
    expect(isPlainText(text)).toBe(false);
    for (const field of ['name', 'company', 'department'])
      for (const schema of [registerInput, updateProfileInput])
        expect(
          refusedAt(schema, { ...profile({ [field]: text }), teamName: 'AGILE', eventId: 'e' }),
        ).toContain(field);
  });

  it.each([
    ['accents', 'Zoë Ångström'],
    ['another script', '李小龍'],
    ['right-to-left letters', 'نور'],
    ['an emoji joined by a joiner', 'Ann 👩‍💻'],
    ['a whole emoji (a surrogate pair)', 'Ann 😀'],
    ['punctuation', "O'Brien-Smith, Jr."],
  ])('keeps %s', (_name, text) => {
    expect(isPlainText(text)).toBe(true);
    expect(v.parse(personNameSchema(100), text)).toBe(text);
  });

  it('composes what it keeps (NFC), trimmed, and counts the length as composed', () => {
    const decomposed = 'Zoe\u0308 '; // e + combining diaeresis
    expect(v.parse(plainTextSchema(100), decomposed)).toBe('Zoë');
    expect(v.parse(plainTextSchema(3), decomposed)).toBe('Zoë');
    expect(v.safeParse(plainTextSchema(2), decomposed).success).toBe(false);
  });

  it('stores any plain text composed and within its limit, or refuses it', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), (text) => {
        const parsed = v.safeParse(plainTextSchema(10), text);
        if (!parsed.success) return;
        expect(isPlainText(parsed.output)).toBe(true);
        expect(parsed.output).toBe(parsed.output.normalize('NFC'));
        expect(parsed.output.length).toBeLessThanOrEqual(10);
      }),
    );
  });
});

describe('a name that reads like an id', () => {
  it.each([
    ['an email address', 'ann.lee@example.com'],
    ['an address inside words', 'write to admin@acme.io now'],
    ['a Firebase uid', 'k3JfP0a9ZqYbWc2XvN8mLr4TsUe1'],
    ['a key with dashes', 'demo-attendee-05-2026-abcdef'],
  ])('refuses %s', (_name, name) => {
    expect(readsLikeAnId(name)).toBe(true);
    expect(refusedAt(updateProfileInput, profile({ name }))).toEqual(['name']);
  });

  it.each([
    ['a name', 'Ann Lee'],
    ['a long single word without digits', 'Wolfeschlegelsteinhausenberger'],
    ['a name with a number', 'Ann Lee 2'],
    ['an at sign alone', 'Ann @ Acme'],
  ])('keeps %s', (_name, name) => {
    expect(readsLikeAnId(name)).toBe(false);
  });

  it('applies to the name only: a company may be written like a web address', () => {
    expect(refusedAt(updateProfileInput, profile({ company: 'sales@acme.io' }))).toEqual([]);
  });
});
