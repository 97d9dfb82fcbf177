import { inboxSearch } from '@engage/domain/search';
import { useStore } from '@nanostores/react';
import { createFileRoute } from '@tanstack/react-router';
import { ConversationView } from '../../features/inbox/conversation-view.tsx';
import { InboxList } from '../../features/inbox/inbox-list.tsx';
import { inboxWords } from '../../features/inbox/words.ts';
import { navWords } from '../../lib/i18n/nav-words.ts';
import { requireMe } from '../../lib/session/guards.ts';

/** The lasting inbox: the attendee's conversations, or one of them (`?with=` a public id). */
export const Route = createFileRoute('/_default/inbox')({
  validateSearch: inboxSearch,
  beforeLoad: ({ context: { queryClient }, location }) => requireMe(queryClient, location.href),
  component: InboxPage,
});

function InboxPage() {
  const { me } = Route.useRouteContext();
  const search = Route.useSearch();
  const t = useStore(navWords);
  const words = useStore(inboxWords);
  const { eventId, publicId } = me.profile;
  return (
    <section aria-labelledby="inbox-title">
      <h1 id="inbox-title">{t.inbox}</h1>
      {search.with === undefined ? (
        <>
          <p>{words.intro}</p>
          <InboxList userKey={me.key} eventId={eventId} />
        </>
      ) : (
        <ConversationView me={{ key: me.key, publicId, eventId }} withId={search.with} />
      )}
    </section>
  );
}
