import {
  COLOUR_TODO,
  isThemeColourField,
  type ThemeColourField,
  themeProblemField,
} from '@engage/domain/theme';
import { themeProblem } from '@engage/domain/theme-scheme';
import { i18n } from '../../lib/i18n/i18n.ts';
import { type FormMessage, messageOf } from '../../lib/messages.ts';
import { themeColourLabel } from './colour-words.ts';

/** What to do about a refused colour, the domain's words (`COLOUR_TODO`) as the English. */
export const themeProblemWords = i18n('themeProblem', { colourTodo: COLOUR_TODO });

const refusedColour = (field: ThemeColourField): FormMessage =>
  messageOf({
    code: 'invalid-theme',
    detail: `${themeColourLabel(field)}: ${themeProblemWords.get().colourTodo}`,
  });

/**
 * The editor's own check of a draft, from its first problem's path: a colour in the reader's
 * words (its label from `themeColours`), anything else as the domain says it (themeProblem).
 */
export const draftProblem = (path: string | undefined): FormMessage => {
  const field = themeProblemField(path);
  return field === undefined
    ? messageOf({ code: 'invalid-theme', detail: themeProblem(path) })
    : refusedColour(field);
};

/**
 * The server's refusal of a theme: a colour it names by its key (`field`) in the reader's words,
 * as the editor's own check says it; any other refusal as messageOf says it.
 */
export const themeRefusal = (error: unknown): FormMessage => {
  const message = messageOf(error);
  const field =
    typeof error === 'object' && error !== null && 'field' in error ? error.field : undefined;
  return message.code === 'invalid-theme' && typeof field === 'string' && isThemeColourField(field)
    ? refusedColour(field)
    : message;
};
