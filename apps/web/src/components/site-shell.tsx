import { Link } from '@tanstack/react-router';
import type { CSSProperties, ReactNode } from 'react';

/** Header, main landmark and footer shared by every screen, the 404 and 500 pages included. */
export const SiteShell = ({ children, style }: { children: ReactNode; style?: CSSProperties }) => (
  <div className="shell" style={style}>
    <header className="shell-header">
      <Link to="/" className="brand">
        Engage
      </Link>
    </header>
    <main className="shell-main">{children}</main>
    <footer className="shell-footer">Network, play, earn points.</footer>
  </div>
);
