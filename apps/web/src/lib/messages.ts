import { type ErrorCode, isErrorCode, messageFor } from '@engage/domain/errors';
import type { FieldWords } from '@engage/domain/field-words';
import { params } from '@nanostores/i18n';
import type { FormMessage } from './form-message.ts';
import { allFieldWords, fieldWordsOf, linkTodo } from './i18n/field-words.ts';
import { i18n } from './i18n/i18n.ts';
import { SPEAKER_SITES, SPONSOR_SITES } from './link-sites.ts';

// Kept importable from here, where every screen has always found them.
export { type FormMessage, type Tone, toneOf } from './form-message.ts';

/** Our own words around the spec's texts; those are shown as written (errors.ts). */
const words = i18n('messages', {
  seatsUsed: 'Your company has used all its seats for this event: ask your organiser for more.',
  duplicateUser:
    'There is already an account with this email: sign in instead, or register with another email.',
  noEvent:
    'Your account is not linked to an event yet: open the link your organiser sent you, then sign in again.',
  invalidColour: params('{label}: {todo}, like “teal” or “orange”.'),
  storageSignIn: 'Your sign-in has expired: sign in again, then upload the photo again.',
  storageRefused:
    'That file was not accepted: use a PNG, JPEG or WebP image within the size limit.',
  storageFull: 'The event’s storage is full: try again later.',
  storageGone: 'The photo is no longer there: upload it again.',
  storageRetry: 'The connection is too poor to upload: try again when it is better.',
  checkFields: 'Check the fields above and try again.',
  earnMore: 'Earn more by connecting with attendees and playing the games.',
  anotherPrize: 'Choose another prize, or a smaller quantity.',
  chatFull: 'Leave, then start another small talk to keep talking.',
  sponsorLogo: 'Sponsor logo',
  picture: 'Picture',
  notOurPicture: params(
    "{label}: that file is not one of this event's pictures. Upload the picture here, then save again.",
  ),
  fallback: 'Something went wrong. Try again.',
  uploadFailed: 'The upload failed.',
  image: params('use a PNG, JPEG or WebP image under {megabytes} MB'),
  notImage: params('That file is not an image: {image}.'),
  rightsGone:
    'Your organiser rights do not cover this picture any more: sign in again, or ask another organiser.',
  notAcceptedOrganiser: params(
    'That file was not accepted: {image}. If it is one, your organiser rights may not cover this event any more: sign in again, or ask another organiser.',
  ),
  notAccepted: params('That file was not accepted: {image}.'),
  result: 'Result:',
});

/**
 * The spec's catalogue results (section 8: "registration limit reached", "duplicate user",
 * "no-event", "invalid colour" and the storage errors) are results, not sentences. People read a
 * sentence first (which field, what to do); the result follows, exactly as the spec writes it, as
 * the message's labelled `result` ("Result: no-event"). Read when a message is made, in the
 * language in use then.
 */
const resultLead = (code: ErrorCode): string | undefined => {
  const t = words.get();
  const leads: Partial<Record<ErrorCode, string>> = {
    'registration-limit-reached': t.seatsUsed,
    'duplicate-user': t.duplicateUser,
    'no-event': t.noEvent,
    'invalid-colour': t.invalidColour(fieldWordsOf('color')),
    'storage/unauthenticated': t.storageSignIn,
    'storage/unauthorized': t.storageRefused,
    'storage/quota-exceeded': t.storageFull,
    'storage/object-not-found': t.storageGone,
    'storage/retry-limit-exceeded': t.storageRetry,
  };
  return leads[code];
};

/** What to do after a catalogue sentence, naming the field where there is one. */
const adviceFor = (code: ErrorCode): string | undefined => {
  const t = words.get();
  const advice: Partial<Record<ErrorCode, string>> = {
    'invalid-email': `${fieldWordsOf('email').label}: ${fieldWordsOf('email').todo}.`,
    'invalid-argument': t.checkFields,
    'insufficient-points': t.earnMore,
    'out-of-stock': t.anotherPrize,
    'invalid-path': t.checkFields,
    'chat-full': t.chatFull,
  };
  return advice[code];
};

