import { createFileRoute } from '@tanstack/react-router';
import { RpsScreen } from '../../features/rps/rps-screen.tsx';
import { requireMe } from '../../lib/session/guards.ts';
import { useMe } from '../../lib/session/live.ts';

export const Route = createFileRoute('/_default/rock-paper-scissors')({
  beforeLoad: ({ context: { queryClient }, location }) => requireMe(queryClient, location.href),
  component: RpsPage,
});

/** Matches are played at the user's own event, whatever event the address names. */
function RpsPage() {
  const { me } = useMe();
  if (me === null) return null;
  return (
    <RpsScreen
      key={me.key}
      me={{ key: me.key, publicId: me.profile.publicId }}
      eventId={me.profile.eventId}
    />
  );
}
