import { listOf } from '@engage/domain/directory';
import { useStore } from '@nanostores/react';
import { createFileRoute } from '@tanstack/react-router';
import { DirectoryScreen } from '../../features/people/directory-screen.tsx';
import { navWords } from '../../lib/i18n/nav-words.ts';
import { requireMe } from '../../lib/session/guards.ts';

/** The directory of the attendee's own event: the listed people, searched and suggested. */
export const Route = createFileRoute('/_default/people')({
  beforeLoad: ({ context: { queryClient }, location }) => requireMe(queryClient, location.href),
  component: PeoplePage,
});

function PeoplePage() {
  const { me } = Route.useRouteContext();
  const t = useStore(navWords);
  const { profile } = me;
  return (
    <section aria-labelledby="people-title">
      <h1 id="people-title">{t.people}</h1>
      <DirectoryScreen
        me={{
          key: me.key,
          eventId: profile.eventId,
          publicId: profile.publicId,
          department: profile.department,
          interests: listOf(profile.interests),
          name: profile.name,
          privacy: profile.privacy,
        }}
      />
    </section>
  );
}
