import { params } from '@nanostores/i18n';
import { i18n } from '../../lib/i18n/i18n.ts';

/** The console's picture trivia words (its list and its question form), one catalogue component. */
export const triviaWords = i18n('consoleTrivia', {
  deleted: 'Question deleted.',
  orderSaved: 'Order saved.',
  saved: 'Question saved.',
  title: 'Picture trivia',
  loading: 'Loading the questions',
  none: 'No questions yet: attendees see none until you add one.',
  points: params('({points} points)'),
  up: 'Move up',
  down: 'Move down',
  edit: 'Edit',
  delete: 'Delete',
  confirmDelete: params('Delete the question “{question}”?'),
  add: 'Add a question',
  close: 'Close the form',
  form: 'Trivia question',
  picture: 'Question picture',
  question: 'Question',
  options: 'Options: choose the right one',
  keepRight: 'Leave the right one unchosen to keep the one it has.',
  isRight: params('Option {n} is the right answer'),
  option: params('Option {n}'),
  remove: 'Remove',
  removeWhich: params('option {n}'),
  addOption: 'Add an option',
  rightPoints: 'Points for a right answer',
  save: 'Save question',
});
