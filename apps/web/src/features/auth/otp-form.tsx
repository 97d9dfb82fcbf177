import { DomainError } from '@engage/domain/errors';
import { OTP_LENGTH } from '@engage/domain/otp';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { auth } from '../../lib/firebase/auth-client.ts';
import { callSendOtp, callVerifyOtp } from '../../lib/firebase/calls.ts';
import { signInWithToken } from '../../lib/firebase/session.ts';
import { useFormAction } from '../../lib/use-form-action.ts';
import { landAfterSignIn } from './after-sign-in.ts';
import { otpAsker } from './otp-asker.ts';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { i18n } from '../../lib/i18n/i18n.ts';
import { navWords } from '../../lib/i18n/nav-words.ts';

const messages = i18n('otpForm', {
  enter: 'Enter your code',
  sent: params(
    'If {email} has an account, a {length}-digit code is on its way. It is valid for 10 minutes, in this browser.',
  ),
  code: 'Code',
  other: 'Use another email or send a new code',
  email: 'Email',
  send: 'Send me a code',
});

/**
 * Sign-in with a one-time code: ask for a code by email, then type its digits. The code works
 * only with the request id this browser was answered (kept in this form), so nobody else's
 * guesses count against it.
 */
export const OtpForm = ({ eventId }: { eventId?: string | undefined }) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [request, setRequest] = useState<string | null>(null);
  const { run, pending, message } = useFormAction();
  const t = useStore(messages);
  const nav = useStore(navWords);

  const requestCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(async () => {
      const answer = await callSendOtp({ email, asker: otpAsker() });
      // Too many codes asked for this address lately: the wait is short, the message says so.
      if (!answer.sent) throw new DomainError('rate-limited');
      setRequest(answer.request);
    });
  };

  const verify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code')).trim();
    if (request === null) return;
    run(async () => {
      const { token } = await callVerifyOtp({ email, code, request });
      await signInWithToken(token);
      const user = auth().currentUser;
      if (user === null) return;
      const landing = await landAfterSignIn(
        queryClient,
        { uid: user.uid, email: user.email, emailVerified: user.emailVerified },
        eventId,
      );
      await navigate({ to: landing.to, replace: true });
    });
  };

  return request !== null ? (
    <form onSubmit={verify} className="form" aria-labelledby="otp-title">
      <h1 id="otp-title">{t.enter}</h1>
      <p>{t.sent({ email, length: OTP_LENGTH })}</p>
      <label>
        {t.code}
        <input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`\\d{${OTP_LENGTH}}`}
          maxLength={OTP_LENGTH}
          required
        />
      </label>
      <FormAlert message={message} />
      <button type="submit" disabled={pending}>
        {nav.signIn}
      </button>
      <button type="button" className="link-button" onClick={() => setRequest(null)}>
        {t.other}
      </button>
    </form>
  ) : (
    <form onSubmit={requestCode} className="form" aria-labelledby="otp-title">
      <h1 id="otp-title">{nav.signInWithCode}</h1>
      <label>
        {t.email}
        <input
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </label>
      <FormAlert message={message} />
      <button type="submit" disabled={pending}>
        {t.send}
      </button>
    </form>
  );
};
