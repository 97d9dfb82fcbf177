import { describe, expect, it } from 'vitest';
import { DomainError } from './errors.ts';
import { eventInstance, isEmpty, isInstanceName, splitWrites } from './instances.ts';

describe('isInstanceName', () => {
  it.each([
    ['engage-summit', true],
    ['summit2027', true],
    ['a-b-c-d', true],
    ['short', false],
    ['Upper-case', false],
    ['1starts-digit', false],
    ['ends-hyphen-', false],
    ['has.dot.in', false],
    ['a'.repeat(31), false],
    ['a'.repeat(30), true],
  ])('%s -> %s', (name, ok) => {
    expect(isInstanceName(name)).toBe(ok);
  });
});

describe('eventInstance', () => {
  it('is the default one for no event or no instance', () => {
    expect(eventInstance(null)).toBeNull();
    expect(eventInstance({ name: 'Summit' })).toBeNull();
  });

  it('is the named instance', () => {
    expect(eventInstance({ instance: 'engage-summit' })).toBe('engage-summit');
  });

  it('refuses a name no instance can have, rather than reading the default', () => {
    expect(() => eventInstance({ instance: 'Bad/Name' })).toThrow(DomainError);
  });
});

describe('splitWrites', () => {
  it('sends each path where it lives, and copies what both instances keep', () => {
    const split = splitWrites({
      sets: {
        'users/k/metadata': { name: 'Ada' },
        'companies/c/seats/u1': 'seated',
        'uids/u1': 'k',
        'revokedAt/u2': 5,
      },
      increments: { 'events/e/metadata/registrants': 1, 'ledger/k/total': 3 },
    });
    expect(split.event).toEqual({
      sets: { 'users/k/metadata': { name: 'Ada' }, 'uids/u1': 'k', 'revokedAt/u2': 5 },
      increments: { 'events/e/metadata/registrants': 1, 'ledger/k/total': 3 },
    });
    expect(split.spanning).toEqual({
      sets: { 'companies/c/seats/u1': 'seated', 'uids/u1': 'k', 'revokedAt/u2': 5 },
      increments: { 'events/e/metadata/registrants': 1 },
    });
    expect(split.everywhere).toEqual({ sets: { 'revokedAt/u2': 5 }, increments: {} });
  });

  it('says which parts are empty', () => {
    const split = splitWrites({ sets: { 'rooms/r1': null }, increments: {} });
    expect(isEmpty(split.event)).toBe(false);
    expect(isEmpty(split.spanning)).toBe(true);
    expect(isEmpty({ sets: {}, increments: { 'users/k/x': 1 } })).toBe(false);
  });
});
