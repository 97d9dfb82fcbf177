import { agendaSearch } from '@engage/domain/search';
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AgendaScreen } from '../../features/agenda/agenda-screen.tsx';
import { agendaWords } from '../../features/agenda/words.ts';
import { eventQueryOptions } from '../../features/event/queries.ts';
import { useMyMeetings } from '../../features/people/use-people.ts';
import { requireMe } from '../../lib/session/guards.ts';

/**
 * The attendee's agenda: the programme of their own event, with their starred sessions and their
 * meetings (read here, as the people feature keeps them, so the agenda feature needs no import).
 */
export const Route = createFileRoute('/_default/agenda')({
  validateSearch: agendaSearch,
  beforeLoad: ({ context: { queryClient }, location }) => requireMe(queryClient, location.href),
  component: AgendaPage,
});

function AgendaPage() {
  const { me } = Route.useRouteContext();
  const { speaker } = Route.useSearch();
  const t = useStore(agendaWords);
  const event = useQuery(eventQueryOptions(me.profile.eventId)).data;
  const meetings = useMyMeetings(me.key);
  return (
    <section aria-labelledby="agenda-title">
      <h1 id="agenda-title">{t.title}</h1>
      <AgendaScreen
        eventId={me.profile.eventId}
        eventName={event?.name ?? t.title}
        attendeeKey={me.key}
        speaker={speaker}
        meetings={meetings ?? []}
      />
    </section>
  );
}
