import type { ReactNode } from 'react';
import { Brand } from '../components/brand.tsx';
import { AnnouncementBanner } from '../features/notifications/announcement-banner.tsx';
import { NotificationToasts } from '../features/notifications/notification-toasts.tsx';
import { NavLinks } from './nav-links.tsx';
import { TabBar } from './tab-bar.tsx';

/**
 * The default layout: header with the main navigation, the organisers' newest announcement,
 * content, footer, the phone's tab bar and the notification toasts.
 */
export const DefaultLayout = ({ children }: { children: ReactNode }) => (
  <div className="shell">
    <header className="shell-header">
      <Brand />
      <NavLinks />
    </header>
    <main className="shell-main">
      <AnnouncementBanner />
      {children}
    </main>
    <footer className="shell-footer">Network, play, earn points.</footer>
    <TabBar />
    <NotificationToasts />
  </div>
);
