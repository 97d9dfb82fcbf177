import { useStore } from '@nanostores/react';
import { createFileRoute } from '@tanstack/react-router';
import { MySessions } from '../../features/session-checkin/my-sessions.tsx';
import { routeTitles } from '../../layouts/route-titles.ts';
import { requireMe } from '../../lib/session/guards.ts';

/** The sessions the attendee checked in to, and their ratings once each has ended. */
export const Route = createFileRoute('/_default/my-sessions')({
  beforeLoad: ({ context: { queryClient }, location }) => requireMe(queryClient, location.href),
  component: MySessionsPage,
});

function MySessionsPage() {
  const { me } = Route.useRouteContext();
  const titles = useStore(routeTitles);
  return (
    <section aria-labelledby="my-sessions-title">
      <h1 id="my-sessions-title">{titles['/_default/my-sessions']}</h1>
      <MySessions eventId={me.profile.eventId} userKey={me.key} />
    </section>
  );
}
