import * as v from 'valibot';

/**
 * What an attendee's name, company and department may not hold, as other attendees read them on
 * boards, in rooms and in notifications: control characters (NUL, the ESC that starts an ANSI
 * sequence, line breaks), the marks that turn the direction of text around (bidi embeddings,
 * overrides and isolates) and halves of a character (lone surrogates). Joiners stay: emoji need
 * them.
 */
const UNPLAIN = /[\p{Cc}\p{Cs}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

export const isPlainText = (text: string): boolean => !UNPLAIN.test(text);

/** An email address, or one unbroken word of letters and digits like an account id or a key. */
const ADDRESS = /\S@\S+\.\S/u;
const ID_LIKE = /^(?=.*\d)(?=.*[a-z])[\w-]{20,}$/iu;

/** A name that a notification ("Ann connected with you") could pass off as an address or an id. */
export const readsLikeAnId = (name: string): boolean => ADDRESS.test(name) || ID_LIKE.test(name);

/**
 * Text one attendee shows others: refused when not plain, then trimmed and composed (NFC), so the
 * same letters typed two ways are stored one way and counted as the reader sees them. A message
 * (`lines`) may also hold line breaks (\n, as a text box gives them), no other control character.
 */
export const plainTextSchema = (max: number, lines = false) =>
  v.pipe(
    v.string(),
    v.check(
      (text) => isPlainText(lines ? text.replaceAll('\n', '') : text),
      'no control characters or marks that turn text around',
    ),
    v.trim(),
    v.transform((text) => text.normalize('NFC')),
    v.maxLength(max),
  );

/** An attendee's name: plain text, not empty, and not what an address or an id looks like. */
export const personNameSchema = (max: number) =>
  v.pipe(
    plainTextSchema(max),
    v.minLength(1),
    v.check((name) => !readsLikeAnId(name), 'a name is not an email address or an account id'),
  );
