import { DomainError } from '@engage/domain/errors';
import { describe, expect, it } from 'vitest';
import { CallError } from './firebase/calls.ts';
import { AuthFailure } from './firebase/session.ts';
import { messageOf } from './messages.ts';

describe('messageOf', () => {
  it.each([
    [
      'a function’s refusal, with advice',
      new CallError('registration-limit-reached', 'registration limit reached'),
      'registration-limit-reached',
      'Registration limit reached. Your company has used all its seats for this event: ask your organiser for more.',
    ],
    [
      'a function’s refusal',
      new CallError('insufficient-points', 'x'),
      'insufficient-points',
      'You do not have enough points for this prize. Earn more by connecting with attendees and playing the games.',
    ],
    [
      'an Auth refusal',
      new AuthFailure('wrong-credentials'),
      'wrong-credentials',
      'The email or password is not right.',
    ],
    [
      'a domain error',
      new DomainError('invalid-argument'),
      'invalid-argument',
      'The request is not valid. Check the fields above and try again.',
    ],
    [
      'a bare domain code',
      'invalid-colour',
      'invalid-colour',
      'Invalid colour. Favourite colour: use a colour name of 3 to 7 letters, like “teal” or “orange”, or leave it empty and we pick one for you.',
    ],
    [
      'a code the catalogue does not know',
      new CallError('internal', 'INTERNAL'),
      'internal',
      'Something went wrong. Try again.',
    ],
    ['an error without a code', new Error('boom'), 'unknown', 'Something went wrong. Try again.'],
  ])('turns %s into the catalogue text', (_name, failure, code, text) => {
    expect(messageOf(failure)).toEqual({ code, text });
  });

  it('never shows a bare code: every catalogue text reads as a sentence', async () => {
    const { ERROR_MESSAGES } = await import('@engage/domain/errors');
    for (const code of Object.keys(ERROR_MESSAGES)) {
      const { text } = messageOf(code);
      expect(text, code).toMatch(/^[A-Z“].*[.!?]$/u);
      expect(text.toLowerCase(), code).toContain(
        ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES].toLowerCase(),
      );
    }
  });

  it('says the caller’s fallback for a failure the catalogue does not know', () => {
    expect(messageOf({ code: 42 }, 'The upload failed.')).toEqual({
      code: 'unknown',
      text: 'The upload failed.',
    });
  });
});
