import { describe, expect, it } from 'vitest';
import { checkEvent } from './event-checks.ts';

const NINE = Date.UTC(2026, 5, 1, 9);
const FIVE = Date.UTC(2026, 5, 1, 17);
const fine = { eventId: 'expo-2026', name: 'Expo', startsAt: NINE, endsAt: FIVE, teams: ['AGILE'] };

describe('checkEvent', () => {
  it.each([
    ['a good new event', fine, {}],
    ['an edit (no id to check)', { ...fine, eventId: undefined }, {}],
    ['an end equal to the start', { ...fine, endsAt: NINE }, {}],
    ['a reserved id', { ...fine, eventId: 'null' }, { eventId: 'This event id is reserved.' }],
    [
      'another reserved id',
      { ...fine, eventId: 'undefined' },
      { eventId: 'This event id is reserved.' },
    ],
    [
      'an id with capitals',
      { ...fine, eventId: 'Expo' },
      { eventId: 'An event id is 3 to 60 lowercase letters, digits and dashes.' },
    ],
    [
      'a name of spaces',
      { ...fine, name: '   ' },
      { name: 'Give the event a name: spaces alone are not one.' },
    ],
    [
      'an end before the start',
      { ...fine, startsAt: FIVE, endsAt: NINE },
      { endsAt: 'An event ends after it starts: choose an end after the start.' },
    ],
    ['no team', { ...fine, teams: [] }, { teams: 'Choose at least one team.' }],
  ])('%s', (_, input, errors) => {
    expect(checkEvent(input)).toEqual(errors);
  });
});
