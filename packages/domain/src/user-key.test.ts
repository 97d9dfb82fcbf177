import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidKey } from './store/keys.ts';
import { encodeUserKey } from './user-key.ts';

/** An independent reading of a key (base64, then URI-decoding), to check the encoder against. */
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const readKey = (key: string): string => {
  let bits = '';
  for (const char of key.replace(/=+$/, ''))
    bits += BASE64.indexOf(char).toString(2).padStart(6, '0');
  let ascii = '';
  for (let i = 0; i + 8 <= bits.length; i += 8)
    ascii += String.fromCharCode(Number.parseInt(bits.slice(i, i + 8), 2));
  return decodeURIComponent(ascii);
};

describe('encodeUserKey', () => {
  it.each([
    ['a@b.co', 'YSU0MGIuY28='],
    ['jane.doe+events@example.com', 'amFuZS5kb2UlMkJldmVudHMlNDBleGFtcGxlLmNvbQ=='],
    ['żółw@przykład.pl', 'JUM1JUJDJUMzJUIzJUM1JTgydyU0MHByenlrJUM1JTgyYWQucGw='],
    ['ab', 'YWI='],
    ['abc', 'YWJj'],
  ])('%s -> %s (encodeURIComponent then base64)', (email, key) => {
    expect(encodeUserKey(email)).toEqual({ ok: true, value: key });
  });

  it.each([[''], ['\uD800@x.io'], ['a\uDC00@x.io']])('refuses %j as invalid-email', (email) => {
    expect(encodeUserKey(email)).toEqual({ ok: false, error: 'invalid-email' });
  });

  it('reads back as the email for every well-formed Unicode text, as a legal database key', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), (email) => {
        const key = encodeUserKey(email);
        if (!key.ok) throw new Error(`refused ${JSON.stringify(email)}`);
        expect(key.value).toMatch(/^[A-Za-z0-9+]*={0,2}$/);
        expect(key.value.length % 4).toBe(0);
        expect(isValidKey(key.value) || key.value.length > 768).toBe(true);
        expect(readKey(key.value)).toBe(email);
      }),
      { numRuns: 500 },
    );
  });

  it('gives two different emails two different keys', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }), {
          minLength: 2,
          maxLength: 20,
        }),
        (emails) => {
          const keys = emails.map((email) => encodeUserKey(email));
          expect(new Set(keys.map((key) => (key.ok ? key.value : ''))).size).toBe(emails.length);
        },
      ),
    );
  });
});
