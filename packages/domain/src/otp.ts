import { accept, type Claim, type Context, claim, type Plan, refuse, WriteSet } from './plan.ts';
import { SERVER_TIME } from './store/node.ts';
import type { OtpAsker, OtpBucket, OtpRequest, OtpState } from './store/otp.ts';
import { userNodes } from './store/users.ts';
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
 * Sends are limited per asking browser as well as per address, so a stranger cannot use up the
 * owner's sends. Each browser sends a random id of its own (`asker`, kept in the browser; one
 * that sends none shares a single lane with every other such caller) and has a bucket per
 * address of ASKER_BURST sends, refilled one every ASKER_REFILL_MS. The browsers not known to
 * the address also share the address's bucket of ADDRESS_BURST, refilled one every
 * ADDRESS_REFILL_MS: bigger than one browser's, so a stranger in one browser (or many without an
 * id) leaves the owner's new browser sends to spare. A browser whose code signed in is known to
 * the address (up to KNOWN_ASKERS, the latest kept) and sends from its own bucket alone, so the
 * owner always gets a code there, however the address's bucket is emptied.
 *
 * The odds, per address and day (docs/functions.md shows the arithmetic): at most
 * 10 + 24 h / 2 min = 730 codes a day to unknown browsers, and 5 × (3 + 24 h / 5 min) = 1,455 to
 * known ones; each takes MAX_ATTEMPTS = 3 guesses, so at most 6,555 guesses a day, each right with
 * odds 10^-10: at most 6.6 × 10^-7 a day, below 10^-6. What a stranger can still do: with a new
 * made-up browser id for every send, empty the address's bucket and so delay a code asked for in
 * a browser that never signed in to the address, by at most ADDRESS_REFILL_MS per code they
 * take; never a known browser's, and never a code already sent.
 */
export const OTP_LENGTH = 10;
export const OTP_TTL_MS = 10 * 60_000;
export const ASKER_BURST = 3;
export const ASKER_REFILL_MS = 5 * 60_000;
export const ADDRESS_BURST = 10;
export const ADDRESS_REFILL_MS = 2 * 60_000;
export const KNOWN_ASKERS = 5;
export const MAX_ATTEMPTS = 3;
const DAY_MS = 24 * 60 * 60_000;
/** The most guesses a day can bring per address, and their odds (the design's bound, tested). */
export const GUESSES_PER_DAY =
  (ADDRESS_BURST +
    Math.floor(DAY_MS / ADDRESS_REFILL_MS) +
    KNOWN_ASKERS * (ASKER_BURST + Math.floor(DAY_MS / ASKER_REFILL_MS))) *
  MAX_ATTEMPTS;
export const GUESS_ODDS_PER_DAY = GUESSES_PER_DAY / 10 ** OTP_LENGTH;
/** The lane of every send that names no asking browser: one bucket for all of them. */
export const NO_ASKER = '-';

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

/** A bucket as it stands at `now`: refilled one send per `refillMs`, up to `burst`. */
const refilled = (
  bucket: OtpBucket | undefined,
  burst: number,
  refillMs: number,
  now: number,
): OtpBucket => {
  const from = bucket ?? { tokens: burst, at: now };
  const gained = Math.floor(Math.max(0, now - from.at) / refillMs);
  const tokens = Math.min(burst, from.tokens + gained);
  // A full bucket starts its next refill from now; else from the last refill it earned.
  return { tokens, at: tokens === burst ? now : from.at + gained * refillMs };
};

/** The requests whose codes have not expired. */
const live = (state: OtpState | null, now: number): Record<string, OtpRequest> =>
  Object.fromEntries(
    Object.entries(state?.requests ?? {}).filter(([, request]) => request.expiresAt >= now),
  );

/** The browsers worth keeping: the known ones, and those whose sends have not refilled yet. */
const kept = (state: OtpState | null, now: number): Record<string, OtpAsker> =>
  Object.fromEntries(
    Object.entries(state?.askers ?? {}).filter(
      ([, asker]) =>
        asker.knownAt !== undefined ||
        refilled(asker.bucket, ASKER_BURST, ASKER_REFILL_MS, now).tokens < ASKER_BURST,
    ),
  );

