import { useStore } from '@nanostores/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useFormAction } from '../../lib/use-form-action.ts';

const messages = i18n('loginForm', {
  title: 'Sign in',
  eventTitle: 'Sign in to your event',
  email: 'Email',
  password: 'Password',
  emailMissing: 'Email: enter the address you registered with.',
  passwordMissing: 'Password: enter your password.',
  submit: 'Sign in',
  pending: 'Signing in…',
});

export const LoginForm = ({
  eventId,
  redirect,
}: {
  eventId?: string | undefined;
  redirect?: string | undefined;
}) => {
  const t = useStore(messages);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { run, pending, message, setMessage } = useFormAction();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // An empty field is named before anything is asked of the server: never "wrong password".
    const missing = [
      String(form.get('email')).trim() === '' ? t.emailMissing : '',
      String(form.get('password')) === '' ? t.passwordMissing : '',
    ].filter((line) => line !== '');
    if (missing.length > 0)
      return setMessage({ code: 'invalid-argument', text: missing.join(' ') });
    run(async () => {
      // The SDKs load with the first submit, so the form itself paints without them.
      const [{ signIn }, { landAfterSignIn }] = await Promise.all([
        import('../../lib/firebase/session.ts'),
        import('./after-sign-in.ts'),
      ]);
      const user = await signIn(String(form.get('email')), String(form.get('password')));
      const landing = await landAfterSignIn(queryClient, user, eventId);
      // Replace, so Back after signing in does not return to the form.
      if (landing.to === '/' && redirect?.startsWith('/'))
        await navigate({ href: redirect, replace: true });
      else await navigate({ to: landing.to, replace: true });
    });
  };

  return (
    <form onSubmit={onSubmit} className="form" aria-labelledby="login-title" noValidate>
      <h1 id="login-title">{eventId ? t.eventTitle : t.title}</h1>
      <label>
        {t.email}
        <input name="email" type="email" autoComplete="email" required />
      </label>
      <label>
        {t.password}
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      <FormAlert message={message} />
      <button type="submit" disabled={pending}>
        {pending ? t.pending : t.submit}
      </button>
    </form>
  );
};
