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
 * Some catalogue texts are short results ("invalid colour", "duplicate user"): they stay exactly
 * as the spec writes them (its catalogue is matched word for word), ended with a full stop, and
 * the advice that follows says which field and what to do.
 */
const asSentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * The one way a failure becomes text: the catalogue's words for its code (with what to do where
 * there is advice), or `fallback` for a failure the catalogue does not know.
 */
export const messageOf = (
  failure: unknown,
  fallback = 'Something went wrong. Try again.',
): FormMessage => {
  const code = codeOf(failure);
  if (!isErrorCode(code)) return { code, text: fallback };
  const advice = ADVICE[code];
  const text = asSentence(messageFor(code));
  return { code, text: advice ? `${text} ${advice}` : text };
};
