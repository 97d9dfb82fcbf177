import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  bingoSetupView,
  decideBingoSquares,
  decidePickLists,
  setBingoSquaresInput,
  squareCatalogue,
} from './bingo-setup.ts';
import { pickListsOf } from './pick-lists.ts';

const ids = () => {
  let n = 0;
  return { newId: () => `id${++n}` };
};
const actor = { by: 'korg', email: 'org@example.com' };
const LISTS = { departments: ['Sales', 'R&D'], countries: ['Kenya'], interests: ['Hiking'] };

describe('squareCatalogue', () => {
  it('offers a square per option of each list, then the roles', () => {
    expect(squareCatalogue(pickListsOf(LISTS))).toStrictEqual([
      { trait: 'department-sales', label: 'Works in Sales', kind: 'department' },
      { trait: 'department-r&d', label: 'Works in R&D', kind: 'department' },
      { trait: 'country-kenya', label: 'From Kenya', kind: 'country' },
      { trait: 'interest-hiking', label: 'Likes Hiking', kind: 'interest' },
      { trait: 'role-rep', label: 'A sponsor rep', kind: 'role' },
      { trait: 'other-team', label: 'On another team', kind: 'role' },
      { trait: 'attendance-online', label: 'Joins online', kind: 'role' },
      { trait: 'attendance-in_person', label: 'Here in person', kind: 'role' },
    ]);
  });

  it('leaves out an option that makes no key', () => {
    const traits = squareCatalogue(pickListsOf({ departments: ['Sales\u0007'] })).map(
      (o) => o.trait,
    );
    expect(traits.filter((t) => t.startsWith('department-'))).toStrictEqual([]);
  });
});

describe('decideBingoSquares', () => {
  const input = (squares: string[]) =>
    v.parse(setBingoSquaresInput, { eventId: 'summit', squares });

  it('keeps the chosen squares with their words and audits the change', () => {
    const plan = decideBingoSquares(
      { 'role-rep': 'A sponsor rep' },
      input(['department-sales', 'other-team']),
      { exists: true, lists: LISTS },
      actor,
      ids(),
    );
    expect(plan).toMatchObject({ ok: true, value: { chosen: 2 } });
    expect(plan.next).toStrictEqual({
      'department-sales': 'Works in Sales',
      'other-team': 'On another team',
    });
    expect(plan.writes.sets['audit/events/summit/id1']).toMatchObject({
      action: 'bingo.squares',
      target: 'summit',
      by: 'korg',
      before: JSON.stringify({
        'role-rep': 'A sponsor rep',
        'department-sales': null,
        'other-team': null,
      }),
    });
  });

  it('refuses a square the event’s lists do not make, writing nothing', () => {
    const plan = decideBingoSquares(
      null,
      input(['department-attack-co']),
      { exists: true, lists: LISTS },
      actor,
      ids(),
    );
    expect(plan).toMatchObject({ ok: false, error: 'invalid-argument', field: 'squares' });
    expect(plan.writes.sets).toStrictEqual({});
    expect(plan.next).toBeUndefined();
  });

  it('refuses an event that does not exist', () => {
    expect(
      decideBingoSquares(null, input([]), { exists: false, lists: null }, actor, ids()),
    ).toMatchObject({ ok: false, error: 'not-found', field: 'eventId' });
  });

  it('clears the choice with none chosen, and records nothing when nothing changed', () => {
    const cleared = decideBingoSquares(
      { 'role-rep': 'A sponsor rep' },
      input([]),
      { exists: true, lists: null },
      actor,
      ids(),
    );
    expect(cleared.next).toBeNull();
    const same = decideBingoSquares(
      { 'role-rep': 'A sponsor rep' },
      input(['role-rep']),
      { exists: true, lists: null },
      actor,
      ids(),
    );
    expect(same.writes.sets).toStrictEqual({});
  });
});

describe('decidePickLists', () => {
  const input = (lists: Partial<typeof LISTS>) => ({
    eventId: 'summit',
    departments: [],
    countries: [],
    interests: [],
    ...lists,
  });

  it('stores the lists that have options and audits the change', () => {
    const plan = decidePickLists(
      null,
      input({ departments: ['Sales'] }),
      { exists: true, squares: null },
      actor,
      ids(),
    );
    expect(plan.next).toStrictEqual({ departments: ['Sales'] });
    expect(plan.writes.sets['audit/events/summit/id1']).toMatchObject({
      action: 'lists.set',
      before: JSON.stringify({ departments: [] }),
      after: JSON.stringify({ departments: ['Sales'] }),
    });
  });

  it('takes the chosen squares whose option went with it', () => {
    const plan = decidePickLists(
      LISTS,
      input({ departments: ['Sales'], countries: ['Kenya'], interests: ['Hiking'] }),
      {
        exists: true,
        squares: { 'department-r&d': 'Works in R&D', 'role-rep': 'A sponsor rep' },
      },
      actor,
      ids(),
    );
    expect(plan.writes.sets['events/summit/bingoSquares']).toStrictEqual({
      'role-rep': 'A sponsor rep',
    });
    const none = decidePickLists(
      LISTS,
      input({}),
      { exists: true, squares: { 'department-r&d': 'Works in R&D' } },
      actor,
      ids(),
    );
    expect(none.next).toBeNull();
    expect(none.writes.sets['events/summit/bingoSquares']).toBeNull();
  });

  it('leaves the squares alone when every one is still offered, and refuses a missing event', () => {
    const plan = decidePickLists(
      LISTS,
      input(LISTS),
      { exists: true, squares: { 'department-r&d': 'Works in R&D' } },
      actor,
      ids(),
    );
    expect(plan.writes.sets).toStrictEqual({});
    expect(
      decidePickLists(null, input({}), { exists: false, squares: null }, actor, ids()),
    ).toMatchObject({ ok: false, error: 'not-found' });
  });
});

describe('bingoSetupView', () => {
  it('shows the lists, the catalogue and the squares chosen, in catalogue order', () => {
    const view = bingoSetupView(LISTS, {
      'role-rep': 'A sponsor rep',
      'country-kenya': 'From Kenya',
    });
    expect(view.lists.departments).toStrictEqual(['Sales', 'R&D']);
    expect(view.catalogue).toHaveLength(8);
    expect(view.chosen).toStrictEqual(['country-kenya', 'role-rep']);
    expect(bingoSetupView(null, null).chosen).toStrictEqual([]);
  });
});
