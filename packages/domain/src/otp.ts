import { accept, type Claim, type Context, claim, type Plan, refuse, WriteSet } from './plan.ts';
import { SERVER_TIME } from './store/node.ts';
import { type OtpRequest, type OtpState, userNodes } from './store/users.ts';
import { encodeUserKey } from './user-key.ts';

/**
 * One-time sign-in codes (the spec shows the /auth/otp screen only; this is the product's design):
 * 10 digits from a cryptographic source, valid for 10 minutes, only hashes stored.
 *
 * Each code is bound to the request that asked for it: the send answers the browser a random
 * request id (never mailed), and a code signs in only with its own request id. So a stranger who
 * knows an address can only guess at codes their own requests made (mailed to the owner, unseen
 * by them), each guess tests one code, and their wrong guesses use up only their own requests:
 * the owner's code, asked for in the owner's browser, stays valid and unguessed.
 *
 * The odds, per address and day (docs/functions.md shows the arithmetic): sends are limited per
 * address by a bucket of SEND_BURST that refills one every SEND_REFILL_MS, so at most
 * 3 + 24 h / 2 min = 723 codes a day; each takes MAX_ATTEMPTS = 3 guesses, so at most 2,169
 * guesses a day, each right with odds 10^-10: at most 2.2 × 10^-7 a day, below 10^-6. A stranger
 * who empties the bucket delays the owner's next code by at most SEND_REFILL_MS, never refuses it
 * for longer, and never touches a code already sent.
 */
export const OTP_LENGTH = 10;
export const OTP_TTL_MS = 10 * 60_000;
export const SEND_BURST = 3;
export const SEND_REFILL_MS = 2 * 60_000;
export const MAX_ATTEMPTS = 3;
/** The most guesses a day can bring per address, and their odds (the design's bound, tested). */
export const GUESSES_PER_DAY =
  (SEND_BURST + Math.floor((24 * 60 * 60_000) / SEND_REFILL_MS)) * MAX_ATTEMPTS;
export const GUESS_ODDS_PER_DAY = GUESSES_PER_DAY / 10 ** OTP_LENGTH;

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

export type OtpSendResult =
  | { readonly sent: true; readonly request: string }
  | { readonly sent: false; readonly retryAt: number };

/** The bucket as it stands at `now`: refilled one send per SEND_REFILL_MS, up to SEND_BURST. */
const refilled = (state: OtpState | null, now: number): { tokens: number; at: number } => {
  const bucket = state?.bucket ?? { tokens: SEND_BURST, at: now };
  const gained = Math.floor(Math.max(0, now - bucket.at) / SEND_REFILL_MS);
  const tokens = Math.min(SEND_BURST, bucket.tokens + gained);
  // A full bucket starts its next refill from now; else from the last refill it earned.
  return { tokens, at: tokens === SEND_BURST ? now : bucket.at + gained * SEND_REFILL_MS };
};

/** The requests whose codes have not expired. */
const live = (state: OtpState | null, now: number): Record<string, OtpRequest> =>
  Object.fromEntries(
    Object.entries(state?.requests ?? {}).filter(([, request]) => request.expiresAt >= now),
  );

/**
 * A send takes one from the address's bucket, stores the code's hash under its request (by the
 * request id's hash, `request.key`), and puts the mail in the outbox; the answer carries the
 * request id for the browser that asked. With the bucket empty it is told when to ask again.
 */
export const claimOtpSend = (
  state: OtpState | null,
  mail: {
    readonly id: string;
    readonly to: string;
    readonly code: string;
    readonly hash: string;
    readonly request: { readonly id: string; readonly key: string };
  },
  ctx: Pick<Context, 'now'>,
): Claim<OtpSendResult, OtpState> => {
  const now = ctx.now;
  const bucket = refilled(state, now);
  if (bucket.tokens < 1) return accept({ sent: false, retryAt: bucket.at + SEND_REFILL_MS });
  const requests = {
    ...live(state, now),
    [mail.request.key]: { hash: mail.hash, expiresAt: now + OTP_TTL_MS },
  };
  const outbox = new WriteSet().set(userNodes.mail(mail.id), {
    to: mail.to,
    subject: 'Your sign-in code',
    text: `Your sign-in code is ${mail.code}. It is valid for 10 minutes.`,
    at: SERVER_TIME,
  });
  return claim(
    { requests, bucket: { tokens: bucket.tokens - 1, at: bucket.at } },
    accept({ sent: true, request: mail.request.id }, outbox),
  );
};

/** A mail the sender delivered leaves the outbox. */
export const planMailSent = (id: string): Plan<true> =>
  accept(true, new WriteSet().remove(userNodes.mail(id)));

/**
 * A guess at the code of one request (by its id's hash): the right code of a live request signs
 * in and uses up every pending code of the address; a wrong one counts against that request
 * alone, which is gone after MAX_ATTEMPTS (`otp-too-many-attempts`: ask for a new one). An
 * unknown request is `otp-invalid`, an expired one `otp-expired`; nothing else is touched.
 */
export const claimOtpVerify = (
  state: OtpState | null,
  requestKey: string,
  hash: string,
  now: number,
): Claim<true, OtpState> => {
  const request = state?.requests?.[requestKey];
  if (request === undefined) return refuse('otp-invalid');
  const { [requestKey]: _this, ...others } = live(state, now);
  if (request.expiresAt < now) return claim({ ...state, requests: others }, refuse('otp-expired'));
  if (request.hash === hash) return claim({ ...state, requests: {} }, accept(true));
  const attempts = (request.attempts ?? 0) + 1;
  // A wrong guess is stored as a claim too, so concurrent guesses all count.
  return attempts >= MAX_ATTEMPTS
    ? claim({ ...state, requests: others }, refuse('otp-too-many-attempts'))
    : claim(
        { ...state, requests: { ...others, [requestKey]: { ...request, attempts } } },
        refuse('otp-invalid'),
      );
};
