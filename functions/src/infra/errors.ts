import type { ErrorCode } from '@engage/domain/errors';
import type { FunctionsErrorCode } from 'firebase-functions/v2/https';

/** How each domain error reaches the client: an HttpsError code, the catalogue text as message. */
const HTTPS_CODES: Partial<Record<ErrorCode, FunctionsErrorCode>> = {
  'registration-limit-reached': 'resource-exhausted',
  'no-event': 'failed-precondition',
  'invalid-colour': 'invalid-argument',
  'level-up-short': 'failed-precondition',
  'not-admin': 'permission-denied',
  unauthenticated: 'unauthenticated',
  'invalid-argument': 'invalid-argument',
  'invalid-qr': 'invalid-argument',
  'self-scan': 'invalid-argument',
  'qr-expired': 'failed-precondition',
  'not-in-event': 'failed-precondition',
  'request-expired': 'failed-precondition',
  'invalid-theme': 'invalid-argument',
  'invalid-user-key': 'invalid-argument',
  'invalid-email': 'invalid-argument',
  'invalid-path': 'invalid-argument',
  'already-connected': 'already-exists',
  'already-completed': 'already-exists',
  'insufficient-points': 'failed-precondition',
  'out-of-stock': 'failed-precondition',
  'email-not-verified': 'failed-precondition',
  'invalid-invitation-code': 'invalid-argument',
  'not-admitted': 'permission-denied',
  'registration-declined': 'permission-denied',
  'seats-full': 'resource-exhausted',
  'duplicate-user': 'already-exists',
  'below-spent': 'failed-precondition',
  'illegal-transition': 'failed-precondition',
  'not-found': 'not-found',
  'rate-limited': 'resource-exhausted',
  'otp-invalid': 'invalid-argument',
  'otp-expired': 'failed-precondition',
  'otp-too-many-attempts': 'resource-exhausted',
  'event-exists': 'already-exists',
  'organiser-rights-full': 'failed-precondition',
  'no-photo': 'failed-precondition',
  'storage/unauthorized': 'invalid-argument',
};

export const httpsCodeFor = (code: ErrorCode): FunctionsErrorCode =>
  HTTPS_CODES[code] ?? 'internal';
