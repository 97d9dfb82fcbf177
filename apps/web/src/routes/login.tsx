import { createFileRoute, Link } from '@tanstack/react-router';
import { LoginForm } from '../features/auth/login-form.tsx';
import { WaysIn } from '../features/auth/ways-in.tsx';
import { LoginLayout } from '../layouts/login-layout.tsx';

/** /login: sign in without naming an event (the user's own event applies). */
export const Route = createFileRoute('/login')({ component: LoginPage });

function LoginPage() {
  return (
    <LoginLayout>
      <WaysIn>
        <LoginForm />
        <p>
          No account yet? <Link to="/auth/register">Register</Link>
        </p>
      </WaysIn>
    </LoginLayout>
  );
}