/**
 * The pictures of an event's content, by the field the domain names when it refuses one that is
 * not the event's own (decidePicture's refusal carries `field: 'Logo'`): the label the form shows. `image` is a speaker's photo or a prize's picture.
 */
const pictureLabel = (field: string): string | undefined =>
  field === 'Logo' ? words.get().sponsorLogo : field === 'image' ? words.get().picture : undefined;

/** A refused picture as "<label>: <why>. <what to do>", or undefined for another refusal. */
const pictureRefusal = (code: string, field: string | undefined): string | undefined => {
  const label = field === undefined ? undefined : pictureLabel(field);
  if (code !== 'invalid-path' || label === undefined) return undefined;
  return words.get().notOurPicture({ label });
};

/** A form's link fields under `under` (link-sites.ts), by their paths and site names. */
const links = (under: string, sites: readonly (readonly [string, string])[]) =>
  Object.fromEntries(
    sites.map(([field, label]) => [`${under}.${field}`, { label, todo: linkTodo() }]),
  );

/**
 * The inputs of the callables, by the field's dot path in the input schema or its name: the
 * domain's words for each field (field-words.ts, beside the schemas, stating their limits), and
 * the speakers' and sponsors' links by the names of their sites. A known field always reads
 * "<label>: <what to do>", never the schema's own words.
 */
const fields = (): Readonly<Record<string, FieldWords>> => ({
  ...allFieldWords(),
  ...links('speaker', SPEAKER_SITES),
  ...links('sponsor.SocialLinks', SPONSOR_SITES),
});

/**
 * The schema's own texts ("Invalid type: …", "Invalid URL: Received "ftp:x"", "… Expected >=1 but
 * received 0") name no field a person knows, whatever their case.
 */
const isSchemaDefault = (message: string): boolean =>
  /^Invalid [a-z ]+:/iu.test(message) || /\b(?:Expected|Received)\b/u.test(message);

/**
 * A field the label table knows: by its path, else by the nearest enclosing path it knows (a team
 * `teams.3` is the Teams field, a colour `scheme.palette.nav` the Palette), else by its last
 * segment (`user.email` is an email).
 */
const fieldAt = (path: string) => {
  const segments = path.split('.');
  const known = fields();
  for (let end = segments.length; end > 0; end -= 1) {
    const field = known[segments.slice(0, end).join('.')];
    if (field !== undefined) return field;
  }
  return known[segments.at(-1) ?? ''];
};

/**
 * The code a failure carries. A function's refusal (CallError), Auth's (AuthFailure), Storage's
 * (`storage/…`) and the domain's (DomainError) all carry one in `code`; a bare code is its own.
 * Matching on the shape, not the class, keeps the SDKs that define those classes out of the first
 * paint.
 */
const codeOf = (failure: unknown): string => {
  if (typeof failure === 'string') return failure;
  if (typeof failure === 'object' && failure !== null && 'code' in failure)
    return typeof failure.code === 'string' ? failure.code : 'unknown';
  return 'unknown';
};

/** A refusal's reason where it gives one: a function's or the domain's `detail`. */
const detailOf = (failure: unknown): string | undefined =>
  typeof failure === 'object' &&
  failure !== null &&
  'detail' in failure &&
  typeof failure.detail === 'string' &&
  failure.detail !== ''
    ? failure.detail
    : undefined;

/** The input field a refusal is about, where it names one (CallError's or DomainError's `field`). */
const fieldOf = (failure: unknown): string | undefined =>
  typeof failure === 'object' &&
  failure !== null &&
  'field' in failure &&
  typeof failure.field === 'string'
    ? failure.field
    : undefined;

/**
 * For input the functions' schema refused (CallError's `issues`): each known field once, as
 * "Name: enter a name, up to 100 characters."; the reasons the schema gave in words for other
 * fields ("an event ends after it starts"), each once, after the catalogue's sentence. The
 * schema's default words for an unknown field say nothing a person can act on and are left out.
 */
