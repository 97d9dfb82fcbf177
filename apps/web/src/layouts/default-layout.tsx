import { useStore } from '@nanostores/react';
import { type ReactNode, Suspense } from 'react';
import { Brand } from '../components/brand.tsx';
import { i18n } from '../lib/i18n/i18n.ts';
import { lazyPart } from '../lib/lazy-part.tsx';
import { useMe } from '../lib/session/live.ts';
import { NavLinks } from './nav-links.tsx';
import { TabBar } from './tab-bar.tsx';

// Loaded once an attendee of an event is signed in, never on a visitor's first visit: the entry
// routes' JavaScript budget (bench/RESULTS.md) holds no room for it.
const AnnouncementBanner = lazyPart(() =>
  import('../features/notifications/announcement-banner.tsx').then(
    (module) => module.AnnouncementBanner,
  ),
);

// Loaded for a signed-in attendee only, for the same reason: the question a booth visit asks.
const LeadConsentPrompt = lazyPart(() =>
  import('../features/leads/booth-consents.tsx').then((module) => module.LeadConsentPrompt),
);

// And the toasts of new notifications: a visitor has none.
const NotificationToasts = lazyPart(() =>
  import('../features/notifications/notification-toasts.tsx').then(
    (module) => module.NotificationToasts,
  ),
);

const messages = i18n('defaultLayout', { footer: 'Network, play, earn points.' });

const Announcements = () => {
  const { me } = useMe();
  return me === null || (me.profile.eventId ?? '') === '' ? null : (
    <Suspense fallback={null}>
      <AnnouncementBanner />
    </Suspense>
  );
};

/**
 * The default layout: header with the main navigation, the organisers' newest announcement,
 * content, footer, the phone's tab bar, the notification toasts, and the question a booth visit
 * puts to the visitor.
 */
export const DefaultLayout = ({ children }: { children: ReactNode }) => {
  const { me } = useMe();
  const t = useStore(messages);
  return (
    <div className="shell">
      <header className="shell-header">
        <Brand />
        <NavLinks />
      </header>
      <main className="shell-main">
        <Announcements />
        {children}
      </main>
      <footer className="shell-footer">{t.footer}</footer>
      <TabBar />
      {me === null ? null : (
        <Suspense fallback={null}>
          <NotificationToasts />
          <LeadConsentPrompt userKey={me.key} />
        </Suspense>
      )}
    </div>
  );
};
