import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** Header, main landmark and footer shared by every screen, the 404 and 500 pages included. */
export const SiteShell = ({ children }: { children: ReactNode }) => (
  <div className="shell">
    <header className="shell-header">
      <Link to="/" className="brand">
        Engage
      </Link>
    </header>
    <main className="shell-main">{children}</main>
    <footer className="shell-footer">Network, play, earn points.</footer>
  </div>
);
