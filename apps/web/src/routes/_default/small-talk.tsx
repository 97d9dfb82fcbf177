import { createFileRoute } from '@tanstack/react-router';
import { SmallTalkScreen } from '../../features/small-talk/small-talk-screen.tsx';
import { requireMe } from '../../lib/session/guards.ts';
import { useMe } from '../../lib/session/live.ts';

export const Route = createFileRoute('/_default/small-talk')({
  beforeLoad: ({ context: { queryClient }, location }) => requireMe(queryClient, location.href),
  component: SmallTalkPage,
});

/** Small talk happens at the user's own event, whatever event the address names. */
function SmallTalkPage() {
  const { me } = useMe();
  if (me === null) return null;
  return (
    <SmallTalkScreen
      key={me.key}
      me={{ key: me.key, publicId: me.profile.publicId }}
      eventId={me.profile.eventId}
    />
  );
}
