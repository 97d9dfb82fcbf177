import type { CallableName, CallableOutput, CallableRequest } from '@engage/domain/contract';
import { FirebaseError } from 'firebase/app';
import { httpsCallable } from 'firebase/functions';
import { appCheckReady } from './app-check.ts';
import { functions } from './functions-client.ts';

/**
 * The callables, by their names in the domain contract and typed by it, so the browser and the
 * functions cannot disagree on a name, a field or a result. A refusal arrives as CallError with
 * the domain code the function put in its details (`registration-limit-reached`, `no-event`…) and
 * the catalogue message.
 */
export class CallError extends Error {
  override readonly name = 'CallError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const call = async <N extends CallableName>(
  name: N,
  data: CallableRequest<N>,
): Promise<CallableOutput<N>> => {
  await appCheckReady();
  try {
    return (await httpsCallable<CallableRequest<N>, CallableOutput<N>>(functions(), name)(data))
      .data;
  } catch (error) {
    if (error instanceof FirebaseError) {
      const details = (error as FirebaseError & { details?: { code?: string } }).details;
      throw new CallError(details?.code ?? error.code.replace(/^functions\//, ''), error.message);
    }
    throw error;
  }
};

const callable =
  <N extends CallableName>(name: N) =>
  (data: CallableRequest<N>): Promise<CallableOutput<N>> =>
    call(name, data);

export type RegisterRequest = CallableRequest<'register'>;
export const callRegister = callable('register');
export const callEventSignIn = callable('eventSignIn');
export const callSignOut = callable('signOut');
export const callSendOtp = callable('sendOtp');
export const callVerifyOtp = callable('verifyOtp');
export const callLevelUp = callable('levelUp');
export const callStartBingo = callable('startBingo');
export const callAnswerTrivia = callable('answerTrivia');
export const callBuyPrize = callable('buyPrize');
export const callAdminAdjustPoints = callable('adminAdjustPoints');
export const callAdminSetOrganiser = callable('adminSetOrganiser');
export const callAdminRemoveUser = callable('adminRemoveUser');
export const callAdminSetRep = callable('adminSetRep');
export const callAdminCreateCompany = callable('adminCreateCompany');
export const callAdminUpdateCompany = callable('adminUpdateCompany');
export const callAdminWriteEvent = callable('adminWriteEvent');
export const callAdminWriteSpeaker = callable('adminWriteSpeaker');
export const callAdminWriteSponsor = callable('adminWriteSponsor');
export const callAdminWritePrize = callable('adminWritePrize');
export const callAdminDeleteContent = callable('adminDeleteContent');
export const callAdminSetTheme = callable('adminSetTheme');
export const callAllocatePrize = callable('allocatePrize');
export const callUpdateProfile = callable('updateProfile');
export const callPublishPhoto = callable('publishPhoto');
export const callRequestPair = callable('requestPair');
export const callRespondPair = callable('respondPair');
export const callDisconnectPair = callable('disconnectPair');
export const callPlayRps = callable('playRps');
export const callClaimRpsForfeit = callable('claimRpsForfeit');
