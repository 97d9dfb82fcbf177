import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { auth } from '../../lib/firebase/auth-client.ts';
import { callRedeemInvitation } from '../../lib/firebase/calls.ts';
import { signInWithToken } from '../../lib/firebase/session.ts';
import { useFormAction } from '../../lib/use-form-action.ts';
import { landAfterSignIn } from './after-sign-in.ts';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { i18n } from '../../lib/i18n/i18n.ts';

const messages = i18n('inviteForm', {
  title: 'You are invited',
  text: params('Your organiser registered {email}. Join to sign in and start playing.'),
  join: 'Join the event',
});

/**
 * The invitation link an imported attendee was mailed: it signs them in once, as the address it
 * was sent to, and lands them in the event they were registered for.
 */
export const InviteForm = ({ token, email }: { token: string; email: string }) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { run, pending, message } = useFormAction();
  const t = useStore(messages);
  const join = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(async () => {
      const answer = await callRedeemInvitation({ token, email });
      await signInWithToken(answer.token);
      const user = auth().currentUser;
      if (user === null) return;
      const landing = await landAfterSignIn(
        queryClient,
        { uid: user.uid, email: user.email, emailVerified: user.emailVerified },
        answer.eventId,
      );
      await navigate({ to: landing.to, search: { event: answer.eventId }, replace: true });
    });
  };
  return (
    <form onSubmit={join} className="form" aria-labelledby="invite-title">
      <h1 id="invite-title">{t.title}</h1>
      <p>{t.text({ email })}</p>
      <FormAlert message={message} />
      <button type="submit" disabled={pending}>
        {t.join}
      </button>
    </form>
  );
};