/**
 * A send takes one from the asking browser's bucket and, for a browser not known to the address,
 * one from the address's; it stores the code's hash under its request (by the request id's hash,
 * `request.key`), with the browser's, and puts the mail in the outbox; the answer carries the
 * request id for the browser that asked. With a bucket empty it is told when to ask again.
 */
export const claimOtpSend = (
  state: OtpState | null,
  mail: {
    readonly id: string;
    readonly to: string;
    readonly code: string;
    readonly hash: string;
    readonly request: { readonly id: string; readonly key: string };
    /** The hash of the asking browser's id, or NO_ASKER. */
    readonly asker: string;
  },
  ctx: Pick<Context, 'now'>,
): Claim<OtpSendResult, OtpState> => {
  const now = ctx.now;
  const askers = kept(state, now);
  const own = askers[mail.asker];
  const mine = refilled(own?.bucket, ASKER_BURST, ASKER_REFILL_MS, now);
  const known = own?.knownAt !== undefined;
  const shared = refilled(state?.bucket, ADDRESS_BURST, ADDRESS_REFILL_MS, now);
  const waits = [
    ...(mine.tokens < 1 ? [mine.at + ASKER_REFILL_MS] : []),
    ...(!known && shared.tokens < 1 ? [shared.at + ADDRESS_REFILL_MS] : []),
  ];
  if (waits.length > 0) return accept({ sent: false, retryAt: Math.max(...waits) });
  const request: OtpRequest = {
    hash: mail.hash,
    expiresAt: now + OTP_TTL_MS,
    ...(mail.asker === NO_ASKER ? {} : { asker: mail.asker }),
  };
  const outbox = new WriteSet().set(userNodes.mail(mail.id), {
    to: mail.to,
    subject: 'Your sign-in code',
    text: `Your sign-in code is ${mail.code}. It is valid for 10 minutes.`,
    at: SERVER_TIME,
  });
  return claim(
    {
      requests: { ...live(state, now), [mail.request.key]: request },
      bucket: known ? shared : { tokens: shared.tokens - 1, at: shared.at },
      askers: {
        ...askers,
        [mail.asker]: { ...own, bucket: { tokens: mine.tokens - 1, at: mine.at } },
      },
    },
    accept({ sent: true, request: mail.request.id }, outbox),
  );
};

/**
 * The browser whose code signed in becomes known to the address (the lane of callers that name
 * none stores no browser on its requests, so it never does); past KNOWN_ASKERS, the one that
 * signed in longest ago is forgotten.
 */
const knowAsker = (
  askers: Record<string, OtpAsker>,
  asker: string,
  now: number,
): Record<string, OtpAsker> => {
  const own = askers[asker];
  const next = {
    ...askers,
    [asker]: { bucket: own?.bucket ?? { tokens: ASKER_BURST, at: now }, knownAt: now },
  };
  const known = Object.entries(next)
    .flatMap(([key, entry]) => (entry.knownAt === undefined ? [] : [[key, entry.knownAt] as const]))
    .sort(([, a], [, b]) => b - a);
  for (const [key] of known.slice(KNOWN_ASKERS)) delete next[key];
  return next;
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
  if (request.hash === hash)
    return claim(
      request.asker === undefined
        ? { ...state, requests: {} }
        : { ...state, requests: {}, askers: knowAsker(kept(state, now), request.asker, now) },
      accept(true),
    );
  const attempts = (request.attempts ?? 0) + 1;
  // A wrong guess is stored as a claim too, so concurrent guesses all count.
  return attempts >= MAX_ATTEMPTS
    ? claim({ ...state, requests: others }, refuse('otp-too-many-attempts'))
    : claim(
        { ...state, requests: { ...others, [requestKey]: { ...request, attempts } } },
        refuse('otp-invalid'),
      );
};
