import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isTeamName,
  pickUserColor,
  TEAM_COLORS,
  TEAM_NAMES,
  USER_COLORS,
  validateColorName,
} from './colors.ts';

describe('validateColorName', () => {
  it.each([
    ['', false],
    ['re', false],
    ['red', true],
    ['magenta', true],
    ['crimson', true],
    ['darkblue', false],
    ['turquoise', false],
    ['🟥🟥🟥', false],
    ['xyz12', false],
    ['red ', false],
    ['Teal', true],
  ])('%j -> valid %s', (name, valid) => {
    expect(validateColorName(name)).toEqual(
      valid ? { ok: true, value: name } : { ok: false, error: 'invalid-colour' },
    );
  });

  it('every user and team colour is itself valid', () => {
    for (const color of [...USER_COLORS, ...Object.values(TEAM_COLORS)]) {
      expect(validateColorName(color).ok).toBe(true);
    }
  });
});

describe('colours of the spec', () => {
  it('has 7 distinct random user colours', () => {
    expect(new Set(USER_COLORS).size).toBe(7);
  });

  it('maps the 8 teams to their colours', () => {
    expect(TEAM_COLORS).toEqual({
      TALENTED: 'purple',
      ENTREPRENEURIAL: 'red',
      AGILE: 'green',
      MODERN: 'blue',
      'WORLD-CLASS': 'grey',
      OBSESSIVE: 'orange',
      RESPONSIVE: 'black',
      'KNOCK-OUT': 'white',
    });
    expect(TEAM_NAMES).toHaveLength(8);
    expect(isTeamName('AGILE')).toBe(true);
    expect(isTeamName('agile')).toBe(false);
    expect(isTeamName('toString')).toBe(false);
  });

  it('picks a user colour from the 7 for any random number in [0, 1)', () => {
    expect(pickUserColor(() => 0)).toBe('red');
    expect(pickUserColor(() => 0.999_999)).toBe('yellow');
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        expect(USER_COLORS).toContain(pickUserColor(() => r));
      }),
    );
  });
});
