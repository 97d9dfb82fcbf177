import { err, ok, type Result } from './result.ts';

/**
 * The user key of spec section 3: the email, URI-encoded, then base64-encoded. URI encoding leaves
 * only ASCII, so the key never holds `/` (a base64 `/` needs a byte ending in six 1-bits, which
 * only `?` and DEL have, and both are percent-encoded): every key is a legal database key.
 * Base64 is written out here because the domain package may use neither `btoa` (DOM) nor Buffer.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const LOOKUP = new Map([...ALPHABET].map((char, index) => [char, index]));
const KEY_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

const asciiToBase64 = (text: string): string => {
  let out = '';
  for (let i = 0; i < text.length; i += 3) {
    const a = text.charCodeAt(i);
    const b = i + 1 < text.length ? text.charCodeAt(i + 1) : Number.NaN;
    const c = i + 2 < text.length ? text.charCodeAt(i + 2) : Number.NaN;
    const bits = (a << 16) | ((b || 0) << 8) | (c || 0);
    out += ALPHABET.charAt((bits >> 18) & 63) + ALPHABET.charAt((bits >> 12) & 63);
    out += Number.isNaN(b) ? '=' : ALPHABET.charAt((bits >> 6) & 63);
    out += Number.isNaN(c) ? '=' : ALPHABET.charAt(bits & 63);
  }
  return out;
};

const base64ToAscii = (key: string): string => {
  const body = key.replace(/=+$/, '');
  let out = '';
  let buffer = 0;
  let bitCount = 0;
  for (const char of body) {
    buffer = (buffer << 6) | (LOOKUP.get(char) ?? 0);
    bitCount += 6;
    if (bitCount >= 8) {
      bitCount -= 8;
      out += String.fromCharCode((buffer >> bitCount) & 255);
    }
  }
  return out;
};

export type UserKeyError = 'invalid-email' | 'invalid-user-key';

/** Fails with `invalid-email` for an empty string or one holding a lone UTF-16 surrogate. */
export const encodeUserKey = (email: string): Result<string, UserKeyError> => {
  if (email.length === 0 || !email.isWellFormed()) return err('invalid-email');
  return ok(asciiToBase64(encodeURIComponent(email)));
};

export const decodeUserKey = (key: string): Result<string, UserKeyError> => {
  if (key.length === 0 || !KEY_PATTERN.test(key)) return err('invalid-user-key');
  try {
    const email = decodeURIComponent(base64ToAscii(key));
    // Only keys this module made are accepted: the round trip must give the key back.
    const again = encodeUserKey(email);
    return again.ok && again.value === key ? ok(email) : err('invalid-user-key');
  } catch {
    return err('invalid-user-key');
  }
};
