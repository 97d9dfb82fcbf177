import { describe, expect, it } from 'vitest';
import { isPersonKey, ledgerByWords } from './ledger-by.ts';

describe('ledgerByWords', () => {
  it.each([
    ['system', null, 'Engage (automatic)', false],
    ['seed', null, 'Engage (demo data)', false],
    ['uid:abc', null, 'An account with no profile', false],
    ['b2xpdmlh', 'Olivia Organiser', 'Olivia Organiser', true],
    ['b2xpdmlh', null, 'A person with no profile', true],
    // A key is never one of the words' own keys, nor anything an object inherits.
    ['constructor', null, 'A person with no profile', true],
  ])('%s (name %s) reads "%s"', (by, name, words, person) => {
    expect(ledgerByWords(by, name)).toBe(words);
    expect(isPersonKey(by)).toBe(person);
  });
});
