import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Brand } from '../components/brand.tsx';
import { AccountNav } from '../features/auth/ways-in.tsx';
import { NotificationToasts } from '../features/notifications/notification-toasts.tsx';
import { useFormat } from '../lib/i18n/format.ts';
import { i18n } from '../lib/i18n/i18n.ts';
import { navWords } from '../lib/i18n/nav-words.ts';
import { useMe } from '../lib/session/live.ts';

const messages = i18n('marketLayout', {
  navLabel: 'Market',
  prizes: 'Prizes',
  compactList: 'Compact list',
  balanceTitle: 'Points earned minus points spent on prizes',
  balance: params('Balance: {balance} points'),
  balanceHint: params('({earned} earned − {spent} spent; your leaderboard score stays {earned})'),
});

import { TabBar } from './tab-bar.tsx';

/**
 * The market layout: a way back to the app, sign-out, the phone's tab bar, the notification toasts
 * (a prize set aside is told here too), and what the user can
 * spend, explained: the balance is the points earned minus the points spent on prizes (the
 * leaderboard keeps counting points earned).
 */
export const MarketLayout = ({ children }: { children: ReactNode }) => {
  const { me } = useMe();
  const t = useStore(messages);
  const nav = useStore(navWords);
  const format = useFormat();
  return (
    <div className="shell market-shell">
      <header className="shell-header">
        <Brand />
        <nav aria-label={t.navLabel} className="nav">
          <Link to="/market" activeOptions={{ exact: true }}>
            {t.prizes}
          </Link>
          <Link to="/market/index1">{t.compactList}</Link>
          <Link to="/">← {nav.backToEvent}</Link>
          <AccountNav />
        </nav>
        {me ? (
          <p className="balance" title={t.balanceTitle}>
            {t.balance({ balance: format.number(me.points - me.spent) })}
            <span className="hint">
              {' '}
              {t.balanceHint({ earned: format.number(me.points), spent: format.number(me.spent) })}
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