const issuesOf = (failure: unknown): { fields: string[]; reasons: string[] } => {
  const fields = new Set<string>();
  const reasons = new Set<string>();
  const issues =
    typeof failure === 'object' && failure !== null && 'issues' in failure
      ? failure.issues
      : undefined;
  for (const issue of Array.isArray(issues) ? (issues as unknown[]) : []) {
    if (typeof issue !== 'object' || issue === null) continue;
    const path = 'path' in issue && typeof issue.path === 'string' ? issue.path : 'input';
    const message = 'message' in issue && typeof issue.message === 'string' ? issue.message : '';
    const field = fieldAt(path);
    if (field !== undefined) fields.add(`${field.label}: ${field.todo}.`);
    else if (message !== '' && !isSchemaDefault(message)) reasons.add(message);
  }
  return { fields: [...fields], reasons: [...reasons] };
};

/** A text ended with a full stop where it has no ending of its own. */
const asSentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * The one way a failure becomes words: for a catalogue result, the sentence that says what to do,
 * with the result itself beside it; for input the schema refused, each field and what to do; else
 * the catalogue's sentence, the refusal's reason where it gives one ("That step is not possible
 * from here: an event with registrants stays with its company."), then what to do where there is
 * advice; or `fallback` for a failure the catalogue does not know.
 */
export const messageOf = (failure: unknown, fallback = words.get().fallback): FormMessage => {
  const code = codeOf(failure);
  if (!isErrorCode(code)) return { code, text: fallback };
  const lead = resultLead(code);
  if (lead !== undefined) return { code, text: lead, result: messageFor(code) };
  const { fields, reasons } = issuesOf(failure);
  if (fields.length > 0 && reasons.length === 0) return { code, text: fields.join(' ') };
  // A refused colour scheme: the field and what to do (themeProblem), then the spec's result.
  // A reason in the schema's own words says nothing a person can act on: it is left out.
  const stated = detailOf(failure);
  const given = stated === undefined || isSchemaDefault(stated) ? undefined : stated;
  if (code === 'invalid-theme' && given !== undefined)
    return { code, text: asSentence(given), result: messageFor('invalid-colour') };
  const picture = pictureRefusal(code, fieldOf(failure));
  if (picture !== undefined) return { code, text: picture };
  const detail = given ?? (reasons.length > 0 ? reasons.join('; ') : undefined);
  const text = asSentence(
    detail === undefined ? messageFor(code) : `${messageFor(code)}: ${detail}`,
  );
  const advice = adviceFor(code);
  return { code, text: [...fields, text, ...(advice ? [advice] : [])].join(' ') };
};

/** A refused field of the form itself, in the same words as the server's refusal of it. */
export const fieldMessage = (path: string): FormMessage =>
  messageOf({ code: 'invalid-argument', issues: [{ path, message: '' }] });

/**
 * Where an upload goes decides why Storage refuses it: a profile photo over its 5 MB; an
 * organiser's pictures over their 10 MB or, more often, an account whose organiser rights do not
 * (or no longer) cover the event. The upload component passes its own limit and who uploads.
 */
export type UploadLimit = { readonly megabytes: number; readonly organiser?: boolean };

/** An upload's failure in words, storage/unauthorized with the caller's limit and usual cause. */
export const uploadMessageOf = (failure: unknown, limit: UploadLimit): FormMessage => {
  const t = words.get();
  const message = messageOf(failure, t.uploadFailed);
  const image = t.image({ megabytes: limit.megabytes });
  // An organiser's picture is published by the server, which reads its bytes and her rights now.
  if (message.code === 'invalid-argument' && fieldOf(failure) === 'file')
    return { ...message, text: t.notImage({ image }) };
  if (limit.organiser === true && message.code === 'not-admin')
    return {
      ...message,
      text: t.rightsGone,
    };
  if (message.code !== 'storage/unauthorized') return message;
  const text = limit.organiser ? t.notAcceptedOrganiser({ image }) : t.notAccepted({ image });
  return { ...message, text };
};

/** A message as one line of plain text, for places that show text only (a toast, a status). */
export const plainText = (message: FormMessage): string =>
  message.result === undefined
    ? message.text
    : `${message.text} ${words.get().result} ${message.result}`;
