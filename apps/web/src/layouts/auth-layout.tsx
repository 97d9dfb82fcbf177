import { useStore } from '@nanostores/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Brand } from '../components/brand.tsx';
import { AccountNav } from '../features/auth/ways-in.tsx';
import { navWords } from '../lib/i18n/nav-words.ts';

/** The auth layout: a centred card with the ways in (sign in, register, one-time code). */
export const AuthLayout = ({ children }: { children: ReactNode }) => {
  const t = useStore(navWords);
  return (
    <div className="shell auth-shell">
      <header className="shell-header">
        <Brand />
        <nav aria-label={t.accountLabel} className="nav">
          <Link to="/">{t.home}</Link>
          <AccountNav
            visitor={
              <>
                <Link to="/auth/login">{t.signIn}</Link>
                <Link to="/auth/register">{t.register}</Link>
                <Link to="/auth/otp">{t.signInWithCode}</Link>
              </>
            }
          />
        </nav>
      </header>
      <main className="shell-main auth-card">{children}</main>
    </div>
  );
};
