import type { CallableRequest } from '@engage/domain/contract';
import type { RegisterAnswer } from '@engage/domain/registration';
import { type Application, organiserNodes } from '@engage/domain/store/organisers';
import { getIdToken, reload } from 'firebase/auth';
import { auth } from './auth-client.ts';
import { callRegister } from './calls.ts';
import { watch } from './read.ts';

/** How long the app waits before asking again when another try of the account is under way. */
const UNDER_WAY_RETRY_MS = 1_000;
const UNDER_WAY_TRIES = 120;

/**
 * Registers, asking again while another try of the same account is under way (the server answers
 * "under way" at once instead of waiting): the answer is the profile, or `pending` approval.
 */
export const registerSettled = async (
  input: CallableRequest<'register'>,
  pause: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): Promise<Exclude<RegisterAnswer, { status: 'under-way' }>> => {
  for (let tries = 1; ; tries += 1) {
    const answer = await callRegister(input);
    if (answer.status !== 'under-way' || tries >= UNDER_WAY_TRIES) {
      if (answer.status === 'under-way') throw new Error('the registration is still under way');
      return answer;
    }
    await pause(UNDER_WAY_RETRY_MS);
  }
};

/**
 * Whether the signed-in account's address is confirmed now (the link may have been opened in
 * another tab): Auth is asked again, and once it is, a fresh ID token carries it to the functions.
 */
export const addressConfirmed = async (): Promise<boolean> => {
  const user = auth().currentUser;
  if (user === null) return false;
  await reload(user);
  if (!user.emailVerified) return false;
  await getIdToken(user, true);
  return true;
};

/** The caller's own application to a company admitting by approval, live (null: none). */
export const watchApplication = (
  customerId: string,
  uid: string,
  onChange: (application: Application | null) => void,
): (() => void) =>
  watch(organiserNodes.application(customerId, uid), onChange, () => onChange(null));
