import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  claimOtpSend,
  claimOtpVerify,
  generateOtpCode,
  NO_ASKER,
  otpAddress,
} from '@engage/domain/otp';
import { userNodes } from '@engage/domain/store/users';
import { commit, commitClaim } from '@engage/server/commit';
import type { Accounts, Deps } from '@engage/server/deps';
import { context } from '@engage/server/deps';
import { fail } from '@engage/server/errors';
import { deliverMails } from '../infra/outbox.ts';

/**
 * One-time sign-in codes: stored only as hashes at otp/{emailKey}, each under the hash of the
 * request id the asking browser was answered (so the database holds no usable request id); the
 * mail goes to outbox/, where the mail sender delivers it (locally, the dev stack prints it).
 * Whether an address has an account is never revealed: an unknown address gets the same answer
 * (with a request id of its own) and no code.
 */
const sha256 = (text: string, encoding: 'base64' | 'hex'): string =>
  createHash('sha256').update(text).digest(encoding);
const codeHash = (emailKey: string, request: string, code: string): string =>
  sha256(`${emailKey}:${request}:${code}`, 'base64');
/** Where a request's code is stored: a database key (hex), never the id itself. */
const requestKey = (request: string): string => sha256(request, 'hex');

export const sendOtp = async (
  deps: Deps & { accounts: Accounts },
  input: { email: string; asker?: string | undefined },
) => {
  const address = await commit(deps, otpAddress(input.email));
  // 128 random bits: the only way to guess at the code this request makes.
  const request = randomBytes(16).toString('base64url');
  const uid = await deps.accounts.uidForEmail(address.email);
  if (uid === null) return { sent: true as const, request };
  const code = generateOtpCode(randomInt);
  const ctx = context(deps);
  const mail = {
    id: ctx.newId(),
    to: address.email,
    code,
    hash: codeHash(address.key, request, code),
    request: { id: request, key: requestKey(request) },
    // Sends are limited per asking browser too (otp.ts); only its id's hash is stored.
    asker: input.asker === undefined ? NO_ASKER : requestKey(`asker:${input.asker}`),
  };
  const result = await commitClaim(deps, userNodes.otp(address.key), (state) =>
    claimOtpSend(state, mail, ctx),
  );
  if (result.sent && deps.mailer !== undefined) await deliverMails(deps, deps.mailer, [mail.id]);
  return result;
};

export const verifyOtp = async (
  deps: Deps & { accounts: Accounts },
  input: { email: string; code: string; request: string },
) => {
  const address = await commit(deps, otpAddress(input.email));
  await commitClaim(deps, userNodes.otp(address.key), (state) =>
    claimOtpVerify(
      state,
      requestKey(input.request),
      codeHash(address.key, input.request, input.code),
      deps.now(),
    ),
  );
  const uid = (await deps.accounts.uidForEmail(address.email)) ?? fail('otp-invalid');
  return { token: await deps.accounts.customToken(uid) };
};
