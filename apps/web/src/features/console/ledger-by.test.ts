import { describe, expect, it } from 'vitest';
import { isPersonKey, ledgerByWords } from './ledger-by.ts';

describe('ledgerByWords', () => {
  it.each([
    ['system', null, 'The app', false],
    ['uid:abc', null, 'An account with no profile', false],
    ['b2xpdmlh', 'Olivia Organiser', 'Olivia Organiser', true],
    ['b2xpdmlh', null, 'A person with no profile', true],
  ])('%s (name %s) reads "%s"', (by, name, words, person) => {
    expect(ledgerByWords(by, name)).toBe(words);
    expect(isPersonKey(by)).toBe(person);
  });
});
