import { type ErrorCode, isErrorCode, messageFor } from '@engage/domain/errors';

/**
 * What to do about a refusal, naming the field where there is one. The catalogue's own text comes
 * first, as the spec writes it, so the words people see match the spec's; the advice turns it
 * into something a person can act on.
 */
const ADVICE: Partial<Record<ErrorCode, string>> = {
  'registration-limit-reached':
    'Your company has used all its seats for this event: ask your organiser for more.',
  'duplicate-user':
    'There is already an account with this email: sign in instead, or register with another email.',
  'no-event':
    'Your account is not linked to an event yet: open the link your organiser sent you, then sign in again.',
  'invalid-colour':
    'Favourite colour: use a colour name of 3 to 7 letters, like “teal” or “orange”, or leave it empty and we pick one for you.',
  'invalid-email': 'Email: enter an address like name@example.com.',
  'invalid-argument': 'Check the fields above and try again.',
  'email-not-verified':
    'When you have opened the link, press Register again with the same details.',
  'insufficient-points': 'Earn more by connecting with attendees and playing the games.',
  'out-of-stock': 'Choose another prize, or a smaller quantity.',
  'storage/unauthenticated': 'Sign in again, then upload the photo again.',
  'storage/unauthorized': 'The photo must be an image under 5 MB.',
  'storage/quota-exceeded': 'The event’s storage is full: try again later.',
  'storage/object-not-found': 'Upload the photo again.',
  'storage/retry-limit-exceeded': 'The connection is too poor: try again when it is better.',
};

export type FormMessage = { readonly code: string; readonly text: string };

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

/**
 * The reason a refusal gives, where it gives one: a function's (CallError) or the domain's
 * (DomainError) `detail`, such as "an event with registrants stays with its company"; or, for
 * input the functions' schema refused, what was wrong (CallError's `issues`: "an event ends
 * after it starts"), each once.
 */
const detailOf = (failure: unknown): string | undefined => {
  if (typeof failure !== 'object' || failure === null) return undefined;
  if ('detail' in failure && typeof failure.detail === 'string' && failure.detail !== '')
    return failure.detail;
  if (!('issues' in failure) || !Array.isArray(failure.issues)) return undefined;
  const said = new Set<string>();
  for (const issue of failure.issues as unknown[])
    if (
      typeof issue === 'object' &&
      issue !== null &&
      'message' in issue &&
      typeof issue.message === 'string' &&
      issue.message !== ''
    )
      said.add(issue.message);
  return said.size === 0 ? undefined : [...said].join('; ');
};

/**
 * Some catalogue texts are short results ("invalid colour", "duplicate user"): they stay exactly
 * as the spec writes them (its catalogue is matched word for word), ended with a full stop, and
 * the advice that follows says which field and what to do.
 */
const asSentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * The one way a failure becomes text: the catalogue's words for its code, then the refusal's
 * reason where it gives one ("That step is not possible from here: an event with registrants
 * stays with its company."), then what to do where there is advice; or `fallback` for a failure
 * the catalogue does not know.
 */
export const messageOf = (
  failure: unknown,
  fallback = 'Something went wrong. Try again.',
): FormMessage => {
  const code = codeOf(failure);
  if (!isErrorCode(code)) return { code, text: fallback };
  const advice = ADVICE[code];
  const detail = detailOf(failure);
  const text = asSentence(
    detail === undefined ? messageFor(code) : `${messageFor(code)}: ${detail}`,
  );
  return { code, text: advice ? `${text} ${advice}` : text };
};
