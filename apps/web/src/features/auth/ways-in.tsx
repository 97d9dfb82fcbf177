import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { i18n } from '../../lib/i18n/i18n.ts';
import { navWords } from '../../lib/i18n/nav-words.ts';
import { useMe } from '../../lib/session/live.ts';
import { SignOutButton } from './sign-out-button.tsx';

const messages = i18n('waysIn', {
  signedIn: 'You are signed in',
  as: params('As {name} ({email}). To use another account, sign out first.'),
  goToEvent: 'Go to the event',
});

/**
 * The ways in (sign in, register, a code) are for visitors: a registered user who is signed in is
 * told so, with the way on and a sign-out, instead. While the session is still being restored the
 * form shows (most who open a sign-in page are visitors), and gives way once a user is known.
 */
export const WaysIn = ({ children }: { children: ReactNode }) => {
  const { me } = useMe();
  const t = useStore(messages);
  if (me === null) return <>{children}</>;
  return (
    <section aria-labelledby="signed-in-title" className="signed-in">
      <h1 id="signed-in-title">{t.signedIn}</h1>
      <p>{t.as({ name: me.profile.name, email: me.profile.email })}</p>
      <p className="actions">
        <Link to="/" className="button">
          {t.goToEvent}
        </Link>
        <SignOutButton />
      </p>
    </section>
  );
};

/**
 * The account part of a navigation: nothing while the session is being restored (no "Sign in"
 * flashing at a signed-in user), a sign-out for a user, and sign in and register for a visitor.
 */
export const AccountNav = ({ visitor }: { visitor?: ReactNode }) => {
  const { session, loading } = useMe();
  const t = useStore(navWords);
  if (loading) return <span className="nav-pending" aria-hidden="true" />;
  if (session !== null) return <SignOutButton />;
  return (
    visitor ?? (
      <>
        <Link to="/auth/login">{t.signIn}</Link>
        <Link to="/auth/register">{t.register}</Link>
      </>
    )
  );
};
