import { FIELD_WORDS, type FieldWords, LINK_TODO } from '@engage/domain/field-words';
import { i18n } from './i18n.ts';

type Field = keyof typeof FIELD_WORDS;

/**
 * The domain's words for a callable's fields (its label, and what to do when refused), told in
 * the reader's words: one text per field and part (`email|label`, `email|todo`), English from
 * the domain, whose limits each sentence states.
 */
const fieldWords = i18n<Record<string, string>>('fieldWords', {
  ...Object.fromEntries(
    Object.entries(FIELD_WORDS).flatMap(([field, words]) => [
      [`${field}|label`, words.label],
      [`${field}|todo`, words.todo],
    ]),
  ),
  linkTodo: LINK_TODO,
});

const text = (key: string): string => {
  const value = fieldWords.get()[key];
  return typeof value === 'string' ? value : '';
};

/** One field's words in the language in use, read when a message is made. */
export const fieldWordsOf = (field: Field): FieldWords => ({
  label: text(`${field}|label`),
  todo: text(`${field}|todo`),
});

/** Every field's words in the language in use, by the field's path. */
export const allFieldWords = (): Record<string, FieldWords> =>
  Object.fromEntries(
    (Object.keys(FIELD_WORDS) as Field[]).map((field) => [field, fieldWordsOf(field)]),
  );

/** What to do about a refused link, in the language in use. */
export const linkTodo = (): string => text('linkTodo');
