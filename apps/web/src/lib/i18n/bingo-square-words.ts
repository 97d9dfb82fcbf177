import type { BingoSquare } from '@engage/domain/games';
import { params } from '@nanostores/i18n';
import { i18n } from './i18n.ts';

/**
 * The words of a bingo square in the reader's words, wherever one is shown: the attendee's card
 * and the squares the console offers. The domain's labels ("Works in Sales", `traitsOf` and
 * `squareCatalogue`) are the English; a square with a value is told from its kind and value, a
 * role square from its trait.
 */
export const squareWords = i18n('bingoSquareWords', {
  department: params('Works in {value}'),
  country: params('From {value}'),
  interest: params('Likes {value}'),
  company: params('Works at {value}'),
  team: params('Is on team {value}'),
  'role-rep': 'A sponsor rep',
  'other-team': 'On another team',
  'attendance-online': 'Joins online',
  'attendance-in_person': 'Here in person',
  anyone: 'Anyone you have not met',
});

const ROLE_SQUARES = [
  'role-rep',
  'other-team',
  'attendance-online',
  'attendance-in_person',
  'anyone',
] as const;
const VALUE_KINDS = ['department', 'country', 'interest', 'company', 'team'] as const;

/**
 * A square's words in the language in use: a role square's by its trait, a square of a value by
 * its kind and value; else (a card dealt before squares kept them, a square the words do not
 * know) the English label it was dealt with. Subscribe to `squareWords` to follow a change.
 */
export const squareText = (square: Pick<BingoSquare, 'trait' | 'label' | 'kind' | 'value'>) => {
  const t = squareWords.get();
  const role = ROLE_SQUARES.find((trait) => trait === square.trait);
  if (role !== undefined) return t[role];
  const kind = VALUE_KINDS.find((k) => k === square.kind);
  return kind === undefined || square.value === undefined
    ? square.label
    : t[kind]({ value: square.value });
};
