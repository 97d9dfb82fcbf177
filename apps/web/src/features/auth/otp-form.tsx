import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { auth } from '../../lib/firebase/auth-client.ts';
import { callSendOtp, callVerifyOtp } from '../../lib/firebase/calls.ts';
import { signInWithToken } from '../../lib/firebase/session.ts';
import { useFormAction } from '../../lib/use-form-action.ts';
import { landAfterSignIn } from './after-sign-in.ts';

/** Sign-in with a one-time code: ask for a code by email, then type the 6 digits. */
export const OtpForm = ({ eventId }: { eventId?: string | undefined }) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { run, pending, message } = useFormAction();

  const requestCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(async () => {
      await callSendOtp({ email });
      setSent(true);
    });
  };

  const verify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code')).trim();
    run(async () => {
      const { token } = await callVerifyOtp({ email, code });
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

  return sent ? (
    <form onSubmit={verify} className="form" aria-labelledby="otp-title">
      <h1 id="otp-title">Enter your code</h1>
      <p>If {email} has an account, a 6-digit code is on its way. It is valid for 10 minutes.</p>
      <label>
        Code
        <input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          required
        />
      </label>
      <FormAlert message={message} />
      <button type="submit" disabled={pending}>
        Sign in
      </button>
      <button type="button" className="link-button" onClick={() => setSent(false)}>
        Use another email or send a new code
      </button>
    </form>
  ) : (
    <form onSubmit={requestCode} className="form" aria-labelledby="otp-title">
      <h1 id="otp-title">Sign in with a code</h1>
      <label>
        Email
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
        Send me a code
      </button>
    </form>
  );
};
