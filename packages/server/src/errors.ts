import { DomainError, type ErrorCode } from '@engage/domain/errors';

/** Refuses with a catalogue error, for a handler's read that found nothing to act on. */
export const fail = (code: ErrorCode, detail?: string): never => {
  throw new DomainError(code, detail);
};
