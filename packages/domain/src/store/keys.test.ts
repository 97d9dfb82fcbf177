import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { hasControlCharacter, isValidKey, seg } from './keys.ts';
import { userNodes } from './users.ts';

describe('database keys', () => {
  it.each(['', 'a/b', 'a.b', 'a$', 'a#', 'a[', 'a]', 'a\u0000', 'x'.repeat(769)])(
    'refuses the segment %j with invalid-path',
    (segment) => {
      expect(isValidKey(segment)).toBe(false);
      expect(() => seg(segment)).toThrowError(DomainError);
      expect(() => userNodes.user(segment)).toThrowError(DomainError);
    },
  );

  it('accepts any segment without forbidden characters', () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 1, maxLength: 100 })
          .filter((s) => !/[.$#[\]/]/.test(s) && !hasControlCharacter(s)),
        (segment) => {
          expect(userNodes.user(segment)).toBe(`users/${segment}`);
        },
      ),
    );
  });
});
