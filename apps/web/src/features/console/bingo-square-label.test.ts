import { squareCatalogue } from '@engage/domain/bingo-setup';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadCatalogue } from '../../lib/i18n/i18n.ts';
import { locale } from '../../lib/i18n/locale.ts';
import { squareLabel } from './bingo-square-label.ts';

const LISTS = { departments: ['Sales', 'IT'], countries: ['Belgium'], interests: ['Jazz'] };

describe('a bingo square’s words', () => {
  afterEach(() => locale.set('en'));

  it('are the domain’s own labels in English, every square of the catalogue', () => {
    const catalogue = squareCatalogue(LISTS);
    expect(catalogue.map((option) => squareLabel(option, LISTS))).toEqual(
      catalogue.map((option) => option.label),
    );
  });

  it('are Dutch for a Dutch reader, the organiser’s list values as typed', async () => {
    locale.set('nl');
    await preloadCatalogue();
    expect(squareCatalogue(LISTS).map((option) => squareLabel(option, LISTS))).toEqual([
      'Werkt bij Sales',
      'Werkt bij IT',
      'Komt uit Belgium',
      'Houdt van Jazz',
      'Een standvertegenwoordiger',
      'In een ander team',
      'Doet online mee',
      'Is er ter plaatse',
    ]);
    // A square the words do not know keeps the domain's label.
    expect(squareLabel({ trait: 'role-x', label: 'Something', kind: 'role' }, LISTS)).toBe(
      'Something',
    );
    expect(
      squareLabel({ trait: 'department-gone', label: 'Works in Gone', kind: 'department' }, LISTS),
    ).toBe('Works in Gone');
  });
});
