import { describe, expect, it } from 'vitest';
import {
  DomainError,
  ERROR_MESSAGES,
  isErrorCode,
  messageFor,
  pageNotFoundMessage,
} from './errors.ts';

describe('error catalogue (spec section 8)', () => {
  it.each([
    ['disconnected', 'Disconnected. Try Connecting With Someone Again!'],
    [
      'level-up-short',
      "You do not have enough points to level up but don't worry, you can earn extra points by playing Network Bingo!",
    ],
    ['registration-limit-reached', 'registration limit reached'],
    ['duplicate-user', 'duplicate user'],
    ['no-event', 'no-event'],
    ['invalid-colour', 'invalid colour'],
    ['storage/unauthenticated', 'unauthenticated'],
    ['storage/unauthorized', 'unauthorized'],
    ['storage/quota-exceeded', 'quota exceeded'],
    ['storage/object-not-found', 'object not found'],
    ['storage/retry-limit-exceeded', 'retry limit exceeded'],
  ] as const)('%s reads exactly %j', (code, message) => {
    expect(messageFor(code)).toBe(message);
  });

  it('builds the 404 text', () => {
    expect(pageNotFoundMessage('/no-such-page')).toBe('Page not found: /no-such-page');
  });

  it('knows its own codes only', () => {
    expect(isErrorCode('no-event')).toBe(true);
    expect(isErrorCode('constructor')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });

  it('DomainError carries the code, the catalogue message and a detail', () => {
    const error = new DomainError('invalid-path', 'a/b');
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'DomainError', code: 'invalid-path', detail: 'a/b' });
    expect(error.message).toBe(ERROR_MESSAGES['invalid-path']);
    expect(error.field).toBeUndefined();
    expect(new DomainError('invalid-path', 'Logo: elsewhere', 'Logo').field).toBe('Logo');
  });
});
