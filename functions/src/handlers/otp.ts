import { createHash } from 'node:crypto';
import { decideOtpSend, decideOtpVerify, generateOtpCode, type OtpState } from '@engage/domain/otp';
import { dbPaths } from '@engage/domain/paths';
import { encodeUserKey } from '@engage/domain/user-key';
import { ServerValue } from 'firebase-admin/database';
import type { Accounts, Deps } from '../deps.ts';
import { fail } from '../errors.ts';
import { transact } from '../transact.ts';

/**
 * One-time sign-in codes. The code is stored only as a salted hash at otp/{emailKey}, expires,
 * allows a few attempts and a few sends per address; the message goes to outbox/, where a mail
 * sender picks it up (locally, the dev stack prints it). Whether an address has an account is never
 * revealed: an unknown address gets the same answer and no code.
 */
const hash = (emailKey: string, code: string): string =>
  createHash('sha256').update(`${emailKey}:${code}`).digest('base64');

const emailKeyOf = (email: string): string => {
  const key = encodeUserKey(email.trim().toLowerCase());
  return key.ok ? key.value : fail('invalid-email');
};

export const sendOtp = async (deps: Deps & { accounts: Accounts }, input: { email: string }) => {
  const emailKey = emailKeyOf(input.email);
  const uid = await deps.accounts.uidForEmail(input.email.trim().toLowerCase());
  if (uid === null) return { sent: true };
  const code = generateOtpCode(deps.random);
  let refused = false;
  await transact<OtpState>(deps.db.ref(dbPaths.otp(emailKey)), (state) => {
    const decision = decideOtpSend(state, hash(emailKey, code), deps.now());
    refused = !decision.ok;
    return decision.ok ? decision.value : undefined;
  });
  if (refused) return fail('otp-rate-limited');
  await deps.db.ref(dbPaths.outbox()).push({
    to: input.email.trim().toLowerCase(),
    subject: 'Your sign-in code',
    text: `Your sign-in code is ${code}. It is valid for 10 minutes.`,
    at: ServerValue.TIMESTAMP,
  });
  return { sent: true };
};

export const verifyOtp = async (
  deps: Deps & { accounts: Accounts },
  input: { email: string; code: string },
) => {
  const emailKey = emailKeyOf(input.email);
  let verdict: ReturnType<typeof decideOtpVerify>['result'] = { ok: false, error: 'otp-invalid' };
  await transact<OtpState>(deps.db.ref(dbPaths.otp(emailKey)), (state) => {
    const decision = decideOtpVerify(state, hash(emailKey, input.code), deps.now());
    verdict = decision.result;
    return decision.next;
  });
  if (!verdict.ok) return fail(verdict.error);
  const uid = await deps.accounts.uidForEmail(input.email.trim().toLowerCase());
  if (uid === null) return fail('otp-invalid');
  return { token: await deps.accounts.customToken(uid) };
};
