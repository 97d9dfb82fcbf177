import { createFileRoute, Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { LoginForm } from '../features/auth/login-form.tsx';
import { WaysIn } from '../features/auth/ways-in.tsx';
import { LoginLayout } from '../layouts/login-layout.tsx';

/** /auth/login: the event login (?event=), in the login layout. */
export const Route = createFileRoute('/auth_/login')({
  validateSearch: v.object({ redirect: v.optional(v.pipe(v.string(), v.startsWith('/'))) }),
  component: EventLoginPage,
});

function EventLoginPage() {
  const { event, redirect } = Route.useSearch();
  return (
    <LoginLayout>
      <WaysIn>
        <LoginForm eventId={event} redirect={redirect} />
        <p>
          No account yet? <Link to="/auth/register">Register</Link> ·{' '}
          <Link to="/auth/otp">Sign in with a code</Link>
        </p>
      </WaysIn>
    </LoginLayout>
  );
}
