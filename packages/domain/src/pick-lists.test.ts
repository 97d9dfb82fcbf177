import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkPicks, PICK_BOUNDS, pickListsOf, setPickListsInput } from './pick-lists.ts';

const LISTS = {
  departments: ['Sales', 'R&D'],
  countries: { 0: 'France', 1: 'Kenya' },
  interests: ['Hiking', 'Chess'],
};

describe('setPickListsInput', () => {
  const input = (departments: unknown) =>
    v.safeParse(setPickListsInput, {
      eventId: 'summit',
      departments,
      countries: [],
      interests: [],
    });

  it.each([
    ['trimmed options', ['  Sales ', 'R&D'], true],
    ['no list at all (free text)', [], true],
    ['an empty option', ['Sales', '   '], false],
    ['an option past 40 characters', ['x'.repeat(PICK_BOUNDS.option + 1)], false],
    ['an option of 40 characters', ['x'.repeat(PICK_BOUNDS.option)], true],
    ['the same option twice in another case', ['Sales', 'SALES'], false],
    ['more options than a list holds', Array.from({ length: 51 }, (_, i) => `D${i}`), false],
  ])('%s', (_, departments, ok) => {
    expect(input(departments).success).toBe(ok);
  });

  it('keeps options trimmed', () => {
    const parsed = v.parse(setPickListsInput, {
      eventId: 'summit',
      departments: ['  Sales '],
      countries: [],
      interests: [],
    });
    expect(parsed.departments).toStrictEqual(['Sales']);
  });
});

describe('pickListsOf', () => {
  it('reads lists, the database’s objects by index in order, and missing lists as empty', () => {
    expect(
      pickListsOf({ countries: { 1: 'Kenya', 0: 'France', 10: 'Peru', 2: 'Chile' } }),
    ).toStrictEqual({
      departments: [],
      countries: ['France', 'Kenya', 'Chile', 'Peru'],
      interests: [],
    });
    expect(pickListsOf(null)).toStrictEqual({ departments: [], countries: [], interests: [] });
  });
});

describe('checkPicks', () => {
  it.each([
    [
      'values on the lists, spelt as the lists spell them, interests once each',
      { department: 'sales', country: ' kenya', interests: ['chess', 'Chess', 'HIKING'] },
      {
        ok: true,
        value: { department: 'Sales', country: 'Kenya', interests: ['Chess', 'Hiking'] },
      },
    ],
    ['an empty department and country', { department: '', country: '' }, { ok: true }],
    [
      'a department not on the list',
      { department: 'Attack Co' },
      { ok: false, field: 'department' },
    ],
    [
      'a country not on the list',
      { department: 'R&D', country: 'Nowhere' },
      { ok: false, field: 'country' },
    ],
    [
      'an interest not on the list',
      { department: 'R&D', interests: ['Chess', 'Darts'] },
      { ok: false, field: 'interests' },
    ],
  ])('%s', (_, picks, expected) => {
    const plan = checkPicks(LISTS, picks);
    expect(plan).toMatchObject(expected);
    if (!plan.ok) expect(plan).toMatchObject({ error: 'invalid-argument', writes: { sets: {} } });
  });

  it('keeps free text where the event has no list', () => {
    expect(
      checkPicks(null, { department: ' Anything ', country: 'Atlantis', interests: ['Darts'] }),
    ).toMatchObject({
      ok: true,
      value: { department: 'Anything', country: 'Atlantis', interests: ['Darts'] },
    });
    expect(
      checkPicks({ departments: ['Sales'] }, { department: 'Sales', country: 'Atlantis' }),
    ).toMatchObject({
      ok: true,
      value: { country: 'Atlantis' },
    });
  });
});
