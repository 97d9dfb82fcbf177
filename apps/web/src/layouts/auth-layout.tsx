import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Brand } from '../components/brand.tsx';
import { AccountNav } from '../features/auth/ways-in.tsx';

/** The auth layout: a centred card with the ways in (sign in, register, one-time code). */
export const AuthLayout = ({ children }: { children: ReactNode }) => (
  <div className="shell auth-shell">
    <header className="shell-header">
      <Brand />
      <nav aria-label="Account" className="nav">
        <Link to="/">Home</Link>
        <AccountNav
          visitor={
            <>
              <Link to="/auth/login">Sign in</Link>
              <Link to="/auth/register">Register</Link>
              <Link to="/auth/otp">Sign in with a code</Link>
            </>
          }
        />
      </nav>
    </header>
    <main className="shell-main auth-card">{children}</main>
  </div>
);
