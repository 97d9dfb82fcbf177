import { err, ok, type Result } from './result.ts';

/**
 * One-time sign-in codes (the spec shows the /auth/otp screen only; this is the product's design):
 * 6 digits, valid for 10 minutes, at most 5 attempts per code and 3 codes per 10 minutes per
 * address. Only a hash of the code is stored; the server hashes, this module decides.
 */
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_SENDS = 3;
export const OTP_SEND_WINDOW_MS = 10 * 60_000;

export type OtpState = {
  readonly codeHash: string;
  readonly expiresAt: number;
  readonly attempts: number;
  /** When each code in the current window was sent. */
  readonly sentAt: readonly number[];
};

export const generateOtpCode = (random: () => number): string => {
  let code = '';
  for (let i = 0; i < OTP_LENGTH; i += 1) code += String(Math.min(9, Math.floor(random() * 10)));
  return code;
};

export const decideOtpSend = (
  state: OtpState | null,
  codeHash: string,
  now: number,
): Result<OtpState, 'otp-rate-limited'> => {
  const recent = (state?.sentAt ?? []).filter((at) => now - at < OTP_SEND_WINDOW_MS);
  if (recent.length >= OTP_MAX_SENDS) return err('otp-rate-limited');
  return ok({ codeHash, expiresAt: now + OTP_TTL_MS, attempts: 0, sentAt: [...recent, now] });
};

export type OtpVerdict = 'otp-invalid' | 'otp-expired' | 'otp-too-many-attempts';

/** The state to store after this attempt, and whether the code was right. */
export const decideOtpVerify = (
  state: OtpState | null,
  codeHash: string,
  now: number,
): { readonly next: OtpState | null; readonly result: Result<true, OtpVerdict> } => {
  if (state === null) return { next: null, result: err('otp-invalid') };
  if (now > state.expiresAt) return { next: null, result: err('otp-expired') };
  if (state.attempts >= OTP_MAX_ATTEMPTS)
    return { next: state, result: err('otp-too-many-attempts') };
  if (state.codeHash !== codeHash) {
    return { next: { ...state, attempts: state.attempts + 1 }, result: err('otp-invalid') };
  }
  return { next: null, result: ok(true) };
};
