import { DomainError } from '../errors.ts';

/**
 * Every variable segment of a database or storage path is checked: a database key may not be
 * empty, hold `. $ # [ ] /` or control characters, or be longer than 768 bytes; a segment that
 * breaks this throws `invalid-path` instead of silently writing somewhere else.
 */
const FORBIDDEN = /[.$#[\]/]/;

export const hasControlCharacter = (text: string): boolean =>
  [...text].some((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code < 0x20 || code === 0x7f;
  });

export const isValidKey = (segment: string): boolean =>
  segment.length > 0 &&
  segment.length <= 768 &&
  !FORBIDDEN.test(segment) &&
  !hasControlCharacter(segment);

/** A database key, checked. */
export const seg = (segment: string): string => {
  if (!isValidKey(segment)) throw new DomainError('invalid-path', segment);
  return segment;
};

/** A storage file name, checked: it also may not climb out of its folder. */
export const file = (name: string): string => {
  if (name.length === 0 || name.length > 512 || name.includes('/') || name === '..') {
    throw new DomainError('invalid-path', name);
  }
  return name;
};
