import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['Guido van Rossum', 'GR'],
    ['  grace   hopper ', 'GH'],
    ['Tim Berners-Lee', 'TB'],
    ['Cher', 'C'],
    ['Émile Zola', 'ÉZ'],
    ['', '?'],
    ['   ', '?'],
  ])('%j gives %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
