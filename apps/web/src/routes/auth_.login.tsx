import { loginSearch } from '@engage/domain/search';
import { useStore } from '@nanostores/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { LoginForm } from '../features/auth/login-form.tsx';
import { WaysIn } from '../features/auth/ways-in.tsx';
import { LoginLayout } from '../layouts/login-layout.tsx';
import { i18n } from '../lib/i18n/i18n.ts';
import { navWords } from '../lib/i18n/nav-words.ts';

const messages = i18n('loginPage', {
  revoked:
    'You were signed out because an organiser changed your rights or removed your account: sign in again to continue, or ask the organiser if you cannot.',
  noAccount: 'No account yet?',
});

/** /auth/login: the event login (?event=), in the login layout. */
export const Route = createFileRoute('/auth_/login')({
  validateSearch: loginSearch,
  component: EventLoginPage,
});

function EventLoginPage() {
  const { event, redirect, ended } = Route.useSearch();
  const t = useStore(messages);
  const nav = useStore(navWords);
  return (
    <LoginLayout>
      <WaysIn>
        {ended === 'revoked' ? (
          <p className="notice" role="alert">
            {t.revoked}
          </p>
        ) : null}
        <LoginForm eventId={event} redirect={redirect} />
        <p>
          {t.noAccount} <Link to="/auth/register">{nav.register}</Link> ·{' '}
          <Link to="/auth/otp">{nav.signInWithCode}</Link>
        </p>
      </WaysIn>
    </LoginLayout>
  );
}
