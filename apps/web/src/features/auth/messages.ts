import { type ErrorCode, isErrorCode, messageFor } from '@engage/domain/errors';

/**
 * What a form says for each refusal: the catalogue text (exactly as the spec writes it) and what
 * to do about it.
 */
const ADVICE: Partial<Record<ErrorCode, string>> = {
  'registration-limit-reached':
    'Your company has used all its seats for this event. Ask your organiser for more.',
  'duplicate-user': 'An account with this email already exists. Sign in instead.',
  'no-event': 'Your account is not linked to an event yet. Open the link your organiser sent you.',
  'invalid-colour': 'A colour name has 3 to 7 letters, like “teal” or “orange”.',
  'email-not-verified':
    'When you have opened the link, press Register again with the same details.',
};

export type FormMessage = { readonly code: string; readonly text: string };

export const formMessage = (
  code: string,
  fallback = 'Something went wrong. Try again.',
): FormMessage => {
  if (!isErrorCode(code)) return { code, text: fallback };
  const advice = ADVICE[code];
  return { code, text: advice ? `${messageFor(code)}: ${advice}` : messageFor(code) };
};
