import { createFileRoute } from '@tanstack/react-router';
import { NotificationList } from '../../features/notifications/notification-list.tsx';
import { requireMe } from '../../lib/session/guards.ts';

export const Route = createFileRoute('/_default/notifications')({
  beforeLoad: ({ context: { queryClient }, location }) => requireMe(queryClient, location.href),
  component: NotificationsPage,
});

function NotificationsPage() {
  const { me } = Route.useRouteContext();
  return (
    <section aria-labelledby="notifications-title">
      <h1 id="notifications-title">Notifications</h1>
      <NotificationList userKey={me.key} eventId={me.profile.eventId} />
    </section>
  );
}
