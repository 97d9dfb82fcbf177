import type { CallableRequest } from '@engage/domain/contract';
import { messageFor } from '@engage/domain/errors';
import type { RegisterResult } from '@engage/domain/registration';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { CallError } from '../../lib/firebase/calls.ts';
import {
  AuthFailure,
  createAccount,
  currentSession,
  discardAccount,
  type SessionUser,
  signIn,
  signOut,
} from '../../lib/firebase/session.ts';
import { messageOf } from '../../lib/messages.ts';
import { sessionKeys } from '../../lib/session/queries.ts';
import { useFormAction } from '../../lib/use-form-action.ts';
import { useRegistration } from './use-registration.ts';

/**
 * The account a registration is for: a new one, or an existing one without a profile
 * (registration stopped half-way), signed in to with its password.
 */
const accountFor = async (
  email: string,
  password: string,
  name: string,
): Promise<{ readonly user: SessionUser; readonly isNew: boolean }> => {
  try {
    return { user: await createAccount(email, password, name), isNew: true };
  } catch (error) {
    if (!(error instanceof AuthFailure) || error.code !== 'duplicate-user') throw error;
    const user = await signIn(email, password).catch(() => {
      throw error;
    });
    return { user, isNew: false };
  }
};

/** The catalogue's words for a refusal about one field of this form, shown under that field. */
type FieldProblem = { readonly field: 'invitationCode' | 'email'; readonly text: string };
const FIELD_REFUSALS = ['invalid-invitation-code', 'not-admitted'] as const;
const fieldProblemOf = (error: unknown): FieldProblem | null => {
  if (!(error instanceof CallError)) return null;
  const code = FIELD_REFUSALS.find((known) => known === error.code);
  if (code === undefined) return null;
  return {
    field: error.field === 'email' ? 'email' : 'invitationCode',
    text: `${messageFor(code)}.`,
  };
};

/**
 * What the register form's submit does once its fields are checked: the account, then the
 * registration (carried on by itself while it waits, useRegistration); seated, the session is
 * refreshed and the app moves on; a refusal about a field is kept to be shown under it.
 */
export const useRegister = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const action = useFormAction();
  const { run, setMessage } = action;
  const [problem, setProblem] = useState<FieldProblem | null>(null);

  const onSeated = useCallback(
    async (result: RegisterResult) => {
      const user = await currentSession();
      if (user !== null) {
        queryClient.setQueryData(sessionKeys.session, user);
        await queryClient.invalidateQueries({ queryKey: sessionKeys.me(user.uid) });
      }
      if (result.status === 'duplicate') setMessage(messageOf('duplicate-user'));
      else await navigate({ to: '/auth', replace: true });
    },
    [queryClient, navigate, setMessage],
  );
  const onFailed = useCallback(
    (error: unknown) => {
      const field = fieldProblemOf(error);
      if (field !== null) setProblem(field);
      else setMessage(messageOf(error));
    },
    [setMessage],
  );
  const registration = useRegistration({ onSeated, onFailed });

  const register = (
    account: { readonly email: string; readonly password: string; readonly name: string },
    input: CallableRequest<'register'>,
  ) =>
    run(async () => {
      const { user, isNew } = await accountFor(account.email, account.password, account.name);
      queryClient.setQueryData(sessionKeys.session, user);
      try {
        await registration.attempt(user.uid, input);
      } catch (error) {
        // A refusal frees the email again (the account is new) or signs out of it, so the form
        // can be sent again as it is, with the field put right.
        await (isNew ? discardAccount() : Promise.reject()).catch(() => signOut());
        const field = fieldProblemOf(error);
        if (field === null) throw error;
        setProblem(field);
      }
    });

  return { ...action, problem, setProblem, registration, register };
};
