import { createFileRoute, Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { LoginForm } from '../features/auth/login-form.tsx';
import { WaysIn } from '../features/auth/ways-in.tsx';
import { LoginLayout } from '../layouts/login-layout.tsx';

/** /auth/login: the event login (?event=), in the login layout. */
export const Route = createFileRoute('/auth_/login')({
  validateSearch: v.object({
    redirect: v.optional(v.pipe(v.string(), v.startsWith('/'))),
    /** Why the app signed the user out itself: `revoked`, their sessions were ended by a revoke. */
    ended: v.optional(v.picklist(['revoked'])),
  }),
  component: EventLoginPage,
});

function EventLoginPage() {
  const { event, redirect, ended } = Route.useSearch();
  return (
    <LoginLayout>
      <WaysIn>
        {ended === 'revoked' ? (
          <p className="notice" role="alert">
            You were signed out because an organiser changed your rights or removed your account:
            sign in again to continue, or ask the organiser if you cannot.
          </p>
        ) : null}
        <LoginForm eventId={event} redirect={redirect} />
        <p>
          No account yet? <Link to="/auth/register">Register</Link> ·{' '}
          <Link to="/auth/otp">Sign in with a code</Link>
        </p>
      </WaysIn>
    </LoginLayout>
  );
}
