import { useStore } from '@nanostores/react';
import { createFileRoute } from '@tanstack/react-router';
import { MyLeads } from '../../features/leads/my-leads.tsx';
import { i18n } from '../../lib/i18n/i18n.ts';
import { navWords } from '../../lib/i18n/nav-words.ts';
import { requireMe } from '../../lib/session/guards.ts';
import { useMe } from '../../lib/session/live.ts';

export const Route = createFileRoute('/_default/leads')({
  beforeLoad: ({ context: { queryClient }, location }) => requireMe(queryClient, location.href),
  component: LeadsPage,
});

const messages = i18n('leadsPage', {
  repsOnly: 'Only sponsor representatives have leads: the attendees who visit their booth.',
});

function LeadsPage() {
  const { me } = useMe();
  const t = useStore(messages);
  const nav = useStore(navWords);
  if (me === null) return null;
  const { profile } = me;
  return (
    <section aria-labelledby="leads-title">
      <h1 id="leads-title">{nav.myLeads}</h1>
      {profile.isRep ? (
        <MyLeads eventId={profile.eventId} repPublicId={profile.publicId} />
      ) : (
        <p>{t.repsOnly}</p>
      )}
    </section>
  );
}
