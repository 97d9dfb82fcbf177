import { traitKey } from '@engage/domain/bingo';
import type { SquareOption } from '@engage/domain/bingo-setup';
import type { PickLists } from '@engage/domain/pick-lists';
import { params } from '@nanostores/i18n';
import { i18n } from '../../lib/i18n/i18n.ts';

/**
 * The words a bingo square is offered in on the console, in the reader's words: the domain's
 * labels (`squareCatalogue`: "Works in Sales") as the English, an option of a list by its kind
 * and value, a role square by its trait.
 */
export const squareWords = i18n('bingoSquareWords', {
  department: params('Works in {value}'),
  country: params('From {value}'),
  interest: params('Likes {value}'),
  'role-rep': 'A sponsor rep',
  'other-team': 'On another team',
  'attendance-online': 'Joins online',
  'attendance-in_person': 'Here in person',
});

const ROLE_SQUARES = [
  'role-rep',
  'other-team',
  'attendance-online',
  'attendance-in_person',
] as const;

/** The list each kind of option comes from. */
const LIST_OF = {
  department: 'departments',
  country: 'countries',
  interest: 'interests',
} as const satisfies Record<Exclude<SquareOption['kind'], 'role'>, keyof PickLists>;

/**
 * A square's words in the language in use: read from its kind and the list's value it was made
 * of, else (a square the words do not know) the domain's label as it is.
 */
export const squareLabel = (option: SquareOption, lists: PickLists): string => {
  const t = squareWords.get();
  if (option.kind === 'role') {
    const role = ROLE_SQUARES.find((trait) => trait === option.trait);
    return role === undefined ? option.label : t[role];
  }
  const kind = option.kind;
  const value = lists[LIST_OF[kind]].find((item) => traitKey(kind, item) === option.trait);
  return value === undefined ? option.label : t[kind]({ value });
};
