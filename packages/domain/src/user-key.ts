import { err, ok, type Result } from './plan.ts';

/**
 * The user key of spec section 3: the email, URI-encoded, then base64-encoded. URI encoding leaves
 * only ASCII, so the key never holds `/` (a base64 `/` needs a byte ending in six 1-bits, which
 * only `?` and DEL have, and both are percent-encoded): every key is a legal database key.
 * Base64 is written out here because the domain package may use neither `btoa` (DOM) nor Buffer.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

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

type UserKeyError = 'invalid-email';

/** Fails with `invalid-email` for an empty string or one holding a lone UTF-16 surrogate. */
export const encodeUserKey = (email: string): Result<string, UserKeyError> => {
  if (email.length === 0 || !email.isWellFormed()) return err('invalid-email');
  return ok(asciiToBase64(encodeURIComponent(email)));
};
