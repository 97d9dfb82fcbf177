import type { CallableRequest } from '@engage/domain/contract';
import type { RegisterResult } from '@engage/domain/registration';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CallError } from '../../lib/firebase/calls.ts';
import {
  addressConfirmed,
  registerSettled,
  watchApplication,
} from '../../lib/firebase/registration.ts';
import { currentSession } from '../../lib/firebase/session.ts';
import { forgetRegistration, savedRegistration, saveRegistration } from './saved-registration.ts';

/** How often the waiting screen asks Auth whether the address was confirmed in another tab. */
const CONFIRM_LOOK_MS = 3_000;

/**
 * Where a registration stands once the account exists: still on the form, waiting for the
 * address to be confirmed, waiting for an organiser's approval, or declined. Seated ends it.
 */
export type RegistrationPhase =
  | { readonly kind: 'form' }
  | { readonly kind: 'confirm' }
  | { readonly kind: 'approval'; readonly customerId: string; readonly uid: string }
  | { readonly kind: 'declined' };

/**
 * The registration after its account: register, and when the answer is to wait, wait here and
 * carry on by itself: once the address is confirmed (asked of Auth every few seconds, as the link
 * may be opened in another tab), once an organiser approves (the application, listened to live),
 * or when the person comes back signed in to a half-made account (the details this browser kept).
 * A refusal is thrown to the form, which says which field is wrong.
 */
export const useRegistration = (options: {
  readonly onSeated: (result: RegisterResult) => Promise<void>;
  readonly onFailed: (error: unknown) => void;
}) => {
  const [phase, setPhase] = useState<RegistrationPhase>({ kind: 'form' });
  const [busy, setBusy] = useState(false);
  const saved = useRef<{ uid: string; input: CallableRequest<'register'> } | null>(null);
  const { onSeated, onFailed } = options;

  const attempt = useCallback(
    async (uid: string, input: CallableRequest<'register'>) => {
      saved.current = { uid, input };
      saveRegistration({ uid, input });
      setBusy(true);
      try {
        const answer = await registerSettled(input);
        if (answer.status === 'pending') {
          setPhase({ kind: 'approval', customerId: answer.customerId, uid });
          return;
        }
        forgetRegistration();
        setPhase({ kind: 'form' });
        await onSeated(answer);
      } catch (error) {
        if (error instanceof CallError && error.code === 'email-not-verified') {
          setPhase({ kind: 'confirm' });
          return;
        }
        forgetRegistration();
        if (error instanceof CallError && error.code === 'registration-declined') {
          setPhase({ kind: 'declined' });
          return;
        }
        setPhase({ kind: 'form' });
        throw error;
      } finally {
        setBusy(false);
      }
    },
    [onSeated],
  );

  const carryOn = useCallback(() => {
    const current = saved.current;
    if (current !== null) attempt(current.uid, current.input).catch(onFailed);
  }, [attempt, onFailed]);

  // Back signed in to an account whose registration this browser started: carry it on.
  useEffect(() => {
    let stopped = false;
    currentSession().then((user) => {
      const resumed = user === null ? null : savedRegistration(user.uid);
      if (!stopped && resumed !== null) attempt(resumed.uid, resumed.input).catch(onFailed);
    });
    return () => {
      stopped = true;
    };
  }, [attempt, onFailed]);

  // Waiting for the link: as soon as Auth says the address is confirmed, register again.
  useEffect(() => {
    if (phase.kind !== 'confirm') return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = async () => {
      const confirmed = await addressConfirmed().catch(() => false);
      if (stopped) return;
      if (confirmed) carryOn();
      else timer = setTimeout(look, CONFIRM_LOOK_MS);
    };
    timer = setTimeout(look, CONFIRM_LOOK_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [phase, carryOn]);

  // Waiting for approval: approved registers again; declined says so.
  useEffect(() => {
    if (phase.kind !== 'approval') return;
    return watchApplication(phase.customerId, phase.uid, (application) => {
      if (application?.state === 'approved') carryOn();
      if (application?.state === 'declined') {
        forgetRegistration();
        setPhase({ kind: 'declined' });
      }
    });
  }, [phase, carryOn]);

  /** "I opened the link": Auth is asked at once (and the token refreshed) before registering. */
  const checkNow = useCallback(() => {
    void addressConfirmed()
      .catch(() => false)
      .then((confirmed) => {
        if (confirmed) carryOn();
      });
  }, [carryOn]);

  return { phase, busy, attempt, checkNow };
};
