import { createFileRoute } from '@tanstack/react-router';
import { MyLeads } from '../../features/leads/my-leads.tsx';
import { requireMe } from '../../lib/session/guards.ts';
import { useMe } from '../../lib/session/live.ts';

export const Route = createFileRoute('/_default/leads')({
  beforeLoad: ({ context: { queryClient }, location }) => requireMe(queryClient, location.href),
  component: LeadsPage,
});

function LeadsPage() {
  const { me } = useMe();
  if (me === null) return null;
  const { profile } = me;
  return (
    <section aria-labelledby="leads-title">
      <h1 id="leads-title">My leads</h1>
      {profile.isRep ? (
        <MyLeads eventId={profile.eventId} repPublicId={profile.publicId} />
      ) : (
        <p>Only sponsor representatives have leads: the attendees who visit their booth.</p>
      )}
    </section>
  );
}
