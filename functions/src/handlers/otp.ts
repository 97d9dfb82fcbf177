import { createHash, randomInt } from 'node:crypto';
import {
  claimOtpSend,
  claimOtpVerify,
  generateOtpCode,
  otpAddress,
  planMailSent,
} from '@engage/domain/otp';
import { userNodes } from '@engage/domain/store/users';
import { commit, commitClaim } from '@engage/server/commit';
import type { Accounts, Deps, Mailer } from '@engage/server/deps';
import { context } from '@engage/server/deps';
import { fail } from '@engage/server/errors';
import { read } from '@engage/server/read';
import { logger } from 'firebase-functions';

/**
 * One-time sign-in codes: stored only as salted hashes at otp/{emailKey}; the mail goes to
 * outbox/, where the mail sender delivers it (locally, the dev stack prints it). Whether an address
 * has an account is never revealed: an unknown address gets the same answer and no code.
 */
const hash = (emailKey: string, code: string): string =>
  createHash('sha256').update(`${emailKey}:${code}`).digest('base64');

export const sendOtp = async (deps: Deps & { accounts: Accounts }, input: { email: string }) => {
  const address = await commit(deps, otpAddress(input.email));
  const uid = await deps.accounts.uidForEmail(address.email);
  if (uid === null) return { sent: true as const };
  const code = generateOtpCode(randomInt);
  const ctx = context(deps);
  const mail = { id: ctx.newId(), to: address.email, code, hash: hash(address.key, code) };
  const result = await commitClaim(deps, userNodes.otp(address.key), (state) =>
    claimOtpSend(state, mail, ctx),
  );
  if (result.sent && deps.mailer !== undefined) await deliver(deps, deps.mailer, mail.id);
  return result;
};

/** Sends an outbox mail and removes it; a failed send leaves it there and refuses nothing. */
const deliver = async (deps: Deps, mailer: Mailer, id: string): Promise<void> => {
  const mail = await read(deps, userNodes.mail(id));
  if (mail === null) return;
  try {
    await mailer.send({ to: mail.to, subject: mail.subject, text: mail.text });
    await commit(deps, planMailSent(id));
  } catch (error) {
    logger.error('one-time code mail was not sent; it stays in outbox/', error);
  }
};

export const verifyOtp = async (
  deps: Deps & { accounts: Accounts },
  input: { email: string; code: string },
) => {
  const address = await commit(deps, otpAddress(input.email));
  await commitClaim(deps, userNodes.otp(address.key), (state) =>
    claimOtpVerify(state, hash(address.key, input.code), deps.now()),
  );
  const uid = (await deps.accounts.uidForEmail(address.email)) ?? fail('otp-invalid');
  return { token: await deps.accounts.customToken(uid) };
};
