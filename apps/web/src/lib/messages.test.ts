import { DomainError } from '@engage/domain/errors';
import { describe, expect, it } from 'vitest';
import { CallError, toIssues } from './firebase/calls.ts';
import { AuthFailure } from './firebase/session.ts';
import { messageOf } from './messages.ts';

describe('messageOf', () => {
  it.each([
    [
      'a function’s refusal, with advice',
      new CallError('registration-limit-reached', 'registration limit reached'),
      'registration-limit-reached',
      'registration limit reached. Your company has used all its seats for this event: ask your organiser for more.',
    ],
    [
      'a function’s refusal',
      new CallError('insufficient-points', 'x'),
      'insufficient-points',
      'You do not have enough points for this prize. Earn more by connecting with attendees and playing the games.',
    ],
    [
      'a function’s refusal with its reason',
      new CallError(
        'illegal-transition',
        'That step is not possible from here',
        'an event with registrants stays with its company',
      ),
      'illegal-transition',
      'That step is not possible from here: an event with registrants stays with its company.',
    ],
    [
      'a domain error with its reason, and advice',
      new DomainError('invalid-argument', 'stockSeen: the stock the form showed is needed to edit'),
      'invalid-argument',
      'The request is not valid: stockSeen: the stock the form showed is needed to edit. Check the fields above and try again.',
    ],
    [
      'input the functions’ schema refused, each reason once',
      new CallError('invalid-argument', 'The request is not valid', undefined, [
        { path: 'event', message: 'an event ends after it starts' },
        { path: 'teams', message: 'each team once' },
        { path: 'event', message: 'an event ends after it starts' },
      ]),
      'invalid-argument',
      'The request is not valid: an event ends after it starts; each team once. Check the fields above and try again.',
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
      'invalid colour. Favourite colour: use a colour name of 3 to 7 letters, like “teal” or “orange”, or leave it empty and we pick one for you.',
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

  it('starts with the catalogue text exactly as the spec writes it, and ends as a sentence', async () => {
    const { ERROR_MESSAGES } = await import('@engage/domain/errors');
    for (const code of Object.keys(ERROR_MESSAGES)) {
      const { text } = messageOf(code);
      expect(text.startsWith(ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES]), code).toBe(true);
      expect(text, code).toMatch(/[.!?]$/u);
    }
  });

  it('says the caller’s fallback for a failure the catalogue does not know', () => {
    expect(messageOf({ code: 42 }, 'The upload failed.')).toEqual({
      code: 'unknown',
      text: 'The upload failed.',
    });
  });
});

describe('toIssues', () => {
  it('splits each issue the functions send into its field path and what is wrong', () => {
    expect(
      toIssues(['event: an event ends after it starts', 'no path here', 3, '', 'a.b: x: y']),
    ).toEqual([
      { path: 'event', message: 'an event ends after it starts' },
      { path: 'input', message: 'no path here' },
      { path: 'a.b', message: 'x: y' },
    ]);
    expect(toIssues(undefined)).toEqual([]);
    expect(toIssues('event: x')).toEqual([]);
  });
});
