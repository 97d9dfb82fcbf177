import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Brand } from '../components/brand.tsx';
import { AccountNav } from '../features/auth/ways-in.tsx';
import { NotificationToasts } from '../features/notifications/notification-toasts.tsx';
import { useMe } from '../lib/session/live.ts';
import { TabBar } from './tab-bar.tsx';

/**
 * The market layout: a way back to the app, sign-out, the phone's tab bar, the notification toasts
 * (a prize set aside is told here too), and what the user can
 * spend, explained: the balance is the points earned minus the points spent on prizes (the
 * leaderboard keeps counting points earned).
 */
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
          <Link to="/">← Back to the event</Link>
          <AccountNav />
        </nav>
        {me ? (
          <p className="balance" title="Points earned minus points spent on prizes">
            Balance: {me.points - me.spent} points
            <span className="hint">
              {' '}
              ({me.points} earned − {me.spent} spent; your leaderboard score stays {me.points})
            </span>
          </p>
        ) : null}
      </header>
      <main className="shell-main">{children}</main>
      <TabBar />
      <NotificationToasts />
    </div>
  );
};
