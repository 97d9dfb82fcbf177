import { describe, expect, it } from 'vitest';
import { teamLabel } from './event-teams.ts';

describe('teamLabel', () => {
  const teams = { AGILE: { name: 'Night Owls', color: 'green' } };
  it.each([
    ['a renamed team by its name', teams, 'AGILE', 'Night Owls'],
    ['a team the event lacks by its key', teams, 'MODERN', 'MODERN'],
    ['every team by its key before the teams load', undefined, 'AGILE', 'AGILE'],
    ['no inherited property as a team', teams, 'constructor', 'constructor'],
  ])('shows %s', (_, stored, key, shown) => {
    expect(teamLabel(stored, key)).toBe(shown);
  });
});
