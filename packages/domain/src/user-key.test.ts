import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidKey } from './paths.ts';
import { decodeUserKey, encodeUserKey } from './user-key.ts';

describe('encodeUserKey', () => {
  it.each([
    ['a@b.co', 'YSU0MGIuY28='],
    ['jane.doe+events@example.com', 'amFuZS5kb2UlMkJldmVudHMlNDBleGFtcGxlLmNvbQ=='],
    ['żółw@przykład.pl', 'JUM1JUJDJUMzJUIzJUM1JTgydyU0MHByenlrJUM1JTgyYWQucGw='],
  ])('%s -> %s (encodeURIComponent then base64)', (email, key) => {
    expect(encodeUserKey(email)).toEqual({ ok: true, value: key });
  });

  it.each([[''], ['\uD800@x.io'], ['a\uDC00@x.io']])('refuses %j as invalid-email', (email) => {
    expect(encodeUserKey(email)).toEqual({ ok: false, error: 'invalid-email' });
  });

  it('round-trips every well-formed Unicode email and always makes a legal database key', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), (email) => {
        const key = encodeUserKey(email);
        expect(key.ok).toBe(true);
        if (!key.ok) return;
        expect(isValidKey(key.value) || key.value.length > 768).toBe(true);
        expect(key.value).not.toContain('/');
        expect(decodeUserKey(key.value)).toEqual({ ok: true, value: email });
      }),
      { numRuns: 500 },
    );
  });
});

describe('decodeUserKey', () => {
  it.each([
    ['', 'empty'],
    ['YSU0MGIuY28', 'missing padding'],
    ['YS?0', 'not base64'],
    ['JQ==', 'decodes to a lone %'],
    ['AA==', 'decodes to a control character this module would have percent-encoded'],
    ['YQ==YQ==', 'padding in the middle'],
  ])('refuses %j (%s)', (key) => {
    expect(decodeUserKey(key)).toEqual({ ok: false, error: 'invalid-user-key' });
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (key) => {
        const result = decodeUserKey(key);
        if (result.ok) expect(encodeUserKey(result.value)).toEqual({ ok: true, value: key });
      }),
    );
  });
});
