import type { ReactNode } from 'react';
import { Brand } from '../components/brand.tsx';
import { LeadConsentPrompt } from '../features/leads/booth-consents.tsx';
import { NotificationToasts } from '../features/notifications/notification-toasts.tsx';
import { useMe } from '../lib/session/live.ts';
import { NavLinks } from './nav-links.tsx';
import { TabBar } from './tab-bar.tsx';

/**
 * The default layout: header with the main navigation, content, footer, the phone's tab bar and
 * the notification toasts, and the question a booth visit puts to the visitor.
 */
export const DefaultLayout = ({ children }: { children: ReactNode }) => {
  const { me } = useMe();
  return (
    <div className="shell">
      <header className="shell-header">
        <Brand />
        <NavLinks />
      </header>
      <main className="shell-main">{children}</main>
      <footer className="shell-footer">Network, play, earn points.</footer>
      <TabBar />
      <NotificationToasts />
      {me === null ? null : <LeadConsentPrompt userKey={me.key} />}
    </div>
  );
};
