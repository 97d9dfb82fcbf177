import type { ReactNode } from 'react';
import { Brand } from '../components/brand.tsx';

/** The login layout: the event's colours as a banner beside the sign-in form. */
export const LoginLayout = ({ children }: { children: ReactNode }) => (
  <div className="shell login-shell">
    <aside className="login-banner" aria-label="Welcome">
      <Brand />
      <p>Network, play and climb the leaderboard at your event.</p>
    </aside>
    <main className="shell-main login-main">{children}</main>
  </div>
);
