import type { UserMetadata } from '@engage/domain/registration';
import { FirebaseError } from 'firebase/app';
import { httpsCallable } from 'firebase/functions';
import { functions } from './functions-client.ts';

/**
 * The callables, typed. A refusal arrives as CallError with the domain code the function put in
 * its details (`registration-limit-reached`, `no-event`…) and the catalogue message.
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

const call =
  <I, O>(name: string) =>
  async (data: I): Promise<O> => {
    try {
      return (await httpsCallable<I, O>(functions(), name)(data)).data;
    } catch (error) {
      if (error instanceof FirebaseError) {
        const details = (error as FirebaseError & { details?: { code?: string } }).details;
        throw new CallError(details?.code ?? error.code.replace(/^functions\//, ''), error.message);
      }
      throw error;
    }
  };

export type RegisterRequest = {
  name: string;
  company: string;
  department: string;
  teamName: string;
  customerId: string;
  eventId: string;
  attendance?: 'in_person' | 'online';
  color?: string;
};

export const callRegister = call<
  RegisterRequest,
  { status: 'created' | 'duplicate'; key: string; user: UserMetadata }
>('register');
export const callEventSignIn = call<
  { eventId?: string },
  { status: 'start-playing' | 'continue-playing' }
>('eventSignIn');
export const callSignOut = call<Record<string, never>, { status: 'not-registered' }>('signOut');
export const callSendOtp = call<{ email: string }, { sent: boolean }>('sendOtp');
export const callVerifyOtp = call<{ email: string; code: string }, { token: string }>('verifyOtp');
export const callLevelUp = call<Record<string, never>, { level: number }>('levelUp');
export const callBuyPrize = call<{ prizeId: string; qty: number }, { spent: number }>('buyPrize');
export const callAdminListUsers = call<
  { pageSize?: number; startAfter?: string },
  { users: { key: string; name: string; email: string; uid: string }[]; next?: string }
>('adminListUsers');
export const callAdminAdjustPoints = call<
  { userKey: string; delta: number; reason: string },
  { delta: number }
>('adminAdjustPoints');
