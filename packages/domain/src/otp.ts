import { accept, type Claim, type Context, claim, type Plan, refuse, WriteSet } from './plan.ts';
import { SERVER_TIME } from './store/node.ts';
import { type OtpState, userNodes } from './store/users.ts';
import { encodeUserKey } from './user-key.ts';

/**
 * One-time sign-in codes (the spec shows the /auth/otp screen only; this is the product's design):
 * 6 digits from a cryptographic source, valid for 10 minutes. Only hashes are stored.
 *
 * Nobody can lock an address out: asking for another code never cancels the codes already sent
 * (the newest 10 stay valid: more than the back-off lets anyone send within a code's lifetime), and a burst of sends or wrong guesses is answered with a growing wait
 * (back-off), never with a permanent refusal. Wrong guesses are counted per address per window, so
 * guessing 6 digits stays hopeless (at most 5 tries, then waits that double up to 15 minutes).
 */
export const OTP_LENGTH = 6;
const OTP_TTL_MS = 10 * 60_000;
const MAX_PENDING_CODES = 10;
const FREE_SENDS = 3;
const FREE_FAILURES = 5;
const WINDOW_MS = 10 * 60_000;
const BASE_WAIT_MS = 30_000;
const MAX_WAIT_MS = 15 * 60_000;

/**
 * The address a code is sent to and asked for, as typed in either form: trimmed and lower-cased,
 * so `Ada@Example.com ` and `ada@example.com` are one address with one key (otp/{key}).
 */
export const otpAddress = (
  email: string,
): Plan<{ readonly email: string; readonly key: string }> => {
  const normal = email.trim().toLowerCase();
  const key = encodeUserKey(normal);
  return key.ok ? accept({ email: normal, key: key.value }) : refuse('invalid-email');
};

/** Digits drawn with `randomInt(10)` (node's crypto.randomInt on the server). */
export const generateOtpCode = (randomInt: (max: number) => number): string => {
  let code = '';
  for (let i = 0; i < OTP_LENGTH; i += 1) code += String(randomInt(10));
  return code;
};

/** The wait after `count` events in the window when `free` of them come without one. */
const waitAfter = (times: readonly number[], free: number): number => {
  const last = times.at(-1);
  if (times.length < free || last === undefined) return 0;
  return last + Math.min(MAX_WAIT_MS, BASE_WAIT_MS * 2 ** (times.length - free));
};

const recent = (times: readonly number[] | undefined, now: number): number[] =>
  (times ?? []).filter((at) => now - at < WINDOW_MS);

export type OtpSendResult =
  | { readonly sent: true }
  | { readonly sent: false; readonly retryAt: number };

/**
 * A send adds a code to the pending ones (the oldest beyond 10 drops) and the mail to the outbox;
 * too many sends in the window are told when to ask again instead.
 */
export const claimOtpSend = (
  state: OtpState | null,
  mail: { readonly id: string; readonly to: string; readonly code: string; readonly hash: string },
  ctx: Pick<Context, 'now'>,
): Claim<OtpSendResult, OtpState> => {
  const now = ctx.now;
  const sentAt = recent(state?.sentAt, now);
  const retryAt = waitAfter(sentAt, FREE_SENDS);
  if (retryAt > now) return accept({ sent: false, retryAt });
  const codes = [
    ...(state?.codes ?? []).filter((code) => code.expiresAt >= now),
    { hash: mail.hash, expiresAt: now + OTP_TTL_MS },
  ].slice(-MAX_PENDING_CODES);
  const outbox = new WriteSet().set(userNodes.mail(mail.id), {
    to: mail.to,
    subject: 'Your sign-in code',
    text: `Your sign-in code is ${mail.code}. It is valid for 10 minutes.`,
    at: SERVER_TIME,
  });
  return claim(
    { codes, sentAt: [...sentAt, now], failedAt: recent(state?.failedAt, now) },
    accept({ sent: true }, outbox),
  );
};

/** A mail the sender delivered leaves the outbox. */
export const planMailSent = (id: string): Plan<true> =>
  accept(true, new WriteSet().remove(userNodes.mail(id)));

/**
 * A guess: any pending code that has not expired signs in (and all are used up); a wrong one is
 * counted, and after 5 in the window the next guess must wait.
 */
export const claimOtpVerify = (
  state: OtpState | null,
  hash: string,
  now: number,
): Claim<true, OtpState> => {
  const failedAt = recent(state?.failedAt, now);
  if (waitAfter(failedAt, FREE_FAILURES) > now) return refuse('otp-too-many-attempts');
  const codes = (state?.codes ?? []).filter((code) => code.hash === hash);
  const match = codes.find((code) => code.expiresAt >= now) ?? codes[0];
  if (match !== undefined && match.expiresAt >= now) return claim(null, accept(true));
  const next = { ...state, failedAt: [...failedAt, now] };
  // A wrong or expired guess is stored as a claim too, so concurrent guesses all count.
  return claim(next, refuse(match === undefined ? 'otp-invalid' : 'otp-expired'));
};
