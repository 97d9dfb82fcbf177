import { type ErrorCode, isErrorCode, messageFor } from '@engage/domain/errors';

/**
 * What the app says for each refusal: the catalogue text (exactly as the spec writes it) and, for
 * some, what to do about it.
 */
const ADVICE: Partial<Record<ErrorCode, string>> = {
  'registration-limit-reached':
    'Your company has used all its seats for this event. Ask your organiser for more.',
  'duplicate-user': 'An account with this email already exists. Sign in instead.',
  'no-event': 'Your account is not linked to an event yet. Open the link your organiser sent you.',
  'invalid-colour': 'A colour name has 3 to 7 letters, like “teal” or “orange”.',
  'email-not-verified':
    'When you have opened the link, press Register again with the same details.',
  'storage/unauthenticated': 'sign in again, then retry.',
  'storage/unauthorized': 'the photo must be an image under 5 MB.',
  'storage/quota-exceeded': 'try again later.',
  'storage/retry-limit-exceeded': 'the connection is too poor, try again.',
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
 * The one way a failure becomes text: the catalogue's words for its code (with advice where there
 * is some), or `fallback` for a failure the catalogue does not know.
 */
export const messageOf = (
  failure: unknown,
  fallback = 'Something went wrong. Try again.',
): FormMessage => {
  const code = codeOf(failure);
  if (!isErrorCode(code)) return { code, text: fallback };
  const advice = ADVICE[code];
  return { code, text: advice ? `${messageFor(code)}: ${advice}` : messageFor(code) };
};
