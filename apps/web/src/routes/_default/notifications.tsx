import { useStore } from '@nanostores/react';
import { createFileRoute } from '@tanstack/react-router';
import { NotificationList } from '../../features/notifications/notification-list.tsx';
import { navWords } from '../../lib/i18n/nav-words.ts';
import { requireMe } from '../../lib/session/guards.ts';

export const Route = createFileRoute('/_default/notifications')({
  beforeLoad: ({ context: { queryClient }, location }) => requireMe(queryClient, location.href),
  component: NotificationsPage,
});

function NotificationsPage() {
  const { me } = Route.useRouteContext();
  const t = useStore(navWords);
  return (
    <section aria-labelledby="notifications-title">
      <h1 id="notifications-title">{t.notifications}</h1>
      <NotificationList userKey={me.key} eventId={me.profile.eventId} />
    </section>
  );
}
