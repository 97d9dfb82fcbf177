import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Brand } from '../components/brand.tsx';
import { useMe } from '../lib/session/live.ts';

/** The market layout: the header shows what the user can spend. */
export const MarketLayout = ({ children }: { children: ReactNode }) => {
  const { me } = useMe();
  return (
    <div className="shell market-shell">
      <header className="shell-header">
        <Brand />
        <nav aria-label="Market" className="nav">
          <Link to="/market" activeOptions={{ exact: true }}>
            Prizes
          </Link>
          <Link to="/market/index1">Compact list</Link>
          <Link to="/">Home</Link>
        </nav>
        {me ? <p className="balance">Balance: {me.points - me.spent} points</p> : null}
      </header>
      <main className="shell-main">{children}</main>
    </div>
  );
};
