import { traitKey } from '@engage/domain/bingo-traits';
import type { SquareOption } from '@engage/domain/bingo-setup';
import type { PickLists } from '@engage/domain/pick-lists';
import { squareText } from '../../lib/i18n/bingo-square-words.ts';

/** The list each kind of option comes from. */
const LIST_OF = {
  department: 'departments',
  country: 'countries',
  interest: 'interests',
} as const satisfies Record<Exclude<SquareOption['kind'], 'role'>, keyof PickLists>;

/**
 * An option's words in the language in use: read from its kind and the list's value it was made
 * of, a role by its trait, else (a square the words do not know) the domain's label as it is.
 */
export const squareLabel = (option: SquareOption, lists: PickLists): string => {
  if (option.kind === 'role') return squareText({ trait: option.trait, label: option.label });
  const kind = option.kind;
  const value = lists[LIST_OF[kind]].find((item) => traitKey(kind, item) === option.trait);
  return squareText(value === undefined ? option : { ...option, value });
};
